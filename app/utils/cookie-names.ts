// Names of the cookies the server sets for one visitor. The HTTP cache reads them too: a
// page is personal, so never revalidated from a shared ETag, while either is present.

/** The signed id of the visitor's session row (accounts/session.server.ts). */
export const SESSION_COOKIE = "vitrine_session";
/** A toast that must survive a redirect (platform/toast.server.ts). */
export const TOAST_COOKIE = "vitrine_toast";
