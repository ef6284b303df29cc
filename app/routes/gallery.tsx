import galleryImageVersions from "virtual:image-versions/gallery";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { Info, ListChecks, Target, TrendingUp } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { FaqList, type FaqItem } from "~/components/faq";
import { PageHeader } from "~/components/page-header";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import { NoticeButton } from "~/components/work-in-progress";
import { getFixedT } from "~/i18n.server";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { cn } from "~/utils/misc";
import { faqPageJsonLd } from "~/utils/structured-data";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("gallery");

const faqIds = ["realProjects", "ownership", "reporting", "timeline"] as const;

/** The page's questions, for the accordion and for its FAQPage JSON-LD alike. */
function faqItems(t: TFunction<"gallery">): FaqItem[] {
  return faqIds.map((id) => ({ question: t(`faq.items.${id}.question`), answer: t(`faq.items.${id}.answer`) }));
}

export function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "gallery");
  return {
    meta: {
      ...getPageMeta(request, "gallery"),
      jsonLd: [faqPageJsonLd(faqItems(t))],
      breadcrumbs: getSectionBreadcrumbs(request, "/galerie", "nav.gallery"),
    },
  };
}

/** Deliverable examples, by locale key and artwork (assets/images/gallery, 640×400). */
const examples = [
  { id: "website", image: "website-mockup" },
  { id: "seoReport", image: "seo-report" },
  { id: "adCreative", image: "ad-creative" },
  { id: "socialGrid", image: "social-grid" },
  { id: "dashboard", image: "analytics-dashboard" },
] as const;

const demoCaseIds = ["retail", "professional", "restaurant"] as const;

const demoSteps = [
  { id: "objectives", Icon: Target },
  { id: "actions", Icon: ListChecks },
  { id: "results", Icon: TrendingUp },
] as const;

function DemoCase({ id }: { id: (typeof demoCaseIds)[number] }) {
  const { t } = useTranslation("gallery");
  const titleId = `demo-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="demo-case"
    >
      <h3 id={titleId} className="text-xl font-semibold text-slate-900">
        {t(`demoCases.items.${id}.name`)}
      </h3>
      <p className="mt-2 text-slate-600">{t(`demoCases.items.${id}.context`)}</p>
      {demoSteps.map(({ id: step, Icon }) => {
        const listId = `${titleId}-${step}`;
        return (
          <div key={step} className="mt-6 border-t border-slate-100 pt-5">
            <h4
              id={listId}
              className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase"
            >
              <Icon className="size-4" aria-hidden />
              {t(`demoCases.${step}`)}
            </h4>
            <ul aria-labelledby={listId} className="mt-3 space-y-2 text-slate-700" data-testid={`demo-${step}`}>
              {t(`demoCases.items.${id}.${step}`, { returnObjects: true }).map((item) => (
                <li key={item} className="flex gap-2">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </article>
  );
}

export default function GalleryPage() {
  const { t } = useTranslation("gallery");
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />

      <Section eyebrow={t("examples.eyebrow")} title={t("examples.title")} intro={t("examples.intro")}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {examples.map(({ id, image }, index) => (
            <li
              key={id}
              // Two wide cards over three: five examples fill the grid without a gap.
              className={cn(
                "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm",
                index < 2 ? "lg:col-span-3" : "lg:col-span-2",
                index === examples.length - 1 && "sm:max-lg:col-span-2",
              )}
              data-testid="gallery-example"
            >
              <Picture
                src={`/images/gallery/${image}`}
                versions={galleryImageVersions}
                alt={t(`examples.items.${id}.alt`)}
                width={640}
                height={400}
                className="w-full border-b border-slate-200"
              />
              <div className="p-6">
                <h3 className="text-lg font-semibold text-slate-900">{t(`examples.items.${id}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`examples.items.${id}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow={t("demoCases.eyebrow")} title={t("demoCases.title")} intro={t("demoCases.intro")}>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {demoCaseIds.map((id) => (
            <DemoCase key={id} id={id} />
          ))}
        </div>
        <div
          role="note"
          aria-label={t("disclaimer.title")}
          className="mt-8 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950"
          data-testid="disclaimer"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">{t("disclaimer.title")}</strong> {t("disclaimer.text")}
          </p>
        </div>
      </Section>

      <Section
        tone="brand"
        eyebrow={t("transparency.eyebrow")}
        title={t("transparency.title")}
        intro={t("transparency.text")}
      >
        <NoticeButton className={buttonClass("light", "mt-8")}>{t("transparency.button")}</NoticeButton>
      </Section>

      <Section title={t("faq.title")}>
        <div className="max-w-3xl">
          <FaqList items={faqItems(t)} name="gallery-faq" />
        </div>
      </Section>
    </>
  );
}
