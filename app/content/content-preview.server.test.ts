import { expect, test } from "vitest";
import { contentPreview, previewTextSource } from "~/content/content-preview.server";
import { findEntry, saveEntry } from "~/content/content-entry.server";
import { siteContent } from "~/content/site-content.server";
import { getFixedT, serverTexts } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import type { Texts } from "~/utils/translate";

async function staffId() {
  const staff = await prisma.user.create({
    data: { email: `preview-${crypto.randomUUID()}@agence.example`, passwordHash: "x", role: "staff" },
  });
  return staff.id;
}

const term = (texts: Texts | undefined, key: string) => ((texts?.terms as Texts)[key] as Texts).definition;

test("a draft shows to staff previewing it, on its page only; visitors keep the published text", async () => {
  await siteContent.load();
  const ref = { kind: "glossary-term", key: "cpc", language: "fr" };
  const entry = await findEntry(ref);
  const published = JSON.parse(entry!.published) as Record<string, Texts>;
  const draft = {
    "glossary:terms.cpc": { ...published["glossary:terms.cpc"], definition: "Coût par clic : brouillon." },
  };
  const saved = await saveEntry(ref, {
    document: draft,
    version: entry!.version,
    publish: false,
    authorId: await staffId(),
  });
  expect(saved.ok).toBe(true);

  const url = `http://localhost/glossaire?preview=${entry!.id}`;
  expect(await contentPreview(new Request(url), "client")).toBeNull();
  expect(await contentPreview(new Request("http://localhost/glossaire"), "staff")).toBeNull();
  const preview = await contentPreview(new Request(url), "staff");
  const source = previewTextSource(serverTexts, preview!);
  // French typography applies to the draft as to the published text.
  expect(term(source.texts("fr", "glossary"), "cpc")).toBe("Coût par clic\u00A0: brouillon.");
  expect(JSON.parse(source.documentTexts("fr", ["glossary"])).glossary.terms.cpc.definition).toContain("brouillon");
  expect(term(source.texts("en", "glossary"), "cpc")).toBe(term(serverTexts.texts("en", "glossary"), "cpc"));
  // Not published: the site is unchanged.
  expect(term(serverTexts.texts("fr", "glossary"), "cpc")).not.toContain("brouillon");
  expect((getFixedT("fr", "glossary") as (key: string) => string)("terms.cpc.definition")).not.toContain("brouillon");
});

test("a text left empty in English falls back to the French one, once published", async () => {
  await siteContent.load();
  const ref = { kind: "page", key: "about", language: "en" };
  const entry = await findEntry(ref);
  const document = JSON.parse(entry!.published) as Record<string, Record<string, Texts>>;
  const { cta, ...rest } = document["about:"]!;
  expect(cta).toBeDefined();
  const saved = await saveEntry(ref, {
    document: { "about:": { ...rest, cta: { ...cta, title: undefined } } },
    version: entry!.version,
    publish: true,
    authorId: await staffId(),
  });
  expect(saved.ok).toBe(true);
  const t = getFixedT("en", "about") as (key: string) => string;
  expect(t("cta.title")).toBe((getFixedT("fr", "about") as (key: string) => string)("cta.title"));
  expect(t("cta.button")).toBe(cta!.button);
});
