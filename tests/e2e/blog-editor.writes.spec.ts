import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Staff write the blog in the browser (issue #18): a post with a cover, published, seen on
// /blog and in the feed, retitled, then deleted; a scheduled post appears when its time
// comes. Once with JavaScript, once without (the editor is a native multipart form).

const admin = locale("fr", "admin");
const cover = path.join(process.cwd(), "public/images/blog/fallback.jpg");

async function writePost(page: Page, slug: string, title: string) {
  await page.goto("/admin/posts");
  await page.getByRole("link", { name: admin.posts.new }).click();
  await page.getByLabel(admin.posts.fields.title, { exact: true }).fill(title);
  await page.getByLabel(admin.posts.fields.slug).fill(slug);
  await page.getByLabel(admin.posts.fields.excerpt).fill("Un extrait pour la liste.");
  await page.getByLabel(admin.posts.fields.content).fill("<p>Un article écrit dans le navigateur.</p>");
  await page.locator('input[name="cover"]').setInputFiles(cover);
  await page.getByLabel(admin.posts.fields.imageAlt).fill("Une couverture");
  await page.getByLabel(admin.posts.fields.now).check();
  await page.getByRole("button", { name: admin.posts.save }).click();
  await expect(page.getByTestId("post-state")).toContainText(admin.posts.statuses.published);
  await expect(page.getByTestId("current-cover")).toBeVisible();
}

async function writeEditAndDelete(page: Page) {
  const tag = randomUUID().slice(0, 8);
  const slug = `article-${tag}`;
  const title = `Article ${tag}`;
  await writePost(page, slug, title);
  const editorUrl = page.url();

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  const feed = await page.request.get("/blog/rss.xml");
  expect(await feed.text()).toContain(`/blog/${slug}`);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goto(editorUrl);
  await page.getByLabel(admin.posts.fields.title, { exact: true }).fill(`${title} modifié`);
  await page.getByRole("button", { name: admin.posts.save }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} modifié`);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} modifié`);

  await page.goto(editorUrl);
  await page.getByRole("link", { name: admin.posts.delete }).click();
  await page.getByRole("button", { name: admin.posts.deleteConfirm.confirm }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(`/blog/${slug}`);
}

test("staff write, publish, retitle and delete a post with a cover (JavaScript)", async ({ page, context }) => {
  await signIn(context, { role: "staff" });
  await writeEditAndDelete(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff write, publish, retitle and delete a post with a cover", async ({ page, context }) => {
    await signIn(context, { role: "staff" });
    await writeEditAndDelete(page);
  });
});

test("a scheduled post appears on /blog once its time comes", async ({ page, context }) => {
  await signIn(context, { role: "staff" });
  const tag = randomUUID().slice(0, 8);
  const title = `Planifié ${tag}`;
  await page.goto("/admin/posts/new");
  await page.getByLabel(admin.posts.fields.title, { exact: true }).fill(title);
  await page.getByLabel(admin.posts.fields.excerpt).fill("Bientôt.");
  await page.getByLabel(admin.posts.fields.schedule).check();
  // A minute from now, in Québec time (the field's zone), rounded up to the next minute.
  const soon = new Date(Date.now() + 60_000);
  const wall = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(soon)
    .replace(" ", "T");
  await page.getByLabel(admin.posts.fields.scheduledAt).fill(wall);
  await page.getByRole("button", { name: admin.posts.save }).click();
  await expect(page.getByTestId("post-state")).toContainText(admin.posts.statuses.scheduled);

  await page.goto("/blog");
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(async () => {
    await page.goto("/blog");
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 80_000, intervals: [5_000] });

  await page.goto("/admin/posts?q=" + encodeURIComponent(tag));
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: admin.posts.delete }).click();
  await page.getByRole("button", { name: admin.posts.deleteConfirm.confirm }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
});
