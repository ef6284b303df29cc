import homeImageVersions from "virtual:image-versions/home";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { CalendarCheck, CircleCheck, Clock, Eye, LayoutDashboard, SearchCheck, UserRound } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { WhatsappIcon } from "~/components/brand-icons";
import { ButtonLink, buttonClass } from "~/components/button-link";
import { FeatureGrid } from "~/components/feature-grid";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import { ServiceCards } from "~/components/service-cards";
import { NoticeButton } from "~/components/work-in-progress";
import { trackEvent } from "~/platform/analytics";
import { useLocalizedPath } from "~/utils/language";
import { getLocalBusinessPageMeta } from "~/utils/meta.server";
import { siteContent } from "~/content/site-content.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("home");

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: getLocalBusinessPageMeta(request, "home", siteContent.facts()) };
}

const steps = ["discovery", "strategy", "execution", "optimization"] as const;
const differentiators = [
  { icon: Eye, key: "transparency" },
  { icon: CalendarCheck, key: "deadlines" },
  { icon: LayoutDashboard, key: "dashboards" },
] as const;
const bookingDetails = [
  { icon: Clock, key: "duration" },
  { icon: CircleCheck, key: "free" },
  { icon: UserRound, key: "expert" },
] as const;

export default function HomePage() {
  return (
    <>
      <Hero />
      <ServicesTeaser />
      <Process />
      <Differentiators />
      <LeadMagnet />
      <Booking />
    </>
  );
}

function Hero() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-8 sm:pt-16 lg:grid-cols-[7fr_5fr] lg:px-8 lg:pb-12">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {t("title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">{t("intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={lp("/contact")}>{t("hero.quote")}</ButtonLink>
            <NoticeButton
              className={buttonClass("secondary")}
              onNotice={() => trackEvent("click_whatsapp", { from: "home" })}
            >
              <WhatsappIcon className="size-5 text-emerald-700" aria-hidden />
              {t("hero.whatsapp")}
            </NoticeButton>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:gap-6">
            {(["free", "fast"] as const).map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-brand-600" aria-hidden />
                {t(`hero.assurances.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <Picture
          src="/images/home/hero"
          versions={homeImageVersions}
          width={560}
          height={460}
          alt={t("hero.imageAlt")}
          priority
          className="mx-auto w-full max-w-xl"
        />
      </div>
    </div>
  );
}

function ServicesTeaser() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <Section eyebrow={t("services.eyebrow")} title={t("services.title")} intro={t("services.intro")}>
      <ServiceCards
        linkLabel={t("services.learnMore")}
        descriptions={{
          websites: t("services.items.websites"),
          seo: t("services.items.seo"),
          ads: t("services.items.ads"),
          content: t("services.items.content"),
        }}
      />
      <ButtonLink to={lp("/services")} variant="secondary" className="mt-10">
        {t("services.all")}
      </ButtonLink>
    </Section>
  );
}

function Process() {
  const { t } = useTranslation("home");
  return (
    <Section tone="muted" eyebrow={t("process.eyebrow")} title={t("process.title")} intro={t("process.intro")}>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="process-steps">
        {steps.map((step, index) => (
          <li key={step} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="text-4xl font-bold text-brand-600" aria-hidden>
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`process.steps.${step}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`process.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Differentiators() {
  const { t } = useTranslation("home");
  return (
    <Section
      eyebrow={t("differentiators.eyebrow")}
      title={t("differentiators.title")}
      intro={t("differentiators.intro")}
    >
      <FeatureGrid
        items={differentiators.map(({ icon, key }) => ({
          icon,
          title: t(`differentiators.items.${key}.title`),
          text: t(`differentiators.items.${key}.text`),
        }))}
      />
    </Section>
  );
}

function LeadMagnet() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <Section tone="brand" eyebrow={t("leadMagnet.eyebrow")} title={t("leadMagnet.title")} intro={t("leadMagnet.intro")}>
      <div className="mt-8 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <ul className="space-y-3 text-brand-50">
          {(["technical", "keywords", "competitors"] as const).map((key) => (
            <li key={key} className="flex items-start gap-3">
              <SearchCheck className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden />
              {t(`leadMagnet.points.${key}`)}
            </li>
          ))}
        </ul>
        <ButtonLink to={lp("/contact")} variant="light" className="self-start lg:self-auto">
          {t("leadMagnet.cta")}
        </ButtonLink>
      </div>
    </Section>
  );
}

function Booking() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <Section tone="muted" eyebrow={t("booking.eyebrow")} title={t("booking.title")} intro={t("booking.intro")}>
      <div className="mt-8 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <ul className="grid gap-3 text-slate-700 sm:grid-cols-3 sm:gap-6">
          {bookingDetails.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-center gap-3">
              <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
              {t(`booking.details.${key}`)}
            </li>
          ))}
        </ul>
        <ButtonLink to={lp("/rendez-vous")} className="shrink-0 self-start lg:self-auto">
          {t("booking.cta")}
        </ButtonLink>
      </div>
    </Section>
  );
}
