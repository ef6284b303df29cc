import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/http";
import { memberOf } from "~/utils/misc";
import { requireFormData } from "~/utils/request-body.server";
import { COOKIE_CONSENT, consentValues, preferenceCookie } from "~/utils/preference-cookies";

/** The banner's answers; "withdraw" comes from the footer of pages rendered before decision 046. */
const answers = ["accept", "refuse", "withdraw"] as const;

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
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": preferenceCookie(COOKIE_CONSENT, consentValues[choice], { secure }) },
  });
}

export function loader() {
  return redirect("/");
}
