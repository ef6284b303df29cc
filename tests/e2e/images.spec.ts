import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";

// Pages with images: each image declares its size, loads lazily below the fold, comes in
// a modern format, and nothing shifts while the page loads.
const pagesWithImages = ["/", "/services/seo", "/etudes-de-cas", "/a-propos", "/galerie"];

for (const language of languages) {
  test(`images have a size, a modern format and lazy loading below the fold (${language})`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const url of pagesWithImages.map((path) => localizePath(path, language))) {
      await page.goto(url, { waitUntil: "load" });
      const viewportHeight = page.viewportSize()?.height ?? 720;
      const images = await page.locator("main img").evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((image) => ({
          src: image.currentSrc || image.src,
          width: image.getAttribute("width"),
          height: image.getAttribute("height"),
          loading: image.getAttribute("loading"),
          top: image.getBoundingClientRect().top + window.scrollY,
          modernSource: Boolean(image.closest("picture")?.querySelector('source[type="image/avif"]')),
        })),
      );
      for (const image of images) {
        expect(image.width, image.src).toMatch(/^\d+$/);
        expect(image.height, image.src).toMatch(/^\d+$/);
        expect(image.src, "served as AVIF, WebP or SVG").toMatch(/\.(avif|webp|svg)(\?|$)/);
        if (!image.src.endsWith(".svg")) expect(image.modernSource, image.src).toBe(true);
        if (image.top > viewportHeight) expect(image.loading, image.src).toBe("lazy");
      }
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      // Google rates under 0.1 as good; an image without a reserved size moves far more.
      // The rest (about 0.01) is the header while a slow machine streams the HTML.
      expect(shift, `cumulative layout shift on ${url}`).toBeLessThan(0.05);
    }
  });
}

// The images pages show carry their content version, which the server caches for a year;
// the same file without it (old links, images in a post's HTML) keeps the hour
// (server/content-versions.ts).
test("page images are linked with their version and cached for a year; unversioned, for an hour", async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  for (const path of ["/", "/galerie", "/blog"]) {
    await page.goto(path);
    urls.push(
      ...(await page
        .locator("main picture source, main picture img")
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute("srcset") ?? element.getAttribute("src") ?? ""),
        )),
    );
  }
  // The home hero (AVIF and WebP), the gallery and the blog covers.
  expect(urls.filter((url) => url.startsWith("/images/home/hero."))).toHaveLength(2);
  for (const url of new Set(urls)) {
    expect(url).toMatch(/^\/images\/[\w/-]+\.(avif|webp)\?v=[\w-]{10}$/);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
  }
  const unversioned = await request.get("/images/home/hero.avif");
  expect(unversioned.status()).toBe(200);
  expect(unversioned.headers()["cache-control"]).toBe("public, max-age=3600");
});
