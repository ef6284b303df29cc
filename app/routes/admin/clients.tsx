import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { UserPlus } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { AdminPagination } from "~/components/admin-pagination";
import { ClientFilterForm } from "~/clients/client-filter-form";
import { ClientTable } from "~/clients/client-table";
import { clientFilterQuery, parseClientFilter } from "~/clients/client-filter";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { CLIENT_PAGE_SIZE, countClients, findClientsPage } from "~/clients/client.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { pageCount, resolvePage } from "~/utils/pagination";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** Every client account for staff: searched by e-mail (?q=), newest first, paginated. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseClientFilter(params);
  const count = await countClients(filter);
  const total = pageCount(count, CLIENT_PAGE_SIZE);
  const { page } = resolvePage(params.get("page"), total);
  const clients = await findClientsPage(filter, page);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "clientsMeta"), noindex: true },
      filter,
      count,
      page,
      total,
      clients: clients.map((client) => ({
        id: client.id,
        email: client.email,
        confirmed: client.emailVerifiedAt !== null,
        createdAt: client.createdAt.toISOString(),
        lastSignInAt: client.lastSignInAt?.toISOString() ?? null,
        mediaFiles: client._count.mediaFiles,
        projects: client._count.projects,
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function ClientsPage() {
  const { filter, count, page, total, clients } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const listPath = lp("/admin/clients");
  return (
    <>
      <PageHeader title={t("clients.title")} intro={t("clients.intro")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pt-10 lg:px-8">
        <ClientFilterForm filter={filter} listPath={listPath} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600" data-testid="client-count">
            {t("clients.count", { count })}
          </p>
          <Link to={lp("/admin/clients/invite")} className={buttonClass("primary", "px-5 py-2.5 text-sm")}>
            <UserPlus className="size-4" aria-hidden />
            {t("clients.invite")}
          </Link>
        </div>
        <ClientTable clients={clients} />
        <AdminPagination
          current={page}
          total={total}
          pagePath={(each) => `${listPath}${clientFilterQuery(filter, each)}`}
          label={t("clients.pagination.label")}
        />
      </div>
    </>
  );
}
