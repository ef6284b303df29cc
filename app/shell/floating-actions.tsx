import { Link } from "@remix-run/react";
import { Bot, MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { WhatsappIcon } from "~/components/brand-icons";
import { Dropdown } from "~/components/dropdown";
import { trackEvent } from "~/platform/analytics";
import { useLocalizedPath } from "~/utils/language";
import { useSiteFacts } from "~/utils/site-facts";

const optionClass =
  "flex w-full items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-100";

/**
 * The floating button, on every page, with two options: the assistant and a
 * WhatsApp chat in a new tab. Choosing one closes the menu. Without JavaScript the
 * assistant option leads to the contact page.
 */
export function FloatingActions() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const { whatsappUrl } = useSiteFacts();
  const [assistantOpen, setAssistantOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed): the conversation goes on.
  const [assistantLoaded, setAssistantLoaded] = useState(false);
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
                  setAssistantLoaded(true);
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
                href={whatsappUrl}
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
      {assistantLoaded ? (
        <Suspense fallback={<PanelLoading />}>
          <ChatbotPanel open={assistantOpen} onClose={closeAssistant} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The chatbot's code, fetched when the visitor first opens it (not in the page's first JavaScript). */
const ChatbotPanel = lazy(() => import("~/leads/chatbot-panel"));

/** Shown while the chatbot's code and texts arrive: the panel's frame. */
function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed right-4 bottom-24 z-50 flex w-[calc(100vw-2rem)] max-w-sm items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-2xl sm:right-6"
    >
      <Bot className="size-5 animate-pulse text-brand-600" aria-hidden />
      {t("floating.assistantLoading")}
    </div>
  );
}
