import { beforeAll, expect, test } from "vitest";
import type { ContentField } from "~/content/content-form";
import { siteContent } from "~/content/site-content.server";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { loader as glossaryPageLoader } from "../glossary";
import { loader as listLoader } from "./content";
import { action as editAction, loader as editLoader } from "./content-entry";
import { action as glossaryAction, loader as glossaryLoader } from "./glossary-new";

const context = loadContext();

beforeAll(async () => {
  await siteContent.load();
});

type Entries = Array<[string, string]>;

/** Every field of the form as a browser posts it: the loader's fields with their values. */
function entriesOf(fields: ContentField[]): Entries {
  return fields.flatMap((field): Entries => {
    if (field.type === "text") return [[field.name, field.value]];
    if (field.type === "image")
      return [
        [field.name, field.url],
        [field.altName, field.alt],
      ];
    return entriesOf(field.type === "group" ? field.children : field.items);
  });
}

function editorPath(kind: string, key: string, language = "fr") {
  return `/admin/content/${kind}/${key}?lang=${language}`;
}

async function openEditor(cookie: string, kind: string, key: string, language = "fr") {
  const answer = await editLoader({
    request: getRequest(editorPath(kind, key, language), cookie),
    params: { kind, key },
    context,
  });
  return answer.data;
}

/** Posts the editor's form as loaded, with `changes` applied (a name set to a value). */
async function postEditor(
  cookie: string,
  kind: string,
  key: string,
  {
    language = "fr",
    changes = {},
    intent = "draft",
    version,
  }: {
    language?: string;
    changes?: Record<string, string>;
    intent?: string;
    version?: number;
  } = {},
) {
  const editor = await openEditor(cookie, kind, key, language);
  const entries = entriesOf(editor.fields).map(([name, value]): [string, string] => [name, changes[name] ?? value]);
  const posted: Entries = [
    ["version", String(version ?? editor.entry.version)],
    ...entries,
    ...Object.entries(changes).filter(([name]) => !entries.some(([each]) => each === name)),
    ["intent", intent],
  ];
  return settle(() =>
    editAction({
      request: postForm(editorPath(kind, key, language), posted, { Cookie: cookie }),
      params: { kind, key },
      context,
    }),
  );
}

function expectRedirect(answer: unknown, to: string) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  expect((answer as Response).headers.get("Location")).toBe(to);
}

type Refusal = {
  errors: Record<string, string>;
  fields: ContentField[];
  version: number;
  conflict?: { updatedBy: string | null; updatedAt: string };
};

function valueOf(fields: ContentField[], name: string) {
  return entriesOf(fields).find(([each]) => each === name)?.[1];
}

const seoFaqs = (language: "fr" | "en") =>
  getFixedT(language, "service-details")("seo.faqs", { returnObjects: true }) as unknown as Array<{
    question: string;
    answer: string;
  }>;

test("visitors and clients get 404 on every content screen and action; nothing is written", async () => {
  const { cookie: client } = await signedInCookie("client");
  const before = await prisma.revision.count();
  for (const cookie of [undefined, client]) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    const post = (path: string, entries: Entries) => postForm(path, entries, headers);
    const params = { kind: "service", key: "seo" };
    const answers = [
      await settle(() => listLoader({ request: getRequest("/admin/content", cookie), params: {}, context })),
      await settle(() => listLoader({ request: getRequest("/en/admin/content", cookie), params: {}, context })),
      await settle(() => editLoader({ request: getRequest(editorPath("service", "seo"), cookie), params, context })),
      await settle(() =>
        editAction({
          request: post(editorPath("service", "seo"), [
            ["version", "1"],
            ["p0.title", "Piraté"],
            ["intent", "publish"],
          ]),
          params,
          context,
        }),
      ),
      await settle(() => glossaryLoader({ request: getRequest("/admin/glossary/new", cookie), params: {}, context })),
      await settle(() =>
        glossaryAction({
          request: post("/admin/glossary/new", [
            ["lang", "fr"],
            ["term", "Pirate"],
            ["definition", "Non."],
          ]),
          params: {},
          context,
        }),
      ),
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  expect(await prisma.revision.count()).toBe(before);
  const { cookie: staff } = await signedInCookie("staff");
  for (const [kind, key] of [
    ["settings", "site"],
    ["nothing", "seo"],
    ["service", "unknown"],
    ["glossary-term", "no-such-term"],
    ["service", "../etc"],
  ] as const) {
    const answer = await settle(() =>
      editLoader({ request: getRequest(editorPath(kind, key), staff), params: { kind, key }, context }),
    );
    expect((answer as Response).status, `${kind}/${key}`).toBe(404);
  }
});

test("the list names every kind's items, their languages, drafts and last change, and links to the settings", async () => {
  const { cookie } = await signedInCookie("staff");
  const { groups } = (await listLoader({ request: getRequest("/en/admin/content", cookie), params: {}, context })).data;
  expect(groups.map((group) => group.kind)).toEqual(["page", "service", "case-study", "team-member", "glossary-term"]);
  const pages = groups.find((group) => group.kind === "page")?.rows ?? [];
  expect(pages.map((row) => row.key)).toEqual([
    "home",
    "about",
    "services",
    "case-studies",
    "gallery",
    "glossary",
    "contact",
    "legal",
  ]);
  const services = groups.find((group) => group.kind === "service")?.rows ?? [];
  expect(services.find((row) => row.key === "seo")).toMatchObject({
    title: "Search engine optimization (SEO)",
    languages: { fr: true, en: true },
    draft: false,
    editor: null,
  });
  const terms = groups.find((group) => group.kind === "glossary-term")?.rows ?? [];
  expect(terms.find((row) => row.key === "roas")?.title).toMatch(/^ROAS/);
});

test("publishing a service's FAQ answer shows it to visitors; a draft does not until it is published", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const answer = "Souvent après deux ou trois mois; votre rapport mensuel le montre.";
  expectRedirect(
    await postEditor(cookie, "service", "seo", { changes: { "p1.faqs.0.answer": answer }, intent: "publish" }),
    editorPath("service", "seo"),
  );
  expect(seoFaqs("fr")[0]?.answer).toBe(answer);
  // English has its own text, untouched.
  expect(seoFaqs("en")[0]?.answer).toMatch(/^The first gains/);

  const draft = "Un brouillon que personne ne voit encore.";
  expectRedirect(
    await postEditor(cookie, "service", "seo", { changes: { "p1.faqs.0.answer": draft } }),
    editorPath("service", "seo"),
  );
  expect(seoFaqs("fr")[0]?.answer).toBe(answer);
  const editor = await openEditor(cookie, "service", "seo");
  expect(editor.entry).toMatchObject({ hasDraft: true, version: 3, editor: user.email });
  expect(valueOf(editor.fields, "p1.faqs.0.answer")).toBe(draft);
  expect(editor.revisions.map((revision) => [revision.version, revision.published])).toEqual([
    [3, false],
    [2, true],
    [1, true],
  ]);
  expect(editor.revisions[0]?.changed).toEqual([["faqs", "0", "answer"]]);
  const { groups } = (await listLoader({ request: getRequest("/admin/content", cookie), params: {}, context })).data;
  expect(groups.find((group) => group.kind === "service")?.rows.find((row) => row.key === "seo")).toMatchObject({
    draft: true,
    editor: user.email,
  });

  expectRedirect(await postEditor(cookie, "service", "seo", { intent: "publish" }), editorPath("service", "seo"));
  expect(seoFaqs("fr")[0]?.answer).toBe(draft);
  expect((await openEditor(cookie, "service", "seo")).entry.hasDraft).toBe(false);
});

test("a blank list item is removed, the empty item at the end adds one", async () => {
  const { cookie } = await signedInCookie("staff");
  const editor = await openEditor(cookie, "service", "ads");
  const faqs = editor.fields[1]?.type === "group" ? editor.fields[1].children.find((f) => f.name === "p1.faqs") : null;
  // The FAQ's items plus one empty item.
  const count = faqs?.type === "list" ? faqs.items.length : 0;
  expect(count).toBeGreaterThan(1);
  const added = count - 1;
  const changes = {
    "p1.faqs.0.question": "",
    "p1.faqs.0.answer": "",
    [`p1.faqs.${added}.question`]: "Une nouvelle question?",
    [`p1.faqs.${added}.answer`]: "Sa réponse.",
  };
  expectRedirect(
    await postEditor(cookie, "service", "ads", { changes, intent: "publish" }),
    editorPath("service", "ads"),
  );
  const published = getFixedT("fr", "service-details")("ads.faqs", { returnObjects: true }) as unknown as Array<{
    question: string;
  }>;
  expect(published).toHaveLength(count - 1);
  expect(published.at(-1)).toEqual({ question: "Une nouvelle question?", answer: "Sa réponse." });
  const seededFirst = (await import("../../../locales/fr/service-details.json")).ads.faqs[0]?.question;
  expect(published.map((faq) => faq.question)).not.toContain(seededFirst);
});

test("errors come back on their fields with every typed value; limits of length hold", async () => {
  const { cookie } = await signedInCookie("staff");
  const typed = "Un nouveau titre gardé malgré les erreurs";
  const changes = {
    "p0.title": typed,
    "p0.intro": "",
    "p0.meta.title": "T".repeat(61),
    "p0.meta.description": "Trop courte.",
    "p1.faqs.0.answer": "x".repeat(5_001),
    "p1.faqs.1.answer": "",
  };
  const answer = await postEditor(cookie, "service", "websites", { changes, intent: "publish" });
  const { data, status } = actionData<Refusal>(answer);
  expect(status).toBe(400);
  expect(data.errors).toEqual({
    "p0.intro": "required",
    "p0.meta.title": "titleTooLong",
    "p0.meta.description": "descriptionLength",
    "p1.faqs.0.answer": "tooLong",
    // A list item kept needs all its texts.
    "p1.faqs.1.answer": "required",
  });
  for (const [name, value] of Object.entries(changes)) expect(valueOf(data.fields, name), name).toBe(value);
  expect(getFixedT("fr", "services")("items.websites.title")).not.toBe(typed);

  // Within the limits: 60 characters of title, 70 and 160 of description.
  const fits = {
    "p0.meta.title": "T".repeat(60),
    "p0.meta.description": "D".repeat(70),
  };
  expectRedirect(
    await postEditor(cookie, "service", "websites", { changes: fits, intent: "publish" }),
    editorPath("service", "websites"),
  );
  expect(getFixedT("fr", "services")("items.websites.meta.description")).toBe("D".repeat(70));
  const over = actionData<Refusal>(
    await postEditor(cookie, "service", "websites", { changes: { "p0.meta.description": "D".repeat(161) } }),
  );
  expect(over.data.errors).toEqual({ "p0.meta.description": "descriptionLength" });
});

test("an English text left empty falls back to French; the French text is the field's hint", async () => {
  const { cookie } = await signedInCookie("staff");
  const editor = await openEditor(cookie, "team-member", "design", "en");
  const bio = entriesOf(editor.fields).find(([name]) => name === "p0.bio");
  expect(bio).toBeDefined();
  const field = editor.fields[0]?.type === "group" ? editor.fields[0].children.find((f) => f.name === "p0.bio") : null;
  expect(field).toMatchObject({ type: "text", french: expect.stringMatching(/^Elle conçoit/) });
  // A text English had may not be emptied…
  const refused = actionData<Refusal>(
    await postEditor(cookie, "team-member", "design", { language: "en", changes: { "p0.bio": "" } }),
  );
  expect(refused.data.errors).toEqual({ "p0.bio": "required" });

  // …but a new English term may leave a text empty: the French shows.
  const fr = await createTerm(cookie, {
    lang: "fr",
    term: "Entonnoir",
    definition: "Le parcours du visiteur au client.",
  });
  expectRedirect(fr, editorPath("glossary-term", "entonnoir"));
  const english = await openEditor(cookie, "glossary-term", "entonnoir", "en");
  expect(english.entry).toMatchObject({ id: null, version: 0 });
  expectRedirect(
    await postEditor(cookie, "glossary-term", "entonnoir", {
      language: "en",
      changes: { "p0.term": "Funnel", "p0.definition": "" },
      intent: "publish",
    }),
    editorPath("glossary-term", "entonnoir", "en"),
  );
  expect(getFixedT("en", "glossary")("terms.entonnoir.term" as "title")).toBe("Funnel");
  expect(getFixedT("en", "glossary")("terms.entonnoir.definition" as "title")).toBe(
    "Le parcours du visiteur au client.",
  );
});

test("a save made from an older version is refused, with who saved and the text kept", async () => {
  const { cookie: first, user } = await signedInCookie("staff");
  const { cookie: second } = await signedInCookie("staff");
  const opened = await openEditor(second, "case-study", "bakery");
  expectRedirect(
    await postEditor(first, "case-study", "bakery", { changes: { "p0.title": "Titre du premier" }, intent: "publish" }),
    editorPath("case-study", "bakery"),
  );
  const late = await postEditor(second, "case-study", "bakery", {
    changes: { "p0.title": "Titre du second" },
    intent: "publish",
    version: opened.entry.version,
  });
  const { data, status } = actionData<Refusal>(late);
  expect(status).toBe(409);
  expect(data.conflict?.updatedBy).toBe(user.email);
  expect(valueOf(data.fields, "p0.title")).toBe("Titre du second");
  // The form now carries the newer version: saving again is a choice made knowingly.
  expect(data.version).toBe(opened.entry.version + 1);
  expect(getFixedT("fr", "case-studies")("cases.bakery.title" as "title")).toBe("Titre du premier");
});

test("restoring a revision makes it the draft; publishing shows it", async () => {
  const { cookie } = await signedInCookie("staff");
  const seeded = getFixedT("fr", "about")("team.members.search.role" as "title");
  expectRedirect(
    await postEditor(cookie, "team-member", "search", { changes: { "p0.role": "Nouveau rôle" }, intent: "publish" }),
    editorPath("team-member", "search"),
  );
  expect(getFixedT("fr", "about")("team.members.search.role" as "title")).toBe("Nouveau rôle");
  const editor = await openEditor(cookie, "team-member", "search");
  const first = editor.revisions.find((revision) => revision.version === 1);
  const restore = (version: number) =>
    settle(() =>
      editAction({
        request: postForm(
          editorPath("team-member", "search"),
          [
            ["intent", "restore"],
            ["revision", first?.id ?? ""],
            ["version", String(version)],
          ],
          { Cookie: cookie },
        ),
        params: { kind: "team-member", key: "search" },
        context,
      }),
    );
  // From a page older than the entry: nothing happens.
  expectRedirect(await restore(1), editorPath("team-member", "search"));
  expect((await openEditor(cookie, "team-member", "search")).entry.hasDraft).toBe(false);
  expectRedirect(await restore(editor.entry.version), editorPath("team-member", "search"));
  const restored = await openEditor(cookie, "team-member", "search");
  expect(restored.entry.hasDraft).toBe(true);
  expect(valueOf(restored.fields, "p0.role")).toBe(seeded);
  expect(getFixedT("fr", "about")("team.members.search.role" as "title")).toBe("Nouveau rôle");
  expectRedirect(
    await postEditor(cookie, "team-member", "search", { intent: "publish" }),
    editorPath("team-member", "search"),
  );
  expect(getFixedT("fr", "about")("team.members.search.role" as "title")).toBe(seeded);
});

async function createTerm(cookie: string, fields: Record<string, string>, path = "/admin/glossary/new") {
  return settle(() =>
    glossaryAction({ request: postForm(path, Object.entries(fields), { Cookie: cookie }), params: {}, context }),
  );
}

test("a new glossary term is published in its language under a key of its own, or its translation's", async () => {
  const { cookie } = await signedInCookie("staff");
  const form = await glossaryLoader({ request: getRequest("/admin/glossary/new", cookie), params: {}, context });
  expect(form.data.terms.en.map((term) => term.key)).toContain("roas");

  expectRedirect(
    await createTerm(
      cookie,
      { lang: "en", term: "Zero-click search", definition: "A search answered on the page." },
      "/en/admin/glossary/new",
    ),
    "/en/admin/content/glossary-term/zero-click-search?lang=en",
  );
  expect(getFixedT("en", "glossary")("terms.zero-click-search.term" as "title")).toBe("Zero-click search");
  // On the English glossary at once, not on the French one.
  const page = (language: string) =>
    glossaryPageLoader({ request: getRequest(language === "fr" ? "/glossaire" : "/en/glossary"), params: {}, context });
  expect((await page("en")).results).toContainEqual(expect.objectContaining({ term: "Zero-click search" }));
  expect((await page("fr")).termIds).not.toContain("zero-click-search");
  expect(siteContent.keys("glossary-term", "fr")).not.toContain("zero-click-search");
  expect(siteContent.keys("glossary-term", "en")?.at(-1)).toBe("zero-click-search");

  // The same slug again: a key of its own.
  expectRedirect(
    await createTerm(cookie, { lang: "fr", term: "Zero click search", definition: "Une autre entrée." }),
    editorPath("glossary-term", "zero-click-search-2"),
  );

  // A translation shares its original's key.
  expectRedirect(
    await createTerm(cookie, {
      lang: "fr",
      term: "Recherche zéro clic",
      definition: "Une recherche dont la réponse est sur la page de résultats.",
      translationOf: "zero-click-search",
    }),
    editorPath("glossary-term", "zero-click-search"),
  );
  expect(getFixedT("fr", "glossary")("terms.zero-click-search.term" as "title")).toBe("Recherche zéro clic");
  const entries = await prisma.contentEntry.findMany({ where: { kind: "glossary-term", key: "zero-click-search" } });
  expect(entries.map((entry) => entry.language).sort()).toEqual(["en", "fr"]);

  // Errors keep what was typed: a term translated already, a translation of the same language, empty fields.
  for (const [fields, errors] of [
    [
      { lang: "fr", term: "Encore", definition: "Encore.", translationOf: "zero-click-search" },
      { translationOf: "alreadyTranslated" },
    ],
    [
      { lang: "fr", term: "Même langue", definition: "Non.", translationOf: "cpc" },
      { translationOf: "alreadyTranslated" },
    ],
    [
      { lang: "en", term: "", definition: "", translationOf: "not a key!" },
      {
        term: "required",
        definition: "required",
        translationOf: "translationInvalid",
      },
    ],
  ] as const) {
    const { data, status } = actionData<{ values: Record<string, string>; errors: Record<string, string> }>(
      await createTerm(cookie, fields),
    );
    expect(status).toBe(400);
    expect(data.errors).toEqual(errors);
    expect(data.values).toMatchObject(fields);
  }
});

test("a term of a collection can be deleted from its editor; its other language stays", async () => {
  const { cookie } = await signedInCookie("staff");
  const editor = await openEditor(cookie, "glossary-term", "cpm", "en");
  const remove = (version: number) =>
    settle(() =>
      editAction({
        request: postForm(
          editorPath("glossary-term", "cpm", "en"),
          [
            ["intent", "delete"],
            ["version", String(version)],
          ],
          { Cookie: cookie },
        ),
        params: { kind: "glossary-term", key: "cpm" },
        context,
      }),
    );
  expectRedirect(await remove(editor.entry.version + 5), editorPath("glossary-term", "cpm", "en"));
  expectRedirect(await remove(editor.entry.version), "/admin/content");
  expect(siteContent.keys("glossary-term", "en")).not.toContain("cpm");
  expect(siteContent.keys("glossary-term", "fr")).toContain("cpm");
  // A page's entry cannot be deleted.
  const page = await settle(() =>
    editAction({
      request: postForm(
        editorPath("page", "legal"),
        [
          ["intent", "delete"],
          ["version", "1"],
        ],
        { Cookie: cookie },
      ),
      params: { kind: "page", key: "legal" },
      context,
    }),
  );
  expect((page as Response).status).toBe(404);
});

test("staff write a new case study in the generic editor: its key is its company's slug, and the page lists it", async () => {
  const { cookie } = await signedInCookie("staff");
  const editor = await openEditor(cookie, "case-study", "new");
  expect(editor.entry.version).toBe(0);
  const names = entriesOf(editor.fields).map(([name]) => name);
  expect(names).toEqual(expect.arrayContaining(["p0.company", "p0.title", "p0.metrics.first.value"]));
  expect(entriesOf(editor.fields).every(([, value]) => value === "")).toBe(true);

  const unnamed = await postEditor(cookie, "case-study", "new", {
    intent: "publish",
    changes: { "p0.title": "Sans nom" },
  });
  const refused = actionData(unnamed).data as { errors: Record<string, string>; fields: ContentField[] };
  expect(refused.errors).toEqual({ "p0.company": "required" });
  expect(entriesOf(refused.fields)).toContainEqual(["p0.title", "Sans nom"]);

  const answer = await postEditor(cookie, "case-study", "new", {
    intent: "publish",
    changes: {
      "p0.company": "Garage Côté & Fils",
      "p0.sector": "Mécanique · Lévis",
      "p0.title": "Des rendez-vous en ligne",
      "p0.description": "Réservations en ligne et fiche Google revue.",
      "p0.metrics.first.value": "+40 %",
      "p0.metrics.first.label": "de rendez-vous",
      "p0.metrics.second.value": "2x",
      "p0.metrics.second.label": "d'appels",
    },
  });
  expectRedirect(answer, editorPath("case-study", "garage-cote-fils"));
  const { loader: caseStudiesLoader } = await import("../case-studies");
  const page = caseStudiesLoader({ request: getRequest("/etudes-de-cas"), params: {}, context });
  expect(page.caseIds.at(-1)).toBe("garage-cote-fils");
  expect((getFixedT("fr", "case-studies") as (key: string) => string)("cases.garage-cote-fils.company")).toBe(
    "Garage Côté & Fils",
  );
  // Not written in English: not listed there.
  const english = caseStudiesLoader({ request: getRequest("/en/case-studies"), params: {}, context });
  expect(english.caseIds).not.toContain("garage-cote-fils");
});
