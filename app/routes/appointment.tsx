import type { LoaderFunctionArgs } from "@remix-run/node";
import { Check, Clock, Gift, Video } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { ClickToLoad } from "~/components/click-to-load";
import { PageHeader } from "~/components/page-header";
import { useSiteFacts } from "~/utils/site-facts";
import { loadCalendlyScript } from "~/content/booking-widget";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("appointment");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    meta: {
      ...getPageMeta(request, "appointment"),
      breadcrumbs: getSectionBreadcrumbs(request, "/rendez-vous", "nav.appointment"),
    },
  };
}

/**
 * Calendly's booking calendar, its embed script loaded once per page life however many
 * times the visitor comes back to this page. Drawn once the visitor accepted cookies or
 * asked for it (ClickToLoad, docs/decisions/046).
 */
function CalendlyInlineWidget({ url }: { url: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const parentElement = ref.current;
    if (!parentElement) return;
    // When it first runs, the script fills every .calendly-inline-widget of the page.
    if (loadCalendlyScript()) return;
    // Back on the page after a client-side navigation: the script scanned the page only
    // when it first ran, so it is asked for this calendar. (If it is still loading, its
    // first run will find this one.)
    window.Calendly?.initInlineWidget({ url, parentElement });
    // React's StrictMode runs effects twice in development: keep a single calendar.
    return () => parentElement.replaceChildren();
  }, [url]);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div
        ref={ref}
        className="calendly-inline-widget"
        data-url={url}
        style={{ minWidth: "320px", height: "900px" }}
        data-testid="booking-widget"
      />
    </div>
  );
}

const coveredTopics = ["goals", "review", "opportunities", "nextSteps"] as const;
const facts = [
  { key: "duration", Icon: Clock },
  { key: "format", Icon: Video },
  { key: "price", Icon: Gift },
] as const;

/** The booking service's own page, in a new tab. */
function BookingPageLink({ className }: { className: string }) {
  const { t } = useTranslation("appointment");
  const { bookingUrl } = useSiteFacts();
  return (
    <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t("calendar.link")} <span className="sr-only">{t("calendar.newTab")}</span>
    </a>
  );
}

/** Hides the empty calendar frame when the embed cannot run (inside <noscript>). */
const hideCalendarWithoutScript = "#booking-calendar{display:none}";

export default function AppointmentPage() {
  const { t } = useTranslation("appointment");
  const { bookingUrl } = useSiteFacts();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")}>
        <ul className="mt-8 flex flex-wrap gap-3">
          {facts.map(({ key, Icon }) => (
            <li
              key={key}
              className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800"
            >
              <Icon className="size-4" aria-hidden />
              {t(`facts.${key}`)}
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 pt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:px-8">
        <section
          aria-labelledby="appointment-covers"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 lg:sticky lg:top-32"
        >
          <h2 id="appointment-covers" className="text-xl font-bold tracking-tight text-slate-900">
            {t("covers.title")}
          </h2>
          <ul className="mt-6 space-y-4">
            {coveredTopics.map((topic) => (
              <li key={topic} className="flex gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check className="size-4" aria-hidden />
                </span>
                {t(`covers.items.${topic}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-600">{t("covers.note")}</p>
        </section>

        <section aria-labelledby="appointment-calendar">
          <h2 id="appointment-calendar" className="text-xl font-bold tracking-tight text-slate-900">
            {t("calendar.title")}
          </h2>
          <noscript>
            <style>{hideCalendarWithoutScript}</style>
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-8" data-testid="booking-noscript">
              <p className="text-slate-700">{t("calendar.noscript")}</p>
              <BookingPageLink className={buttonClass("primary", "mt-6")} />
            </div>
          </noscript>
          <div id="booking-calendar" className="mt-6">
            <ClickToLoad name="calendar" notice={t("calendar.notice")} loadLabel={t("calendar.load")}>
              <CalendlyInlineWidget url={bookingUrl} />
            </ClickToLoad>
            {/* For visitors whose browser blocks the embed. */}
            <p className="mt-4 text-sm text-slate-600">
              {t("calendar.fallback")}{" "}
              <BookingPageLink className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800" />
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
