import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";
import { publicPaths } from "~/utils/sitemap.server";
import { shippedFacts } from "../shipped-facts";
import { createClientWithProject, createUnansweredQuestions, deleteClient, deleteQuestions, signIn } from "./fixtures";

// axe-core on every public page, in both languages: no violation of WCAG 2.1 A/AA or of
// axe's best practices. One test per language walks all pages in one browser page, which
// keeps the run short (a fresh page per URL costs more than the check itself). The staff's
// overview, client and content screens are walked too, signed in (the back office's others are not yet).

/** The sitemap's pages (one local page stands for all: same layout), plus the pages it leaves out. */
const pages = [
  ...publicPaths(shippedFacts.localCities).filter((path) => !/^\/services\/[^/]+\/[^/]+$/.test(path)),
  "/services/seo/trois-rivieres",
  "/login",
  "/signup",
  "/mot-de-passe-oublie",
  "/nouveau-mot-de-passe",
  "/thank-you",
  "/auth/callback",
  "/page-qui-n-existe-pas",
];
const blogPost = { fr: "/blog/guide-seo-local-pme", en: "/en/blog/local-seo-guide-small-business" };

/** axe's violations on the page as it is: WCAG 2.1 A/AA and axe's best practices. */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    // Experimental in axe, so off unless named; Lighthouse runs it: a control's
    // accessible name must contain the text it shows (WCAG 2.5.3, label in name).
    // Set before the tags: options() replaces what withTags() sets.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Third-party frames (booking calendar, map) are not ours to fix.
    .exclude("iframe")
    // axe.run in the page itself: the default mode merges frame results in a second,
    // blank page opened for every call (a third of the walk's time), which only
    // cross-origin frames need, and those are excluded.
    .setLegacyMode()
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

for (const language of languages) {
  test(`axe finds no violation on any public page in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    const violationsByPage: Record<string, unknown> = {};
    for (const url of [...pages.map((path) => localizePath(path, language)), blogPost[language]]) {
      await page.goto(url);
      const violations = await violationsOf(page);
      if (violations.length > 0) violationsByPage[url] = violations;
    }
    expect(violationsByPage).toEqual({});
  });
}

test("axe finds no violation on the staff's overview, settings, questions and client screens, in both languages", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(context, { role: "staff" });
  const client = await createClientWithProject();
  const questions = await createUnansweredQuestions();
  const projectPath = `/admin/clients/${client.id}/projects/${client.projects[0]?.id}`;
  const screens = [
    "/admin",
    "/admin/settings",
    "/admin/questions",
    "/admin/clients",
    `/admin/clients/${client.id}`,
    projectPath,
    `${projectPath}/delete`,
  ];
  const violationsByPage: Record<string, unknown> = {};
  for (const url of languages.flatMap((language) => screens.map((path) => localizePath(path, language)))) {
    await page.goto(url);
    const violations = await violationsOf(page);
    if (violations.length > 0) violationsByPage[url] = violations;
  }
  await deleteClient(client);
  await deleteQuestions(questions);
  expect(violationsByPage).toEqual({});
});

test("axe finds no violation on the content screens, in both languages", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(context, { role: "staff" });
  const screens = [
    "/admin/content",
    "/admin/content/page/home?lang=fr",
    "/admin/content/service/seo?lang=en",
    "/admin/content/glossary-term/roas?lang=fr",
    "/admin/glossary/new",
  ];
  const violationsByPage: Record<string, unknown> = {};
  for (const url of languages.flatMap((language) => screens.map((path) => localizePath(path, language)))) {
    await page.goto(url);
    const violations = await violationsOf(page);
    if (violations.length > 0) violationsByPage[url] = violations;
  }
  expect(violationsByPage).toEqual({});
});
