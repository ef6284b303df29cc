import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getFixedT, languageOf } from "~/i18n.server";
import { endSession } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireFormData } from "~/utils/request-body.server";

/**
 * Sign out by POST: revokes the session row and clears the cookie. If the row cannot be
 * revoked, the visitor stays signed in and is told so (an error toast), rather than
 * losing a cookie whose session would still be valid.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireFormData(request);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  let setCookie: string;
  try {
    setCookie = await endSession(request);
  } catch (error) {
    console.error("Sign-out failed:", error);
    const t = getFixedT(languageOf(request, redirectTo), "auth");
    return redirectWithToast(
      redirectTo,
      { title: t("signOut.error.title"), description: t("errors.generic"), variant: "destructive" },
      { status: 303 },
    );
  }
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": setCookie } });
}

/** A GET (a link followed, a prefetch) never signs anyone out. */
export function loader() {
  return redirect("/");
}
