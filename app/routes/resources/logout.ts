import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/services/session.server";
import { safeRedirect } from "~/utils/http";

/** Sign out by POST: revokes the session row and clears the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": await endSession(request) },
  });
}

/** A GET (a link followed, a prefetch) never signs anyone out. */
export function loader() {
  return redirect("/");
}
