// Analytics events are only logged to the browser console: no analytics service receives them.

export const analyticsEvents = [
  "form_submit",
  "click_phone",
  "click_whatsapp",
  "click_messenger",
  "book_call",
] as const;

export type AnalyticsEvent = (typeof analyticsEvents)[number];

export function trackEvent(event: AnalyticsEvent, details?: Record<string, unknown>) {
  console.info("[analytics]", event, details ?? {});
}
