import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { useLocalizedPath } from "~/utils/language";

/** The frame of a client's screens (the client, a project, its deletion): a title, the way back, then the screen. */
export function ClientScreen({ title, backTo, children }: { title: string; backTo?: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={title}>
        <Link
          to={backTo ?? lp("/admin/clients")}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backTo ? t("clients.projects.back") : t("clients.back")}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 pt-10 lg:px-8">{children}</div>
    </>
  );
}
