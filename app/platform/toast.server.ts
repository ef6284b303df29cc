import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { TOAST_COOKIE } from "~/utils/cookie-names";
import { combineHeaders } from "~/utils/http";
import { z } from "zod";
import { createToast, toastVariants, type ToastInput } from "~/utils/toast";

// A toast that must survive a redirect (forms posted without JavaScript) travels in a
// flash cookie: read once by the next page's root loader, then cleared.

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: TOAST_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    secrets: env.SESSION_SECRET,
  },
});

const TOAST_KEY = "toast";

// The cookie is signed, but a toast from an older release could have another shape.
const storedToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(toastVariants),
});

export async function createToastHeaders(input: ToastInput) {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, createToast(input));
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

/** The pending toast and the header that clears it, if there is one. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = storedToastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastStorage.destroySession(session) }),
  };
}
