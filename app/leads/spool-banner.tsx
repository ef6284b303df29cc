import { useTranslation } from "react-i18next";

/**
 * Leads the database refused, kept in the lead spool until it accepts writes again
 * (countSpooledLeads): staff should know they exist before they appear in the inbox.
 */
export function SpoolBanner({ count }: { count: number }) {
  const { t } = useTranslation("admin");
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="lead-spool-title"
      className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="lead-spool"
    >
      <h2 id="lead-spool-title" className="text-base font-semibold">
        {t("spool.title", { count })}
      </h2>
      <p>{t("spool.intro")}</p>
    </section>
  );
}
