import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/http";

/** The banner's accept button without JavaScript: the same cookie the browser code sets. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const secure = env.NODE_ENV === "production" ? "; Secure" : "";
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": `cookie_consent=true; Path=/; Max-Age=31536000; SameSite=Lax${secure}` },
  });
}

export function loader() {
  return redirect("/");
}
