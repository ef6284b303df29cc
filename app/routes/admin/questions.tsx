import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { PageHeader } from "~/components/page-header";
import { screenRoute } from "~/components/screen-route";
import { QuestionTable } from "~/search/question-table";
import { unansweredQuestions } from "~/search/search-questions.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The most frequent questions of the last 30 days that the search and the assistant could not answer. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const questions = await unansweredQuestions();
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "questionsMeta"), noindex: true },
      questions: questions.map((question) => ({
        ...question,
        lastAskedAt: question.lastAskedAt.toISOString(),
        answeredAt: question.answeredAt?.toISOString() ?? null,
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function QuestionsPage() {
  const { questions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("questions.title")} intro={t("questions.intro")} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-10 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-2xl text-sm text-slate-600">{t("questions.privacy")}</p>
          <Link to={lp("/admin/content")} className="text-sm font-semibold text-brand-700 hover:underline">
            {t("questions.content")}
          </Link>
        </div>
        <QuestionTable questions={questions} />
      </div>
    </>
  );
}
