import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { useLocalizedPath } from "~/utils/language";
import { storedConsentChoice, storeConsentChoice, useCookieConsent, type CookieConsent } from "~/utils/cookie-consent";
import { type ConsentChoice } from "~/utils/preference-cookies";
import { forgetFirstTouch } from "~/leads/first-touch";

/**
 * The shell's consent state (root.tsx holds it; docs/decisions/046): the answer the server
 * read from the cookie, then whatever the visitor chooses. Either answer is stored and
 * hides the banner; refusing also drops what is kept only with consent (the visit's first
 * touch, which the shell keeps once `choice` is "accepted"). `settingsOpen` starts true when the page was asked for with ?cookie-settings
 * (the footer's link without JavaScript).
 */
export function useConsentState(initialChoice: ConsentChoice | null, initialSettingsOpen: boolean): CookieConsent {
  const [choice, setChoice] = useState(initialChoice);
  const [settingsOpen, setSettingsOpen] = useState(initialSettingsOpen);

  useEffect(() => {
    // An answer from an earlier visit kept in localStorage only: the cookie says it again.
    const stored = storedConsentChoice();
    if (stored) {
      storeConsentChoice(stored);
      setChoice(stored);
    }
    // Refused in a post without script after an acceptance with it: what was kept goes too.
    if (stored === "refused") forgetFirstTouch();
  }, []);

  function choose(next: ConsentChoice) {
    storeConsentChoice(next);
    // What is kept only with consent goes (the shell keeps the visit's first touch once accepted).
    if (next === "refused") forgetFirstTouch();
    setChoice(next);
    setSettingsOpen(false);
  }

  // A new value at each render of the shell, which renders only when its data or this state change.
  return { choice, settingsOpen, choose, openSettings: () => setSettingsOpen(true) };
}

/** Both answers look the same (Law 25: refusing as easy as accepting). */
const answerClass =
  "w-full rounded-full border-2 border-brand-600 bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:w-auto";

/**
 * Shown until the visitor answers, and again from the footer's "cookie settings" (with the
 * current answer). Both buttons post to /resources/cookie-consent without JavaScript, which
 * sets the same cookie and comes back; with it, the answer is stored here.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const { choice, settingsOpen, choose } = useCookieConsent();
  const { pathname, search } = useLocation();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Opened from the footer: the visitor's focus goes to the choice.
    if (settingsOpen) bannerRef.current?.focus();
  }, [settingsOpen]);

  if (choice && !settingsOpen) return null;

  return (
    <section
      ref={bannerRef}
      tabIndex={-1}
      aria-label={t("cookieBanner.label")}
      data-testid="cookie-banner"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:flex sm:items-center sm:gap-4 sm:p-5 lg:bottom-4"
    >
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          {t("cookieBanner.text")}{" "}
          <Link to={lp("/mentions-legales")} className="font-medium text-brand-700 underline">
            {t("cookieBanner.policyLink")}
          </Link>
        </p>
        {choice ? (
          <p className="font-medium text-slate-900" data-testid="cookie-choice">
            {t(choice === "accepted" ? "cookieBanner.currentAccepted" : "cookieBanner.currentRefused")}
          </p>
        ) : null}
      </div>
      <Form
        method="post"
        action="/resources/cookie-consent"
        className="mt-3 flex shrink-0 flex-col gap-2 sm:mt-0 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const answer = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
          if (answer === "accept" || answer === "refuse") choose(answer === "accept" ? "accepted" : "refused");
        }}
      >
        {/* The server leaves ?cookie-settings out of the way back (/resources/cookie-consent). */}
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <button type="submit" name="choice" value="accept" className={answerClass}>
          {t("cookieBanner.accept")}
        </button>
        <button type="submit" name="choice" value="refuse" className={answerClass}>
          {t("cookieBanner.refuse")}
        </button>
      </Form>
    </section>
  );
}
