import type { LoaderFunctionArgs } from "@remix-run/node";
import { ArrowLeft, CalendarClock, CheckCircle } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { buttonClass, ButtonLink } from "~/components/button-link";
import { NoticeButton } from "~/components/work-in-progress";
import { trackEvent } from "~/platform/analytics";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("thank-you");

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: { ...getPageMeta(request, "thank-you"), noindex: true } };
}

export default function ThankYouPage() {
  const { t } = useTranslation("thank-you");
  const lp = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-20 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/50">
        <CheckCircle className="size-10 text-emerald-600" aria-hidden data-testid="success-icon" />
      </span>
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("title")}</h1>
      <p className="mt-6 text-lg text-slate-600">{t("intro")}</p>

      <section
        aria-labelledby="next-step"
        className="mt-12 w-full rounded-2xl border border-brand-100 bg-brand-50 p-8 sm:p-10"
        data-testid="next-step"
      >
        <CalendarClock className="mx-auto size-8 text-brand-700" aria-hidden />
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("nextStep.eyebrow")}</p>
        <h2 id="next-step" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
          {t("nextStep.title")}
        </h2>
        <p className="mt-4 text-slate-700">{t("nextStep.text")}</p>
        <div className="mt-8 flex justify-center">
          <NoticeButton notice="calendarSoon" onNotice={() => trackEvent("book_call")} className={buttonClass()}>
            {t("nextStep.button")}
          </NoticeButton>
        </div>
      </section>

      <ButtonLink to={lp("/")} variant="secondary" className="mt-10">
        <ArrowLeft className="size-4" aria-hidden />
        {t("home")}
      </ButtonLink>
    </div>
  );
}
