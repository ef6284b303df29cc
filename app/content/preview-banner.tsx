import { Eye } from "lucide-react";
import { useTranslation } from "~/utils/translation";

/** Says that the page shows a draft, only to the staff member previewing it (docs/decisions/051). */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <Eye className="size-4" aria-hidden />
      {t("contentPreview.banner")}
    </p>
  );
}
