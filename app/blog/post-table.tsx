import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { PostStatus } from "~/blog/post-schemas";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import type { Language } from "~/utils/locale";
import { cn } from "~/utils/misc";

/** One post as the posts list shows it; dates travel as ISO strings. */
export type PostRow = {
  id: string;
  title: string;
  slug: string;
  lang: Language;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string;
  editor: string | null;
  translation: { id: string; title: string } | null;
};

const columns = ["title", "status", "language", "translation", "date", "editor"] as const;

/** A page of posts; each title opens its editor, each translation its own. */
export function PostTable({ posts }: { posts: PostRow[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table
        // Without posts, the table keeps to the screen, its message in view (docs/decisions/036).
        className={cn("w-full text-left text-sm", posts.length > 0 && "min-w-[56rem]")}
        data-testid="posts-table"
      >
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`posts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {t("posts.empty")}
              </td>
            </tr>
          ) : (
            posts.map((post) => (
              <tr key={post.id} data-post-id={post.id} data-status={post.status}>
                <td className="px-4 py-3 font-semibold">
                  <Link to={lp(`/admin/posts/${post.id}`)} className="text-brand-700 hover:underline">
                    {post.title}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">{post.slug}</span>
                </td>
                <td className="px-4 py-3">{t(`posts.statuses.${post.status}`)}</td>
                <td className="px-4 py-3">{t(`posts.languages.${post.lang}`)}</td>
                <td className="px-4 py-3">
                  {post.translation ? (
                    <Link to={lp(`/admin/posts/${post.translation.id}`)} className="text-brand-700 hover:underline">
                      {post.translation.title}
                    </Link>
                  ) : (
                    t("posts.noTranslation")
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {post.publishedAt ? formatDateTime(post.publishedAt, language) : "—"}
                </td>
                <td className="px-4 py-3">
                  {t("posts.editedBy", {
                    date: formatDateTime(post.updatedAt, language),
                    editor: post.editor ?? t("posts.seed"),
                  })}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
