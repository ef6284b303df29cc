import { expect, test } from "vitest";
import { shippedSettingsForm, siteSettingsSchema } from "~/content/site-settings";
import { contentKinds, fixedKeys } from "~/content/content-kinds";
import { contentNamespaces } from "~/config/content-namespaces";
import { getFixedT } from "~/i18n.server";
import { siteContent } from "~/content/site-content.server";
import { findEntry, findEntryDocuments, saveEntry } from "~/content/content-entry.server";
import { prisma } from "~/platform/db.server";

test("the seeded content reads as the locale files did; a published term shows in its language only", async () => {
  await siteContent.load();
  expect(getFixedT("fr", "glossary")("terms.roas.term")).toBe("ROAS (rendement des dépenses publicitaires)");
  expect(siteContent.settings().phone).toBe("+1 418 555-0142");
  const entry = await findEntry({ kind: "glossary-term", key: "roas", language: "fr" });
  expect(entry?.updatedAt).toBeInstanceOf(Date);
  const staff = await prisma.user.create({
    data: { email: `content-${crypto.randomUUID()}@x.example`, passwordHash: "x", role: "staff" },
  });
  const saved = await saveEntry(
    { kind: "glossary-term", key: "zero-click", language: "en" },
    {
      document: {
        "glossary:terms.zero-click": {
          term: "Zero-click search",
          definition: "A search answered on the results page.",
        },
      },
      version: 0,
      publish: true,
      authorId: staff.id,
    },
  );
  expect(saved.ok).toBe(true);
  expect((getFixedT("en", "glossary") as (key: string) => string)("terms.zero-click.term")).toBe("Zero-click search");
  expect(siteContent.keys("glossary-term", "fr")).not.toContain("zero-click");
  const again = await saveEntry(
    { kind: "glossary-term", key: "zero-click", language: "en" },
    { document: {}, version: 0, publish: true, authorId: staff.id },
  );
  expect(again.ok).toBe(false);
});

test("the contact page's entry keeps its hours' title alone: the hours in words are the settings'", async () => {
  for (const [language, title] of [
    ["fr", "Heures d'ouverture"],
    ["en", "Opening hours"],
  ] as const) {
    const entry = await findEntryDocuments({ kind: "page", key: "contact", language });
    expect(entry?.publishedDocument["contact:"]).toMatchObject({ hours: { title }, title: expect.any(String) });
    expect((entry?.publishedDocument["contact:"] as { hours: object }).hours).toEqual({ title });
    const first = await prisma.revision.findFirstOrThrow({ where: { entryId: entry!.id, version: 1 } });
    expect((JSON.parse(first.document)["contact:"] as { hours: object }).hours).toEqual({ title });
  }
});

test("every namespace an entry fills is one the browser loads from the server", () => {
  const namespaces = contentKinds.flatMap((kind) =>
    (fixedKeys[kind.name] ?? ["any"]).flatMap((key) => kind.parts(key).map((part) => part.namespace)),
  );
  expect(namespaces.filter((namespace) => !contentNamespaces.has(namespace))).toEqual([]);
});

test("the seeded settings are valid as today's rules read them: the site shows them, not the shipped fallback", async () => {
  const entry = await prisma.contentEntry.findUniqueOrThrow({
    where: { kind_key_language: { kind: "settings", key: "site", language: "fr" } },
  });
  const parsed = siteSettingsSchema.safeParse(JSON.parse(entry.published));
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(JSON.parse(entry.published)).toEqual(shippedSettingsForm);
});
