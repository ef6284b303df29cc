import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { memberOf } from "~/utils/misc";
import { requireFormData } from "~/utils/request-body.server";
import { COOKIE_CONSENT, COOKIE_SETTINGS_PARAMETER, consentValues, preferenceCookie } from "~/utils/preference-cookies";

/** The banner's answers; "withdraw" comes from the footer of pages rendered before decision 046. */
const answers = ["accept", "refuse", "withdraw"] as const;

/** The page to come back to, without ?cookie-settings (it would open the banner again). */
function withoutSettings(path: string) {
  const url = new URL(path, "http://localhost");
  if (!url.searchParams.has(COOKIE_SETTINGS_PARAMETER)) return path;
  url.searchParams.delete(COOKIE_SETTINGS_PARAMETER);
  return `${url.pathname}${url.search}`;
}

/**
 * The banner's buttons without JavaScript (`choice=accept` or `choice=refuse`): the same
 * cookie the browser code sets, then back to the page (docs/decisions/046).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireFormData(request);
  const answer = memberOf(answers, form.get("choice"));
  // No answer is never taken for an acceptance.
  if (!answer) return new Response("Choose accept or refuse.", { status: 400 });
  const choice = answer === "accept" ? "accepted" : "refused";
  const secure = env.NODE_ENV === "production";
  return redirect(withoutSettings(safeRedirect(form.get("redirectTo"))), {
    status: 303,
    headers: { "Set-Cookie": preferenceCookie(COOKIE_CONSENT, consentValues[choice], { secure }) },
  });
}

export function loader() {
  return redirect("/");
}
