import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// The media library without JavaScript: the native multipart form uploads, the delete
// link opens a confirmation step, toasts come back through the redirect.
const fr = locale("fr", "media");
test.describe.configure({ timeout: 90_000 });

test("French, no JavaScript: upload by the native form, delete after the confirmation step", async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  await page.goto("/media");
  await expect(page.getByTestId("media-empty")).toHaveText(fr.list.empty);

  await page.getByLabel(fr.upload.drop).setInputFiles({
    name: "devis été.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Devis"),
  });
  await page.getByRole("button", { name: fr.upload.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/media`);
  await expect(page.getByTestId("toast")).toContainText(fr.upload.success);
  await expect(page.getByTestId("toast")).toContainText("devis été.txt");
  const item = page.getByTestId("media-item");
  await expect(item.getByTestId("media-name")).toHaveText("devis été.txt");
  await expect(item.getByTestId("media-type-icon")).toBeVisible();

  await item.getByRole("link", { name: fr.delete.label.replace("{{name}}", "devis été.txt") }).click();
  const confirmation = page.getByTestId("delete-confirmation");
  await expect(confirmation).toContainText(fr.delete.confirmTitle);
  await confirmation.getByRole("button", { name: fr.delete.confirm }).click();
  await expect(page).toHaveURL(`${baseURL}/media`);
  await expect(page.getByTestId("toast")).toContainText(fr.delete.success);
  await expect(page.getByTestId("media-empty")).toBeVisible();
  const { prisma } = await import("~/platform/db.server");
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
});

test("French, no JavaScript: the usage against the quota, and an upload past it refused with the quota", async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  const { prisma } = await import("~/platform/db.server");
  await prisma.mediaFile.create({
    data: {
      ownerId: user.id,
      storageKey: `${user.id}/00000000-0000-4000-8000-000000000000.bin`,
      originalName: "archive.bin",
      mimetype: "application/octet-stream",
      size: 1024 ** 3 - 100 * 1024,
    },
  });
  await page.goto("/media");
  // French sizes ("1 023,9 Mo"), with no-break spaces.
  const frenchSpaces = (text: string) => text.replace(/\s/g, " ");
  const usage = frenchSpaces(fr.upload.usage.replace("{{used}}", "1 023,9 Mo").replace("{{quota}}", "1 Go"));
  expect(frenchSpaces(await page.getByTestId("media-usage").innerText())).toBe(usage);

  await page.getByLabel(fr.upload.drop).setInputFiles({
    name: "photo.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.alloc(200 * 1024),
  });
  await page.getByRole("button", { name: fr.upload.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/media`);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(fr.error_upload);
  expect(frenchSpaces(await toast.innerText())).toContain(
    frenchSpaces(fr.errors.quota.replace("{{used}}", "1 023,9 Mo").replace("{{quota}}", "1 Go")),
  );
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);
});
