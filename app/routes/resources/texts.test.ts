import { expect, test } from "vitest";
import { loader } from "~/routes/resources/texts";
import { siteContent } from "~/content/site-content.server";
import { findEntry, saveEntry } from "~/content/content-entry.server";
import { prisma } from "~/platform/db.server";
import { loadContext } from "../../../tests/vitest/factories";

const load = (language: string, namespace: string) =>
  Promise.resolve()
    .then(() =>
      loader({ request: new Request("http://localhost/"), params: { language, namespace }, context: loadContext() }),
    )
    .catch((response: unknown) => response as Response);

test("a later page's edited texts come from the server, as published; interface namespaces and unknown ones are 404", async () => {
  await siteContent.load();
  const ref = { kind: "glossary-term", key: "seo", language: "en" };
  const entry = await findEntry(ref);
  const staff = await prisma.user.create({
    data: { email: `texts-${crypto.randomUUID()}@x.example`, passwordHash: "x", role: "staff" },
  });
  const document = { "glossary:terms.seo": { term: "SEO", definition: "Being found on Google, edited." } };
  expect((await saveEntry(ref, { document, version: entry!.version, publish: true, authorId: staff.id })).ok).toBe(
    true,
  );

  const response = await load("en", "glossary");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-cache");
  const texts = (await response.json()) as { terms: Record<string, { definition: string }>; meta?: unknown };
  expect(texts.terms.seo?.definition).toBe("Being found on Google, edited.");
  expect(texts.meta).toBeUndefined();
  expect((await load("en", "auth")).status).toBe(404);
  expect((await load("de", "glossary")).status).toBe(404);
  expect((await load("fr", "nothing")).status).toBe(404);
});
