import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Outlet } from "@remix-run/react";
import { AdminNav } from "~/back-office/admin-nav";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, ErrorBoundary } = screenRoute("admin");

/**
 * The back office, for staff only: anyone else gets the not-found page. Remix runs every
 * matched loader at once and an action alone, so this guard cannot stand in for the
 * screens' own: each screen's loader and action still starts with requireStaff.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return data(null, { headers: PRIVATE_PAGE_HEADERS });
}

export default function BackOfficeLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
