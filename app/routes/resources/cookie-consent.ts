import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/http";
import { requireFormData } from "~/utils/request-body.server";
import { COOKIE_CONSENT, preferenceCookie } from "~/utils/preference-cookies";

/** The banner's accept button without JavaScript: the same cookie the browser code sets. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireFormData(request);
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": preferenceCookie(COOKIE_CONSENT, "true", { secure: env.NODE_ENV === "production" }) },
  });
}

export function loader() {
  return redirect("/");
}
