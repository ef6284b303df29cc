import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// The inbox's attribution and the 48-hour promise, without JavaScript (a GET filter form,
// a chart drawn by the server with its tables). Leads are arranged with the app's own
// model, one audit lead received three days ago (its promise broken).

const admin = locale("fr", "admin");

async function arrangeLeads(tag: string) {
  const { createLead } = await import("~/leads/lead.server");
  const base = { locale: "fr", sourcePage: "/audit-gratuit", verification: "unverified" as const };
  const campaign = `hiver-${tag}`;
  const late = await createLead(
    {
      ...base,
      type: "audit",
      name: `Audit En Retard ${tag}`,
      email: `late-${tag}@example.com`,
      utmSource: "google",
      utmCampaign: campaign,
    },
    undefined,
    { createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) },
  );
  const fresh = await createLead({
    ...base,
    type: "audit",
    name: `Audit A Temps ${tag}`,
    email: `fresh-${tag}@example.com`,
    utmSource: "newsletter",
    utmCampaign: campaign,
  });
  await createLead({
    ...base,
    type: "contact",
    name: `Autre Campagne ${tag}`,
    email: `other-${tag}@example.com`,
    utmSource: "google",
    utmCampaign: `autre-${tag}`,
  });
  return { campaign, late, fresh };
}

test("staff filter the inbox by campaign, see source and campaign, the weekly chart and its tables; an overdue audit is flagged", async ({
  page,
  context,
}) => {
  const tag = randomUUID().slice(0, 8);
  const { campaign, late } = await arrangeLeads(tag);
  await signIn(context, { role: "staff" });

  await page.goto("/admin/leads");
  const filters = page.getByRole("form", { name: admin.filters.label });
  await filters.getByLabel(admin.filters.campaign).fill(campaign);
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`));
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId("lead-source")).toHaveText([`newsletter / ${campaign}`, `google / ${campaign}`]);

  // Sorted by due time: the late audit first, flagged; the one on time is not.
  await filters.getByLabel(admin.filters.sort).selectOption(admin.filters.sorts.due);
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(rows.first()).toContainText(`Audit En Retard ${tag}`);
  await expect(rows.first().getByTestId("lead-overdue")).toHaveText(admin.promise.overdue);
  await expect(rows.nth(1).getByTestId("lead-overdue")).toHaveCount(0);

  await filters.getByLabel(admin.filters.source).fill("google");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(rows).toHaveCount(1);

  // The chart: twelve weeks of bars, and the same counts as tables.
  const chart = page.getByTestId("lead-chart");
  await expect(chart.getByRole("heading", { name: admin.chart.title })).toBeVisible();
  await expect(chart.getByTestId("lead-chart-bar")).toHaveCount(12);
  const byType = chart.getByRole("table", { name: admin.chart.byType });
  await expect(byType.getByRole("columnheader")).toContainText([
    admin.chart.week,
    admin.types.contact,
    admin.types.audit,
  ]);
  await expect(byType.locator("tbody tr")).toHaveCount(12);
  const thisWeekAudits = Number(await byType.locator("tbody tr").last().locator("td").nth(1).textContent());
  expect(thisWeekAudits).toBeGreaterThanOrEqual(1);
  const bySource = chart.getByRole("table", { name: admin.chart.bySource });
  await expect(bySource.getByRole("columnheader", { name: "google" })).toBeVisible();

  // The lead's page: due time and the flag; delivered lifts it.
  await page.getByRole("link", { name: `Audit En Retard ${tag}` }).click();
  const fields = page.getByTestId("lead-fields");
  await expect(fields).toContainText(admin.fields.dueAt);
  await expect(fields.getByTestId("lead-overdue")).toHaveText(admin.promise.overdue);
  await expect(fields).toContainText(campaign);
  await page.getByLabel(admin.lead.statusLabel).selectOption(admin.statuses.delivered);
  await page.getByRole("button", { name: admin.lead.saveStatus }).click();
  await expect(page.getByTestId("lead-fields").getByTestId("lead-overdue")).toHaveCount(0);
  expect(late.dueAt?.getTime()).toBe(late.createdAt.getTime() + 48 * 60 * 60 * 1000);
});
