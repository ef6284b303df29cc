import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { languageOf } from "~/i18n.server";
import { exportPersonalData } from "~/privacy/privacy-request.server";
import { parsePrivacyEmail } from "~/privacy/privacy-schemas";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { localizePath } from "~/utils/locale";
import { requireFormData } from "~/utils/request-body.server";

/**
 * Everything held for an address, as one JSON file: posted (the address stays out of URLs
 * and logs, and a download is a recorded request, never a prefetch). Never cached.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const parsed = parsePrivacyEmail((await requireFormData(request)).get("email"));
  // Only the screen's own form posts here, with an address it checked: anything else goes back to it.
  if (!parsed.ok) return redirect(localizePath("/admin/privacy", languageOf(request)), 303);
  // Streamed a batch of leads at a time (docs/decisions/040).
  const copy = await exportPersonalData(parsed.email, staff);
  const date = copy.exportedAt.slice(0, 10);
  return new Response(copy.body, {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${date}.json"`,
    },
  });
}

/** The file is only posted for; a GET is refused (404 to anyone but staff). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  throw new Response("Method Not Allowed", { status: 405, headers: { ...PRIVATE_PAGE_HEADERS, Allow: "POST" } });
}
