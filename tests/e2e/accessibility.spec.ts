import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";

// axe-core on every public page, in both languages: no violation of WCAG 2.1 A/AA or
// axe's best practices.
const publicPages = [
  "/",
  "/services",
  "/services/creation-sites-web",
  "/services/seo",
  "/services/publicite-google-meta",
  "/services/creation-de-contenu",
  "/services/seo/trois-rivieres",
  "/etudes-de-cas",
  "/a-propos",
  "/blog",
  "/blog/guide-seo-local-pme",
  "/contact",
  "/galerie",
  "/mentions-legales",
  "/audit-gratuit",
  "/glossaire",
  "/rendez-vous",
  "/login",
  "/signup",
  "/thank-you",
  "/auth/callback",
  "/page-qui-n-existe-pas",
];

for (const language of languages) {
  for (const path of publicPages) {
    const url =
      path === "/blog/guide-seo-local-pme" && language === "en"
        ? "/en/blog/local-seo-guide-small-business"
        : localizePath(path, language);
    test(`axe finds no violation on ${url}`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        // Third-party frames (booking calendar, map) are not ours to fix.
        .exclude("iframe")
        .analyze();
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
      expect(violations).toEqual([]);
    });
  }
}
