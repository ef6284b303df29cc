import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { useLocalizedPath } from "~/utils/language";
import { hasStoredConsent, storeConsent } from "~/utils/cookie-consent";
import { keepFirstTouch } from "~/leads/first-touch";

/**
 * A consent choice: a post to /resources/cookie-consent that comes back to this page
 * (giving it, or withdrawing it with `choice`), made in the browser by `onChoose` when
 * JavaScript runs.
 */
export function ConsentForm({
  choice,
  onChoose,
  className,
  children,
}: {
  choice?: "withdraw";
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/resources/cookie-consent"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      {choice && <input type="hidden" name="choice" value={choice} />}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </Form>
  );
}

/**
 * Shown until the visitor accepts, and again once they withdraw (the footer's control).
 * Without JavaScript the button posts to /resources/cookie-consent, which sets the same
 * cookie and comes back. The shell (root.tsx) holds whether the visitor consented.
 */
export function CookieBanner({ consented, onAccept }: { consented: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();

  useEffect(() => {
    // Consent given on an earlier visit (localStorage): the cookie says it again.
    if (hasStoredConsent()) {
      storeConsent();
      onAccept();
    }
    // Once, at the first render: the shell's setter never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (consented) return null;

  function accept() {
    storeConsent();
    // From now on the visit's first touch may be kept for the lead forms.
    keepFirstTouch();
    onAccept();
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
      <ConsentForm onChoose={accept} className="mt-3 shrink-0 sm:mt-0">
        <button
          type="submit"
          className="w-full rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          {t("cookieBanner.accept")}
        </button>
      </ConsentForm>
    </section>
  );
}
