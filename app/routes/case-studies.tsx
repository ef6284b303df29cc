import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight, CirclePlay } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { ButtonLink, buttonClass } from "~/components/button-link";
import { CaseStudyLogo } from "~/components/case-study-logos";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { NoticeButton } from "~/components/work-in-progress";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";
import { siteContent } from "~/content/site-content.server";
import { languageOf } from "~/i18n.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("case-studies");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    /** The case studies, in the order staff gave them (docs/decisions/051). */
    caseIds: siteContent.keys("case-study", languageOf(request)),
    meta: {
      ...getPageMeta(request, "case-studies"),
      breadcrumbs: getSectionBreadcrumbs(request, "/etudes-de-cas", "breadcrumb.caseStudies"),
    },
  };
}

const metricIds = ["first", "second"] as const;

function CaseStudy({ id }: { id: string }) {
  const { t: typed } = useTranslation("case-studies");
  // The keys are the content's (docs/decisions/051), not the locale file's.
  const t = typed as unknown as (key: string, options?: Record<string, string>) => string;
  const lp = useLocalizedPath();
  const company = t(`cases.${id}.company`);
  const titleId = `case-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="case-study"
      className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-3 lg:gap-12"
    >
      <div className="lg:col-span-2">
        <div className="flex items-center gap-4">
          <CaseStudyLogo
            id={id}
            company={company}
            logo={{
              url: t(`cases.${id}.logo`, { defaultValue: "" }),
              alt: t(`cases.${id}.logoAlt`, { defaultValue: "" }),
            }}
          />
          <div>
            <p className="text-lg font-semibold text-slate-900" data-testid="case-company">
              {company}
            </p>
            <p className="text-sm text-slate-600">{t(`cases.${id}.sector`)}</p>
          </div>
        </div>
        <h3 id={titleId} className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
          {t(`cases.${id}.title`)}
        </h3>
        <p className="mt-4 text-slate-600">{t(`cases.${id}.description`)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={lp("/contact")}>
            {t("labels.cta")}
            <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
          <NoticeButton className={buttonClass("secondary")} label={t("labels.videoLabel", { company })}>
            <CirclePlay className="size-5 text-brand-600" aria-hidden />
            {t("labels.video")}
          </NoticeButton>
        </div>
      </div>
      <dl className="grid content-center gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {metricIds.map((metric) => (
          // The figure reads first on screen; the label stays first in the markup (dt before dd).
          <div key={metric} className="flex flex-col-reverse rounded-xl bg-brand-50 p-6" data-testid="case-metric">
            <dt className="mt-1 text-sm text-slate-700">{t(`cases.${id}.metrics.${metric}.label`)}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-700">
              {t(`cases.${id}.metrics.${metric}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export default function CaseStudiesPage() {
  const { caseIds } = useLoaderData<typeof loader>();
  const { t } = useTranslation("case-studies");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Section eyebrow={t("list.eyebrow")} title={t("list.title")} intro={t("list.intro")}>
        <div className="mt-12 space-y-8">
          {caseIds.map((id) => (
            <CaseStudy key={id} id={id} />
          ))}
        </div>
      </Section>
      <Section tone="brand" title={t("closing.title")} intro={t("closing.text")}>
        <ButtonLink to={lp("/contact")} variant="light" className="mt-8" data-testid="closing-cta">
          {t("closing.cta")}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </Section>
    </>
  );
}
