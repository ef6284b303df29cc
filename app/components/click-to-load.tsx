import { useState, type ReactNode } from "react";
import { buttonClass } from "~/components/button-link";
import { useCookieConsent } from "~/utils/cookie-consent";
import { cn } from "~/utils/misc";

/** Without JavaScript the load button could do nothing: it is hidden (the placeholder keeps its link). */
const hideButtonWithoutScript = "[data-click-to-load-button]{display:none}";

/**
 * Another host's embed (a map, a calendar) drawn only once the visitor accepted cookies or
 * asks for it here (docs/decisions/046): until then a placeholder says who would receive
 * the visit and offers the button; `children` come after the click, or at once with consent.
 */
export function ClickToLoad({
  name,
  notice,
  loadLabel,
  className,
  after,
  children,
}: {
  /** Names the placeholder for tests (data-testid="click-to-load-<name>"). */
  name: string;
  notice: string;
  loadLabel: string;
  className?: string;
  /** Shown under the button, with or without script: a link to the third party's own page. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { choice } = useCookieConsent();
  const [asked, setAsked] = useState(false);
  if (choice === "accepted" || asked) return <>{children}</>;
  return (
    <div
      data-testid={`click-to-load-${name}`}
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700",
        className,
      )}
    >
      <noscript>
        <style>{hideButtonWithoutScript}</style>
      </noscript>
      <p className="max-w-prose">{notice}</p>
      <button type="button" data-click-to-load-button onClick={() => setAsked(true)} className={buttonClass("primary")}>
        {loadLabel}
      </button>
      {after}
    </div>
  );
}
