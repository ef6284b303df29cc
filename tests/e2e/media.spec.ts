import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { baseURL, E2E_MEDIA_DIR, E2E_MEDIA_MAX_BYTES } from "../../playwright.config";
import { gotoHydrated, signIn } from "./fixtures";
import { locale } from "./locales";

// The media library with JavaScript, on the filesystem store (E2E_MEDIA_DIR) with a 1 MB
// limit. Each test signs in its own clients, so their files never meet.
const en = locale("en", "media");
test.describe.configure({ timeout: 90_000 });

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function rowsOf(ownerId: string) {
  const { prisma } = await import("~/platform/db.server");
  return prisma.mediaFile.findMany({ where: { ownerId } });
}

function objectsOf(ownerId: string) {
  const folder = path.join(E2E_MEDIA_DIR, ownerId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function chooseAndUpload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(en.upload.drop).setInputFiles(file);
  await page.getByRole("button", { name: en.upload.submit }).click();
}

test("upload with progress, preview, public URL, copy the URL, delete after confirming, drop two files", async ({
  page,
  context,
  playwright,
}) => {
  const user = await signIn(context);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await gotoHydrated(page, "/en/media");
  await expect(page.getByTestId("media-empty")).toHaveText(en.list.empty);

  // A slow uplink (256 KB/s) for a 600 KB image: the progress bar goes from 0 to 100
  // through values in between, every value shown is recorded.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector("[data-testid=upload-progress]")?.getAttribute("value");
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const image = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
  await chooseAndUpload(page, { name: "Logo final.png", mimeType: "image/png", buffer: image });
  const progress = page.getByTestId("upload-progress");
  await expect(progress).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
  expect(seen[0]).toBe(0);
  expect(seen.at(-1)).toBe(100);
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByTestId("toast")).toContainText(en.upload.success);
  await expect(page.getByTestId("toast")).toContainText("Logo final.png");

  // The list reloaded: the file with its image preview.
  const item = page.getByTestId("media-item");
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("media-name")).toHaveText("Logo final.png");
  const [row] = await rowsOf(user.id);
  expect(row).toMatchObject({ originalName: "Logo final.png", mimetype: "image/png", size: image.length });
  const url = `${baseURL}/media-files/${row?.storageKey}`;
  await expect(item.locator("img")).toHaveAttribute("src", `/media-files/${row?.storageKey}`);
  await expect.poll(() => item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The public URL works signed out, with the stored type.
  const anonymous = await playwright.request.newContext();
  const file = await anonymous.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.compare(await file.body(), image)).toBe(0);

  // Copy: the address in the clipboard, the check icon for 2 s.
  await item.getByRole("button", { name: en.copy.label.replace("{{name}}", "Logo final.png") }).click();
  await expect(item.getByRole("button", { name: en.copy.done })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(item.getByRole("button", { name: en.copy.done })).toBeHidden({ timeout: 4_000 });

  // Delete: a dialog first; cancelling keeps the file.
  const deleteLink = item.getByRole("link", { name: en.delete.label.replace("{{name}}", "Logo final.png") });
  await deleteLink.click();
  const dialog = page.getByRole("dialog", { name: en.delete.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: en.delete.cancel }).click();
  await expect(dialog).toBeHidden();
  await deleteLink.click();
  await dialog.getByRole("button", { name: en.delete.confirm }).click();
  await expect(page.getByTestId("toast")).toContainText(en.delete.success);
  await expect(page.getByTestId("media-empty")).toBeVisible();
  expect(await rowsOf(user.id)).toEqual([]);
  expect(objectsOf(user.id)).toEqual([]);
  expect((await anonymous.get(url)).status()).toBe(404);
  await anonymous.dispose();

  // Drag and drop: of two files dropped, only the first is uploaded.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["first"], "first.txt", { type: "text/plain" }));
    transfer.items.add(new File(["second"], "second.txt", { type: "text/plain" }));
    return transfer;
  });
  await page.getByTestId("upload-form").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByTestId("toast")).toContainText("first.txt");
  await expect(item.getByTestId("media-name")).toHaveText("first.txt");
  expect((await rowsOf(user.id)).map((row) => row.originalName)).toEqual(["first.txt"]);
});

test("an upload over the limit or while the store fails gives its error and leaves nothing", async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  await gotoHydrated(page, "/en/media");
  const toast = page.getByTestId("toast");

  await chooseAndUpload(page, {
    name: "too-big.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.alloc(E2E_MEDIA_MAX_BYTES + 200 * 1024, 7),
  });
  await expect(toast).toContainText(en.error_upload);
  await expect(toast).toContainText(en.errors.too_large.replace("{{size}}", "1 MB"));
  expect(await rowsOf(user.id)).toEqual([]);
  expect(objectsOf(user.id)).toEqual([]);

  // This client's folder cannot be created (a file is in its way): the store fails its
  // writes, as a full or unmounted disk would, for this client only.
  mkdirSync(E2E_MEDIA_DIR, { recursive: true });
  const blocker = path.join(E2E_MEDIA_DIR, user.id);
  writeFileSync(blocker, "");
  // The limit's toast goes first, so that the next one is known to be new.
  await toast.getByRole("button").click();
  await expect(toast).toHaveCount(0);
  try {
    await chooseAndUpload(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
    await expect(toast).toContainText(en.error_upload, { timeout: 15_000 });
    await expect(toast).toContainText(en.errors.store);
    expect(await rowsOf(user.id)).toEqual([]);
    // The page still works.
    await expect(page.getByTestId("media-empty")).toBeVisible();
  } finally {
    rmSync(blocker);
  }
});

test("clients never see or delete each other's files; staff see everyone's", async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [ownerContext, otherContext, staffContext] = contexts;
  const owner = await signIn(ownerContext);
  await signIn(otherContext);
  await signIn(staffContext, { role: "staff" });

  const uploaded = await ownerContext.request.post("/resources/media-upload?lang=en", {
    headers: { Accept: "application/json" },
    multipart: { file: { name: "private.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") } },
  });
  expect(uploaded.status()).toBe(200);
  const [row] = await rowsOf(owner.id);
  if (!row) throw new Error("no row");

  const otherPage = await otherContext.newPage();
  await otherPage.goto("/en/media");
  await expect(otherPage.getByTestId("media-empty")).toBeVisible();
  await expect(otherPage.getByText("private.pdf")).toHaveCount(0);
  // A forged delete of the owner's file: refused, the file kept.
  const forged = await otherContext.request.post("/en/media", {
    form: { intent: "delete", id: row.id },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
  expect(await rowsOf(owner.id)).toHaveLength(1);
  expect(objectsOf(owner.id)).toHaveLength(1);

  const staffPage = await staffContext.newPage();
  await staffPage.goto("/en/media");
  await expect(staffPage.getByRole("heading", { name: en.list.titleStaff })).toBeVisible();
  const item = staffPage.getByTestId("media-item").filter({ hasText: "private.pdf" });
  await expect(item).toContainText(owner.email);
  await expect(item.getByTestId("media-type-icon")).toBeVisible();

  await Promise.all(contexts.map((context) => context.close()));
});

test("a client near the quota sees the usage, and an upload past it is refused with the quota (413)", async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  // 1 GB (the quota) less 100 KB already taken: a 200 KB file does not fit.
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
  await gotoHydrated(page, "/en/media");
  const usage = en.upload.usage.replace("{{used}}", "1,023.9 MB").replace("{{quota}}", "1 GB");
  await expect(page.getByTestId("media-usage")).toHaveText(usage);

  const answer = page.waitForResponse((response) => response.url().includes("/resources/media-upload"));
  await chooseAndUpload(page, {
    name: "photo.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.alloc(200 * 1024),
  });
  expect((await answer).status()).toBe(413);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(en.error_upload);
  await expect(toast).toContainText(en.errors.quota.replace("{{used}}", "1,023.9 MB").replace("{{quota}}", "1 GB"));
  expect(await rowsOf(user.id)).toHaveLength(1);
  expect(objectsOf(user.id)).toEqual([]);
});
