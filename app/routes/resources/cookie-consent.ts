import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/http";
import { requireFormData } from "~/utils/request-body.server";
import { clearedPreferenceCookie, COOKIE_CONSENT, preferenceCookie } from "~/utils/preference-cookies";

/**
 * The banner's accept button and the footer's withdrawal (`choice=withdraw`) without
 * JavaScript: the same cookie the browser code sets or removes.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireFormData(request);
  const secure = env.NODE_ENV === "production";
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: {
      "Set-Cookie":
        form.get("choice") === "withdraw"
          ? clearedPreferenceCookie(COOKIE_CONSENT, { secure })
          : preferenceCookie(COOKIE_CONSENT, "true", { secure }),
    },
  });
}

export function loader() {
  return redirect("/");
}
