import path from "node:path";
import { createRemixStub } from "@remix-run/testing";
import type { Resource } from "i18next";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { resources, serverTexts } from "~/i18n.server";
import AboutPage, { loader as aboutLoader } from "~/routes/about";
import { composeAccountMail } from "~/accounts/account.server";
import { snippetTitle } from "~/utils/snippet";
import type { Texts } from "~/utils/translate";
import { TextsProvider } from "~/utils/translation";
import { browserLocaleFile } from "../../scripts/locale-fallback-plugin";
import { loadContext } from "../../tests/vitest/factories";

// One behaviour for every text (docs/decisions/038): a text missing in English shows the
// French one, in a page (server render, the document's texts, a later page's chunk), in a
// page's meta and in an e-mail; a text missing in both shows its key.

const saved: Array<() => void> = [];
afterEach(() => saved.splice(0).forEach((restore) => restore()));

/** The namespace's texts in that language without the text at `key`, until the test ends. */
function remove(language: "fr" | "en", namespace: string, key: string) {
  const bundles = resources[language] as Resource[string];
  const original = bundles[namespace] as Texts;
  const copy = structuredClone(original) as Record<string, unknown>;
  const parts = key.split(".");
  const last = parts.pop() ?? key;
  const parent = parts.reduce((node, part) => node[part] as Record<string, unknown>, copy);
  delete parent[last];
  // A new object, as a changed file would be: i18next reads the same `resources`.
  bundles[namespace] = copy;
  saved.push(() => void (bundles[namespace] = original));
}

const french = (namespace: string, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Texts)[part], resources.fr?.[namespace]) as string;

/** The text as React writes it in HTML. */
const html = (text: string) => renderToStaticMarkup(<>{text}</>);

function renderAbout() {
  // The memory router's layout effects, which a server render skips, warn on each render.
  const { error } = console;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) error(...args);
  });
  const Stub = createRemixStub([{ id: "about", path: "/en/about", Component: AboutPage }]);
  // The page lists the team its loader names (the published content's).
  const loaderData = aboutLoader({
    request: new Request("http://localhost/en/about"),
    params: {},
    context: loadContext(),
  });
  return renderToString(
    <TextsProvider source={serverTexts}>
      <Stub initialEntries={["/en/about"]} hydrationData={{ loaderData: { about: loaderData } }} />
    </TextsProvider>,
  );
}

const aboutMeta = () =>
  aboutLoader({ request: new Request("http://localhost/en/about"), params: {}, context: loadContext() }).meta.title;

const accountExistsMail = () =>
  composeAccountMail({
    kind: "accountExists",
    recipient: "someone@example.com",
    language: "en",
    origin: "http://localhost",
  });

describe("a text missing in English shows the French one", () => {
  test("in a page: its server render, the document's texts, and a later page's chunk", () => {
    remove("en", "about", "cta.title");
    expect(renderAbout()).toContain(html(french("about", "cta.title")));
    expect(renderAbout()).toContain(html("Write to us"));
    const documentTexts = JSON.parse(serverTexts.documentTexts("en", ["about"])) as Record<string, Texts>;
    expect((documentTexts.about?.cta as Texts).title).toBe(french("about", "cta.title"));

    const englishFile = path.resolve("locales/en/about.json");
    const { cta: _cta, ...withoutCta } = resources.en?.about as Texts;
    const chunk = browserLocaleFile(JSON.stringify(withoutCta), englishFile);
    expect((JSON.parse(chunk?.code ?? "{}") as { cta: Texts }).cta).toEqual((resources.fr?.about as Texts).cta);
    expect(browserLocaleFile("{}", path.resolve("locales/fr/about.json"))).toBeNull();
  });

  test("in a page's meta title", () => {
    remove("en", "about", "meta.title");
    expect(aboutMeta()).toBe(snippetTitle(french("about", "meta.title")));
  });

  test("in an e-mail", async () => {
    remove("en", "auth", "mail.accountExists.subject");
    const mail = await accountExistsMail();
    expect(mail?.subject).toBe(french("auth", "mail.accountExists.subject"));
    expect(mail?.text).toContain("Someone");
  });
});

describe("a text missing in both languages shows its key", () => {
  test("in a page, its meta and an e-mail", async () => {
    for (const language of ["fr", "en"] as const) {
      remove(language, "about", "cta.title");
      remove(language, "about", "meta.title");
      remove(language, "auth", "mail.accountExists.subject");
    }
    expect(renderAbout()).toContain(">cta.title<");
    expect(aboutMeta()).toBe(snippetTitle("meta.title"));
    expect((await accountExistsMail())?.subject).toBe("mail.accountExists.subject");
  });
});
