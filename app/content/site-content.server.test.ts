import { expect, test } from "vitest";
import { getFixedT } from "~/i18n.server";
import { siteContent } from "~/content/site-content.server";
import { findEntry, saveEntry } from "~/content/content-entry.server";
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
  expect(getFixedT("en", "glossary")("terms.zero-click.term")).toBe("Zero-click search");
  expect(siteContent.keys("glossary-term", "fr")).not.toContain("zero-click");
  const again = await saveEntry(
    { kind: "glossary-term", key: "zero-click", language: "en" },
    { document: {}, version: 0, publish: true, authorId: staff.id },
  );
  expect(again.ok).toBe(false);
});
