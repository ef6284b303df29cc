import { expect, test } from "@playwright/test";
import { languages, localizePath, type Language } from "~/utils/locale";
import { snippetTitle } from "~/utils/snippet";
import { locale } from "./locales";

// Every route of the spec's table answers in both languages with its localized title.
function pagesOf(language: Language): Array<[path: string, title: string]> {
  const ns = (name: string) => locale(language, name);
  const services = ns("services");
  const auth = ns("auth");
  const serviceName = locale(language, "common").services.seo as string;
  const city = "Quebec City";
  const post = language === "fr" ? "guide-seo-local-pme" : "local-seo-guide-small-business";
  return [
    ["/", ns("home").meta.title],
    ["/services", services.meta.title],
    ["/services/creation-sites-web", services.items.websites.meta.title],
    ["/services/seo", services.items.seo.meta.title],
    ["/services/publicite-google-meta", services.items.ads.meta.title],
    ["/services/creation-de-contenu", services.items.content.meta.title],
    [
      "/services/seo/quebec-city",
      services.local.meta.title.replace("{{service}}", serviceName).replace("{{city}}", city),
    ],
    ["/etudes-de-cas", ns("case-studies").meta.title],
    ["/a-propos", ns("about").meta.title],
    ["/blog", ns("blog").meta.title],
    [`/blog/${post}`, language === "fr" ? "Le guide du référencement local" : "Local SEO for small businesses"],
    ["/contact", ns("contact").meta.title],
    ["/galerie", ns("gallery").meta.title],
    ["/mentions-legales", ns("legal").meta.title],
    ["/audit-gratuit", ns("free-audit").meta.title],
    ["/glossaire", ns("glossary").meta.title],
    ["/rendez-vous", ns("appointment").meta.title],
    ["/login", auth.login.meta.title],
    ["/signup", auth.signup.meta.title],
    // Protected: signed out, the login page (auth.spec.ts follows them signed in).
    ["/dashboard", auth.login.meta.title],
    ["/media", auth.login.meta.title],
    ["/thank-you", ns("thank-you").meta.title],
    ["/auth/callback", auth.callback.meta.title],
  ];
}

for (const language of languages) {
  test(`every route answers in ${language} with its localized title`, async ({ request }) => {
    for (const [path, title] of pagesOf(language)) {
      const url = localizePath(path, language);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${language}"`);
      const pageTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(pageTitle.replaceAll("&#x27;", "'"), url).toContain(title);
    }
  });
}

test("the French and English versions of a page are different pages", async ({ request }) => {
  const french = await (await request.get("/services")).text();
  const english = await (await request.get("/en/services")).text();
  expect(french).toContain("Nos services");
  expect(english).toContain("Our services");
  expect(english).not.toContain("Nos services");
});

// One page walks the table (a fresh page costs more than the checks).
test("unknown addresses answer 404 with the not-found page in their language", async ({ page }) => {
  for (const [path, language] of [
    ["/nope", "fr"],
    ["/xx/contact", "fr"],
    ["/fr/contact", "fr"],
    ["/en/nope", "en"],
    ["/services/inconnu", "fr"],
    ["/en/blog/no-such-post", "en"],
    ["/blog/local-seo-guide-small-business", "fr"],
    ["/blog/article-qui-n-existe-pas", "fr"],
    ["/en/blog/guide-seo-local-pme", "en"],
  ] as const) {
    await test.step(`${path} answers 404 with the ${language} not-found page`, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const notFound = locale(language, "common").notFound;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
      await expect(page).toHaveTitle(snippetTitle(notFound.meta.title));
      await expect(page.getByRole("link", { name: notFound.home })).toHaveAttribute(
        "href",
        language === "fr" ? "/" : "/en",
      );
    });
  }
});

test("a request the app cannot serve shows the friendly error page, never a stack trace", async ({ request }) => {
  const response = await request.post("/en/legal", { form: { anything: "x" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain(locale("en", "common").error.title);
  expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  expect(html).not.toContain("node_modules");
});

test("the health route reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});
