import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { useLocalizedPath } from "~/utils/language";

/** The frame of the editor's screens (new, edit, delete): a title, the way back to the list, then the screen. */
export function PostEditorPage({ title, links, children }: { title: string; links?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={title}>
        <div className="mt-6 flex flex-wrap items-center gap-6 text-sm font-semibold">
          <Link to={lp("/admin/posts")} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t("posts.back")}
          </Link>
          {links}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pt-10 lg:px-8">{children}</div>
    </>
  );
}
