import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { createGlossaryTerm, glossaryTerms, postedForm } from "~/content/content-editor.server";
import { contentEditorPath } from "~/content/content-form";
import { GlossaryTermForm } from "~/content/glossary-term-form";
import { PageHeader } from "~/components/page-header";
import { screenRoute } from "~/components/screen-route";
import { getFixedT, languageOf } from "~/i18n.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** A new glossary term (docs/decisions/051): the terms of each language it may translate. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "glossaryNewMeta"), noindex: true },
      language: languageOf(request),
      terms: { fr: await glossaryTerms("fr"), en: await glossaryTerms("en") },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Creates and publishes the term, then opens its editor; errors come back with what was typed. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const outcome = await createGlossaryTerm(postedForm(await requireFormData(request)), staff.id);
  if (!outcome.ok) return data(outcome, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  return redirectWithToast(
    localizePath(contentEditorPath("glossary-term", outcome.key, outcome.language), languageOf(request)),
    { title: getFixedT(request, "admin")("content.glossary.created"), variant: "success" },
    { status: 303 },
  );
}

export default function NewGlossaryTermPage() {
  const { language, terms } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("content.glossary.title")} intro={t("content.glossary.intro")}>
        <div className="mt-6 text-sm font-semibold">
          <Link to={lp("/admin/content")} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t("content.back")}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pt-10 lg:px-8">
        <GlossaryTermForm
          values={refused?.values ?? { lang: language, term: "", definition: "", translationOf: "" }}
          errors={refused?.errors ?? {}}
          terms={terms}
        />
      </div>
    </>
  );
}
