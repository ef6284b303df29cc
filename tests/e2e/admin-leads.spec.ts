import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { gotoHydrated, signIn } from "./fixtures";
import { locale } from "./locales";

// The lead inbox with JavaScript: a lead's owner set from its row by a fetcher, without
// reloading the page, the inbox's filter kept; then the owner filters (docs/decisions/045).

const admin = locale("en", "admin");

test("staff give leads from the inbox without a reload, then filter mine and unassigned", async ({ page, context }) => {
  const { prisma } = await import("~/platform/db.server");
  const { createLead } = await import("~/leads/lead.server");
  const tag = randomUUID().slice(0, 8);
  const colleague = await prisma.user.create({
    data: { email: `colleague-${tag}@example.com`, passwordHash: "not-used", role: "staff" },
  });
  for (const name of ["Léa Roy", "Tom Gagnon"]) {
    await createLead({
      type: "contact",
      name: `${name} ${tag}`,
      email: `${name.split(" ")[0]?.toLowerCase()}-${tag}@example.com`,
      locale: "en",
      sourcePage: "/en/contact",
      verification: "verified",
    });
  }
  const me = await signIn(context, { role: "staff" });

  await gotoHydrated(page, `/en/admin/leads?q=${tag}&type=contact`);
  const inbox = page.url();
  // A mark on the window: a full reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(2);
  const lea = rows.filter({ hasText: `Léa Roy ${tag}` });
  const tom = rows.filter({ hasText: `Tom Gagnon ${tag}` });

  await lea.getByLabel(admin.owner.labelFor.replace("{{name}}", `Léa Roy ${tag}`)).selectOption(colleague.id);
  await lea.getByRole("button", { name: admin.owner.assign }).click();
  await expect(page.getByTestId("toast")).toContainText(admin.owner.done.assigned);
  await tom.getByRole("button", { name: admin.owner.take }).click();
  await expect(page.getByTestId("toast").filter({ hasText: admin.owner.done.taken })).toBeVisible();
  await expect(tom.getByRole("button", { name: admin.owner.take })).toHaveCount(0);
  await expect(tom.locator("select option:checked")).toHaveText(me.email);
  await expect(lea.locator("select option:checked")).toHaveText(colleague.email);
  expect(page.url()).toBe(inbox);
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);

  const filters = page.getByRole("form", { name: admin.filters.label });
  await filters.getByLabel(admin.filters.owner).selectOption("mine");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(page).toHaveURL(/owner=mine/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Tom Gagnon ${tag}`);
  await filters.getByLabel(admin.filters.owner).selectOption("unassigned");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(page).toHaveURL(/owner=unassigned/);
  await expect(page.getByTestId("leads-table")).toContainText(admin.empty);
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
});
