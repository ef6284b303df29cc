import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/utils/language";
import { hasStoredConsent, storeConsent } from "~/utils/cookie-consent";
import { keepFirstTouch } from "~/leads/first-touch";

/**
 * Shown until the visitor accepts. Without JavaScript the button posts to
 * /resources/cookie-consent, which sets the same cookie and comes back.
 */
export function CookieBanner({ consented }: { consented: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const location = useLocation();
  const [visible, setVisible] = useState(!consented);

  useEffect(() => {
    if (hasStoredConsent()) {
      storeConsent();
      setVisible(false);
    }
  }, []);

  if (!visible) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    storeConsent();
    // From now on the visit's first touch may be kept for the lead forms.
    keepFirstTouch();
    setVisible(false);
  }

  return (
    <section
      aria-label={t("cookieBanner.accept")}
      data-testid="cookie-banner"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:flex sm:items-center sm:gap-4 sm:p-5 lg:bottom-4"
    >
      <p className="text-sm text-slate-700">
        {t("cookieBanner.text")}{" "}
        <Link to={lp("/mentions-legales")} className="font-medium text-brand-700 underline">
          {t("cookieBanner.policyLink")}
        </Link>
      </p>
      <Form method="post" action="/resources/cookie-consent" onSubmit={accept} className="mt-3 shrink-0 sm:mt-0">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className="w-full rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          {t("cookieBanner.accept")}
        </button>
      </Form>
    </section>
  );
}
