import { expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { getRequest, loadContext } from "../../tests/vitest/factories";
import { loader } from "./legal";

// The period is the retention job's setting, set here to another value than the default.
vi.hoisted(() => {
  process.env.LEAD_RETENTION_MONTHS = "18";
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
