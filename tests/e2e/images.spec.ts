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
