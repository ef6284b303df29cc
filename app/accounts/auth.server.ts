import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getFixedT, languageOf } from "~/i18n.server";
import { checkLogin } from "~/accounts/account.server";
import { isDatabaseOutage } from "~/platform/database-outage";
import { authRateLimiter } from "~/platform/rate-limit.server";
import { getSessionUser } from "~/accounts/session.server";
import { loginSchema } from "~/accounts/auth-schemas";
import { localizePath, type Language } from "~/utils/locale";
import { formBodyRefusal, readBoundedFormData } from "~/utils/request-body.server";
import type { ToastInput } from "~/utils/toast";

export type AuthUser = { id: string; email: string; role: string };

/** Why a log-in was refused; the login page shows each reason's message. */
export class LoginError extends Error {
  constructor(readonly reason: "invalid" | "unconfirmed") {
    super(`Login refused: ${reason}`);
    this.name = "LoginError";
  }
}

/**
 * remix-auth checks the credentials (form strategy); the caller then starts the session
 * (startSession), so that every sign-in gets a new session row and id.
 */
export const authenticator = new Authenticator<AuthUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const credentials = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!credentials.success) throw new LoginError("invalid");
    const check = await checkLogin(credentials.data.email, credentials.data.password);
    if (!check.ok) throw new LoginError(check.reason);
    return check.user;
  }),
  "form",
);

/**
 * Where a signed-in person's own pages start: staff the back office's overview, clients
 * their dashboard (docs/decisions/034).
 */
export function homePathOf({ role }: Pick<AuthUser, "role">, language: Language) {
  return localizePath(role === "staff" ? "/admin" : "/dashboard", language);
}

/** The login page, with the path to go back to once logged in (e.g. the page that asked for it). */
export function loginPath(language: Language, redirectTo?: string) {
  const path = localizePath("/login", language);
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** Protected pages are personal: never stored by the browser or a proxy. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * The signed-in user of a protected page. Signed out, the visitor is sent to the login
 * page of the page's language, which brings them back here once logged in.
 */
export async function requireUser(request: Request) {
  const user = await getSessionUser(request);
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPath(languageOf(request), `${pathname}${search}`));
}

/** The back office's answer to what it will not show (or does not have): the not-found page, never stored. */
export function backOfficeNotFound() {
  return new Response("Not Found", { status: 404, headers: PRIVATE_PAGE_HEADERS });
}

/**
 * The signed-in staff member of a back-office page, endpoint or action. Anyone else,
 * signed in or not, gets the not-found page: the back office does not tell it exists.
 */
export async function requireStaff(request: Request) {
  const user = await getSessionUser(request);
  if (user?.role === "staff") return user;
  throw backOfficeNotFound();
}

/** What the account forms' actions answer when they do not redirect. */
export type AuthActionData = {
  /** conform's reply: field errors and the values to show again (never the password). */
  result: SubmissionResult<string[]> | null;
  /** Why the post was refused, as a toast. */
  toast: ToastInput | null;
  /** Log-in refused for an unconfirmed account: the address to send a new link to. */
  unconfirmedEmail?: string;
};

/** A refused account post: the error toast, the submission's reply, the status. */
export function refuseAuthPost(
  status: number,
  { title, description }: { title: string; description: string },
  { result = null, headers, unconfirmedEmail }: Omit<Partial<AuthActionData>, "toast"> & { headers?: HeadersInit } = {},
) {
  return data<AuthActionData>(
    { result, toast: { title, description, variant: "destructive" }, unconfirmedEmail },
    { status, headers },
  );
}

/**
 * An account post that failed on our side: logged, and answered with the error toast
 * (500). A mail server that is down is not such a failure: mail waits in the queue. A
 * database outage (read-only, full, locked) is thrown on: it gets the outage page, 503
 * (server/outage-answers.ts, docs/decisions/041).
 */
export function refuseFailedAuthPost(
  error: unknown,
  {
    what,
    language,
    errorTitle,
    result,
  }: { what: string; language: Language; errorTitle: string; result: SubmissionResult<string[]> },
) {
  if (isDatabaseOutage(error)) throw error;
  console.error(`${what} failed:`, error);
  const t = getFixedT(language, "auth");
  return refuseAuthPost(500, { title: errorTitle, description: t("errors.generic") }, { result });
}

/** Fields missing or malformed: their errors show under them, no toast. */
export function rejectAuthFields(result: SubmissionResult<string[]>) {
  return data<AuthActionData>({ result, toast: null }, { status: 400 });
}

/**
 * The form of a log-in, sign-up or new-link post, after the per-IP rate limit and the
 * size bound; or the refusal to answer with (a body that is not a form is thrown as its
 * plain refusal, 400 or 415). Reads a clone: the form strategy reads the request itself.
 */
export async function readAuthPost(
  request: Request,
  { form, clientIp, language, errorTitle }: { form: string; clientIp: string; language: Language; errorTitle: string },
) {
  const t = getFixedT(language, "auth");
  const limit = authRateLimiter.hit(`${form}:${clientIp}`);
  if (!limit.allowed) {
    const seconds = limit.retryAfterSeconds;
    return {
      ok: false as const,
      refusal: refuseAuthPost(
        429,
        { title: errorTitle, description: t("errors.tooManyAttempts", { count: seconds }) },
        { headers: { "Retry-After": String(seconds) } },
      ),
    };
  }
  const body = await readBoundedFormData(request.clone());
  if (!body.ok) {
    // Not a form at all: no browser sends that, so there is no form to answer with.
    if (body.status !== 413) throw formBodyRefusal(body.status);
    return {
      ok: false as const,
      refusal: refuseAuthPost(413, { title: errorTitle, description: t("errors.tooLarge") }),
    };
  }
  return { ok: true as const, formData: body.formData };
}
