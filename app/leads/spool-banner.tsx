import { useTranslation } from "~/utils/translation";
import { AlertPanel } from "~/components/alert-panel";

/**
 * Leads the database refused, kept in the lead spool until it accepts writes again
 * (countSpooledLeads): staff should know they exist before they appear in the inbox.
 */
export function SpoolBanner({ count }: { count: number }) {
  const { t } = useTranslation("admin");
  if (count === 0) return null;
  return <AlertPanel id="lead-spool" tone="warning" title={t("spool.title", { count })} intro={t("spool.intro")} />;
}
