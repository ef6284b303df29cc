import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { cards, expectCards, pagination } from "./blog-expected";
import { locale } from "./locales";

// A second production server on its own database: no English posts at all (the empty
// state) and 60 French posts (ten pages, so the page window needs its ellipses). It is
// started without scripts/start.sh, whose seed step would add the missing posts back.
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const origin = `http://localhost:${port}`;
const database = path.resolve(`tests/.data/blog-states-${port}.db`);
let server: ChildProcess;

/** French posts: the seed posts, then 45 older ones, one a day from 1 January 2025. */
function frenchArchive() {
  const seeded = frenchPosts.map((post) => ({ ...post, publishedAt: new Date(`${post.publishedAt}T12:00:00Z`) }));
  const older = Array.from({ length: 45 }, (_, index) => ({
    slug: `archive-${index + 1}`,
    translationKey: null,
    title: `Archive ${index + 1}`,
    excerpt: `Article d'archive numéro ${index + 1}.`,
    content: "<p>Archive.</p>",
    imageUrl: null,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + index, 12)),
    readTime: 1,
  }));
  return [...seeded, ...older].map((post) => ({ ...post, lang: "fr" }));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  const env = { ...process.env, DATABASE_URL: `file:${database}` };
  execFileSync("node_modules/.bin/prisma", ["migrate", "deploy"], { env, stdio: "pipe" });
  const { createPrismaClient } = await import("~/platform/db.server");
  const client = createPrismaClient(`file:${database}`);
  await client.post.createMany({ data: frenchArchive() });
  await client.$disconnect();
  server = spawn("node", ["server-build/index.js"], {
    env: { ...env, NODE_ENV: "production", PORT: String(port), SITE_URL: origin },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test("a language without posts shows the empty state and no pagination", async ({ page }) => {
  const blog = locale("en", "blog");
  const response = await page.goto(`${origin}/en/blog`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: blog.empty.title })).toBeVisible();
  await expect(page.getByText(blog.empty.text)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(pagination(page, "en")).toHaveCount(0);

  const feed = await page.request.get(`${origin}/en/blog/rss.xml`);
  expect(feed.status()).toBe(200);
  expect((await feed.text()).match(/<item>/g)).toBeNull();
});

test("the other language still lists its posts", async ({ page }) => {
  await page.goto(`${origin}/blog`);
  const newest = [...frenchPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 6);
  await expectCards(page, "fr", newest);
  await expect(page.getByText(locale("fr", "blog").empty.title)).toHaveCount(0);
});

test("many pages: a five-number window with the first and last page and ellipses", async ({ page }) => {
  const blog = locale("fr", "blog");
  const bar = pagination(page, "fr").locator("li");
  const window = (texts: string[]) => [blog.pagination.previous, ...texts, blog.pagination.next];

  await page.goto(`${origin}/blog`);
  await expect(bar).toHaveText(window(["1", "2", "3", "4", "5", "…", "10"]));
  await page.goto(`${origin}/blog?page=5`);
  await expect(bar).toHaveText(window(["1", "…", "3", "4", "5", "6", "7", "…", "10"]));
  await expect(pagination(page, "fr").locator('[aria-current="page"]')).toHaveText("5");
  await page.goto(`${origin}/blog?page=10`);
  await expect(bar).toHaveText(window(["1", "…", "6", "7", "8", "9", "10"]));
  await expect(cards(page)).toHaveCount(60 - 54);
  await expect(cards(page).last().getByRole("heading")).toHaveText("Archive 1");
});

test("a page the other language does not have names no alternate there; the toggle goes to that blog", async ({
  page,
}) => {
  await page.goto(`${origin}/blog?page=4`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${origin}/blog?page=4`);
  await expect(page.getByTestId("language-toggle").first()).toHaveAttribute("href", "/en/blog");
});
