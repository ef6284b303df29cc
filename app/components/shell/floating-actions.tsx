import { Link } from "@remix-run/react";
import { Bot, MessageCircle, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WhatsappIcon } from "~/components/brand-icons";
import { Dropdown } from "~/components/dropdown";
import { site } from "~/config/site";
import { trackEvent } from "~/services/analytics";
import { useLocalizedPath } from "~/utils/language";

const optionClass =
  "flex w-full items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-100";

/**
 * The floating button (spec: global widgets) with two options: the assistant and a
 * WhatsApp chat in a new tab. Choosing one closes the menu. Without JavaScript the
 * assistant option leads to the contact page.
 */
export function FloatingActions() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const [assistantOpen, setAssistantOpen] = useState(false);
  const launcherRef = useRef<HTMLDivElement>(null);

  const closeAssistant = useCallback(() => {
    setAssistantOpen(false);
    launcherRef.current?.querySelector("summary")?.focus();
  }, []);

  return (
    <>
      <div ref={launcherRef} className="fixed right-6 bottom-6 z-50" data-testid="floating-actions">
        <Dropdown
          summaryLabel={t("floating.open")}
          summary={
            <>
              <MessageCircle className="size-6 group-open:hidden" aria-hidden />
              <X className="hidden size-6 group-open:block" aria-hidden />
            </>
          }
          summaryClassName="size-14 justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
          panelClassName="absolute bottom-16 right-0 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <ul>
            <li>
              <Link
                to={lp("/contact")}
                onClick={(event) => {
                  event.preventDefault();
                  setAssistantOpen(true);
                }}
                className={optionClass}
              >
                <Bot className="size-5 text-brand-600" aria-hidden />
                {t("floating.assistant")}
              </Link>
            </li>
            <li>
              <a
                href={site.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent("click_whatsapp", { from: "floating_button" })}
                className={optionClass}
              >
                <WhatsappIcon className="size-5 text-emerald-600" aria-hidden />
                {t("floating.whatsapp")}
              </a>
            </li>
          </ul>
        </Dropdown>
      </div>
      {assistantOpen ? <AssistantPanel onClose={closeAssistant} /> : null}
    </>
  );
}

/** Placeholder until the chatbot lands: same panel frame (24rem wide, 600 px high at most). */
function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-labelledby="assistant-title"
      data-testid="assistant-panel"
      className="fixed right-4 bottom-24 z-50 flex max-h-[600px] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-6"
    >
      <div className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
        <h2 id="assistant-title" className="flex items-center gap-2 font-semibold">
          <Bot className="size-5" aria-hidden />
          {t("floating.assistantPanel.title")}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-md p-1 hover:bg-white/20"
          aria-label={t("floating.assistantPanel.close")}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="space-y-4 p-4 text-sm text-slate-700">
        <p>{t("floating.assistantPanel.text")}</p>
        <Link
          to={lp("/contact")}
          onClick={onClose}
          className="inline-flex rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("floating.assistantPanel.contactLink")}
        </Link>
      </div>
    </div>
  );
}
