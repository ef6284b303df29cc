import { expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { getRequest, loadContext } from "../../tests/vitest/factories";
import { loader } from "./legal";

// The period is the retention job's setting, set here to another value than the default.
vi.hoisted(() => {
  process.env.LEAD_RETENTION_MONTHS = "18";
  // The backups' retention (app/platform/backup.server.ts), likewise.
  process.env.BACKUP_KEEP_HOURS = "36";
  process.env.BACKUP_KEEP_DAYS = "21";
});

test("the legal page states the leads' retention period from LEAD_RETENTION_MONTHS, in both languages", async () => {
  const { retentionMonths } = loader({ request: getRequest("/mentions-legales"), params: {}, context: loadContext() });
  expect(retentionMonths).toBe(18);
  expect(getFixedT("fr", "legal")("privacy.retention.text", { count: retentionMonths })).toContain(
    "effacées 18 mois après leur arrivée",
  );
  expect(getFixedT("en", "legal")("privacy.retention.text", { count: retentionMonths })).toContain(
    "erased 18 months after they arrive",
  );
});

test("the legal page states how long backups keep erased data, from the backup settings, in both languages", async () => {
  const { backups } = loader({ request: getRequest("/mentions-legales"), params: {}, context: loadContext() });
  expect(backups).toEqual({ hours: 36, days: 21 });
  const values = { count: backups.days, hours: backups.hours };
  const fr = getFixedT("fr", "legal")("privacy.backups.text", values);
  expect(fr).toContain("gardée 36 heures");
  expect(fr).toContain("gardée 21 jours");
  expect(fr).toContain("au plus 21 jours plus tard");
  const en = getFixedT("en", "legal")("privacy.backups.text", values);
  expect(en).toContain("kept 36 hours");
  expect(en).toContain("at most 21 days later");
  expect(en).toContain("applied again before the site is back online");
});
