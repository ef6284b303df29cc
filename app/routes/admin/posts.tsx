import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { AdminPagination } from "~/components/admin-pagination";
import { PostFilterForm } from "~/blog/post-filter-form";
import { PostTable } from "~/blog/post-table";
import { parsePostFilter, postFilterQuery } from "~/blog/post-filter";
import { postStatusOf } from "~/blog/post-schemas";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { countStaffPosts, findStaffPostsPage, STAFF_POST_PAGE_SIZE } from "~/blog/post.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { languages } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { memberOf } from "~/utils/misc";
import { pageCount, resolvePage } from "~/utils/pagination";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** Every post of both languages for staff: filtered by the query string, drafts then newest first, paginated. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parsePostFilter(params);
  const now = new Date();
  const count = await countStaffPosts(filter, now);
  const total = pageCount(count, STAFF_POST_PAGE_SIZE);
  const { page } = resolvePage(params.get("page"), total);
  const posts = await findStaffPostsPage(filter, page, now);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "postsMeta"), noindex: true },
      filter,
      count,
      page,
      total,
      posts: posts.map((post) => ({
        id: post.id,
        title: post.title,
        slug: post.slug,
        lang: memberOf(languages, post.lang) ?? "fr",
        status: postStatusOf(post.publishedAt, now),
        publishedAt: post.publishedAt?.toISOString() ?? null,
        updatedAt: post.updatedAt.toISOString(),
        editor: post.updatedBy?.email ?? null,
        translation: post.translation ? { id: post.translation.id, title: post.translation.title } : null,
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function PostsPage() {
  const { filter, count, page, total, posts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const listPath = lp("/admin/posts");
  return (
    <>
      <PageHeader title={t("posts.title")} intro={t("posts.intro")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pt-10 lg:px-8">
        <PostFilterForm filter={filter} listPath={listPath} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600" data-testid="post-count">
            {t("posts.count", { count })}
          </p>
          <Link to={lp("/admin/posts/new")} className={buttonClass("primary", "px-5 py-2.5 text-sm")}>
            <Plus className="size-4" aria-hidden />
            {t("posts.new")}
          </Link>
        </div>
        <PostTable posts={posts} />
        <AdminPagination
          current={page}
          total={total}
          pagePath={(each) => `${listPath}${postFilterQuery(filter, each)}`}
          label={t("posts.pagination.label")}
        />
      </div>
    </>
  );
}
