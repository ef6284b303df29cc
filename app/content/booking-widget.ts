// Calendly, the booking service (appointment page, chatbot). server/security.ts allows
// its origins. (The module's name keeps "calendly" out of our own chunk names, so that a
// request for Calendly's script is told apart from ours.)

const CALENDLY_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";
const CALENDLY_STYLESHEET_HREF = "https://assets.calendly.com/assets/external/widget.css";

declare global {
  interface Window {
    /** Defined by Calendly's embed script once it has run. */
    Calendly?: {
      initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
      initPopupWidget(options: { url: string }): void;
    };
  }
}

/**
 * Adds Calendly's embed script to the page, once per page life. Returns false when it
 * was already there (loaded, or still loading).
 */
export function loadCalendlyScript(): boolean {
  if (document.querySelector(`script[src="${CALENDLY_SCRIPT_SRC}"]`)) return false;
  const script = document.createElement("script");
  script.src = CALENDLY_SCRIPT_SRC;
  script.async = true;
  document.head.appendChild(script);
  return true;
}

/**
 * Opens a booking page in Calendly's popup when its script has loaded, else in a new tab
 * (the script is blocked, or not loaded yet).
 */
export function openBookingPopup(url: string) {
  if (window.Calendly) {
    if (!document.querySelector(`link[href="${CALENDLY_STYLESHEET_HREF}"]`)) {
      const stylesheet = document.createElement("link");
      stylesheet.rel = "stylesheet";
      stylesheet.href = CALENDLY_STYLESHEET_HREF;
      document.head.appendChild(stylesheet);
    }
    window.Calendly.initPopupWidget({ url });
    return;
  }
  window.open(url, "_blank", "noopener,noreferrer");
}

/**
 * Opens the booking popup once Calendly's script has run, loading it first if needed (the
 * visitor asked for the calendar); in a new tab if the script cannot load.
 */
export function openBookingPopupWhenLoaded(url: string) {
  if (window.Calendly) return openBookingPopup(url);
  loadCalendlyScript();
  const script = document.querySelector(`script[src="${CALENDLY_SCRIPT_SRC}"]`);
  const open = () => openBookingPopup(url);
  script?.addEventListener("load", open, { once: true });
  script?.addEventListener("error", open, { once: true });
}
