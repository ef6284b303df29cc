import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "~/env.server";
import { createSession, deleteSession, findSessionUser, SESSION_TTL_MS } from "~/accounts/session-record.server";
import { SESSION_COOKIE } from "~/utils/cookie-names";

/**
 * The session cookie holds only the id of a row in the sessions table, signed; the row
 * is the truth, so deleting it signs the browser out everywhere it was copied.
 */
export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    secrets: env.SESSION_SECRET,
    maxAge: SESSION_TTL_MS / 1000,
  },
});

const SESSION_ID_KEY = "sessionId";

async function getCookieSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** The id of the session row the request's cookie names, or null. */
export async function getSessionId(request: Request) {
  const sessionId: unknown = (await getCookieSession(request)).get(SESSION_ID_KEY);
  return typeof sessionId === "string" ? sessionId : null;
}

/** The signed-in user, or null. */
export async function getSessionUser(request: Request) {
  const sessionId = await getSessionId(request);
  return sessionId ? findSessionUser(sessionId) : null;
}

/** Starts a new session (a new id on every sign-in) and returns the Set-Cookie header. */
export async function startSession(request: Request, userId: string) {
  const session = await getCookieSession(request);
  const previous: unknown = session.get(SESSION_ID_KEY);
  if (typeof previous === "string") await deleteSession(previous);
  const { id, expiresAt } = await createSession(userId);
  session.set(SESSION_ID_KEY, id);
  return sessionStorage.commitSession(session, { expires: expiresAt });
}

/** Revokes the session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request) {
  const session = await getCookieSession(request);
  const sessionId: unknown = session.get(SESSION_ID_KEY);
  if (typeof sessionId === "string") await deleteSession(sessionId);
  return sessionStorage.destroySession(session);
}
