import { expect, test } from "vitest";
import { updateEditorPost, type EditorPost } from "~/blog/post.server";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { loader as blogPostLoader } from "../blog-post";
import { action as editAction, loader as editLoader } from "./post";
import { action as deleteAction } from "./post-delete";
import { action as newAction } from "./post-new";

// A post's revisions (docs/decisions/051): every save is one, a save made from an older
// version is refused with what was typed, an earlier revision can be restored.

const context = loadContext();

type Fields = Record<string, string>;

const valid = (slug: string): Fields => ({
  title: `Un titre ${slug}`,
  slug,
  excerpt: "Un extrait.",
  content: "<p>Du contenu.</p>",
  publication: "now",
});

function redirected(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.get("Location") ?? "";
}

async function create(cookie: string, fields: Fields) {
  const answer = await settle(() =>
    newAction({
      request: postForm("/admin/posts/new", Object.entries({ formKey: crypto.randomUUID(), ...fields }), {
        Cookie: cookie,
      }),
      params: {},
      context,
    }),
  );
  return redirected(answer).split("/").pop() ?? "";
}

/** A save of the editor's form, made from `version` (none: the field left out). */
function save(cookie: string, id: string, fields: Fields, version?: number) {
  const entries = { ...(version === undefined ? {} : { version: String(version) }), ...fields };
  return settle(() =>
    editAction({
      request: postForm(`/admin/posts/${id}`, Object.entries(entries), { Cookie: cookie }),
      params: { postId: id },
      context,
    }),
  );
}

function restore(cookie: string | undefined, id: string, revisionId: string, version: number) {
  return settle(() =>
    editAction({
      request: postForm(
        `/admin/posts/${id}?restore`,
        [
          ["revisionId", revisionId],
          ["version", String(version)],
        ],
        cookie ? { Cookie: cookie } : {},
      ),
      params: { postId: id },
      context,
    }),
  );
}

async function editorPage(cookie: string, id: string) {
  return (await editLoader({ request: getRequest(`/admin/posts/${id}`, cookie), params: { postId: id }, context }))
    .data;
}

async function revisionsOf(postId: string) {
  const revisions = await prisma.revision.findMany({ where: { postId }, orderBy: { version: "asc" } });
  return revisions.map((revision) => ({
    ...revision,
    document: JSON.parse(revision.document) as Record<string, unknown>,
    changed: JSON.parse(revision.changed) as string[],
  }));
}

test("every save is a revision: the whole text, who, which fields changed; the editor's page lists them", async () => {
  const { cookie: alice, user: alicia } = await signedInCookie("staff");
  const { cookie: bob, user: robert } = await signedInCookie("staff");
  const id = await create(alice, valid("avec-historique"));
  redirected(await save(bob, id, { ...valid("avec-historique"), title: "Nouveau titre", content: "<p>Autre.</p>" }, 1));
  redirected(
    await save(
      alice,
      id,
      { ...valid("avec-historique"), title: "Nouveau titre", content: "<p>Autre.</p>", publication: "draft" },
      2,
    ),
  );

  const revisions = await revisionsOf(id);
  expect(
    revisions.map(({ version, authorId, published, changed }) => ({ version, authorId, published, changed })),
  ).toEqual([
    {
      version: 1,
      authorId: alicia.id,
      published: true,
      changed: [
        "title",
        "slug",
        "excerpt",
        "content",
        "imageUrl",
        "imageAlt",
        "seoTitle",
        "seoDescription",
        "publishedAt",
      ],
    },
    { version: 2, authorId: robert.id, published: true, changed: ["title", "content"] },
    { version: 3, authorId: alicia.id, published: false, changed: ["publishedAt"] },
  ]);
  expect(revisions[1]?.document).toEqual({
    title: "Nouveau titre",
    slug: "avec-historique",
    excerpt: "Un extrait.",
    content: "<p>Autre.</p>",
    imageUrl: null,
    imageAlt: null,
    seoTitle: null,
    seoDescription: null,
    publishedAt: revisions[0]?.document.publishedAt,
  });

  const page = await editorPage(alice, id);
  expect(page.post.version).toBe(3);
  expect(page.revisions).toEqual([
    expect.objectContaining({ version: 3, author: alicia.email, changed: ["publishedAt"] }),
    expect.objectContaining({ version: 2, author: robert.email, changed: ["title", "content"] }),
    expect.objectContaining({ version: 1, author: alicia.email }),
  ]);
});

test("a post no editor has saved (the seed's) keeps its text as it was as revision 1 on its first save", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const seeded = await prisma.post.create({
    data: {
      title: "Un titre du-contenu-initial",
      slug: "du-contenu-initial",
      excerpt: "Un extrait.",
      content: "<p>Du contenu.</p>",
      lang: "fr",
      publishedAt: new Date("2026-01-05T12:00:00Z"),
    },
  });
  expect((await editorPage(cookie, seeded.id)).revisions).toEqual([]);
  redirected(await save(cookie, seeded.id, { ...valid("du-contenu-initial"), title: "Titre revu" }, 1));
  const [first, second] = await revisionsOf(seeded.id);
  expect(first).toMatchObject({
    version: 1,
    authorId: null,
    createdAt: seeded.updatedAt,
    document: { title: "Un titre du-contenu-initial", publishedAt: "2026-01-05T12:00:00.000Z" },
  });
  expect(second).toMatchObject({
    version: 2,
    authorId: user.id,
    changed: ["title"],
    document: { title: "Titre revu" },
  });
});

test("a save made from an older version is refused: nothing written, the text kept, who saved and when", async () => {
  const { cookie: alice, user: alicia } = await signedInCookie("staff");
  const { cookie: bob } = await signedInCookie("staff");
  const id = await create(alice, valid("deux-a-la-fois"));
  // Both open version 1; Alice saves first.
  redirected(await save(alice, id, { ...valid("deux-a-la-fois"), title: "Le titre d’Alice" }, 1));
  const refused = actionData<{
    result: { initialValue: Fields; error: Record<string, string[]> };
    conflict: { version: number; editor: string; date: string };
  }>(
    await save(
      bob,
      id,
      { ...valid("deux-a-la-fois"), title: "Le titre de Bob", content: "<p>Long texte de Bob.</p>" },
      1,
    ),
  );
  expect(refused.status).toBe(409);
  expect(refused.data.conflict).toMatchObject({ version: 2, editor: alicia.email });
  expect(refused.data.result.initialValue).toMatchObject({
    title: "Le titre de Bob",
    content: "<p>Long texte de Bob.</p>",
  });
  const stored = await prisma.post.findUniqueOrThrow({ where: { id } });
  expect(stored).toMatchObject({ title: "Le titre d’Alice", version: 2 });
  expect(refused.data.conflict.date).toBe(stored.updatedAt.toISOString());
  expect(await prisma.revision.count({ where: { postId: id } })).toBe(2);

  // A form without its version is refused the same way.
  const unversioned = actionData<{ conflict: unknown }>(await save(bob, id, valid("deux-a-la-fois")));
  expect(unversioned.status).toBe(409);
  // Told, Bob saves again from the version he was refused for: his text replaces Alice's, hers stays in the history.
  redirected(
    await save(bob, id, { ...valid("deux-a-la-fois"), title: "Le titre de Bob" }, refused.data.conflict.version),
  );
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({
    title: "Le titre de Bob",
    version: 3,
  });
});

test("two saves at once from the same version: one is written, the other refused", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const id = await create(cookie, valid("au-meme-instant"));
  const text = (title: string): EditorPost => ({
    title,
    slug: "au-meme-instant",
    excerpt: "Un extrait.",
    content: "<p>Du contenu.</p>",
    imageUrl: null,
    imageAlt: null,
    publishedAt: null,
    readTime: 1,
    translationId: null,
  });
  const outcomes = await Promise.all(
    ["Premier", "Second"].map((title) => updateEditorPost(id, text(title), { editorId: user.id, version: 1 })),
  );
  expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
  expect(await prisma.revision.count({ where: { postId: id } })).toBe(2);
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ version: 2 });
});

test("restore: an earlier revision's text becomes the current one, as a new revision, the post as public as it was", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const id = await create(cookie, valid("a-restaurer"));
  redirected(
    await save(cookie, id, { ...valid("a-restaurer-renomme"), title: "Titre raté", content: "<p>Raté.</p>" }, 1),
  );
  const [first] = await revisionsOf(id);

  expect(redirected(await restore(cookie, id, first?.id ?? "", 2))).toBe(`/admin/posts/${id}`);
  const post = await prisma.post.findUniqueOrThrow({ where: { id } });
  expect(post).toMatchObject({
    title: "Un titre a-restaurer",
    slug: "a-restaurer",
    content: "<p>Du contenu.</p>",
    version: 3,
  });
  expect(post.publishedAt).not.toBeNull();
  const latest = (await revisionsOf(id)).at(-1);
  expect(latest).toMatchObject({ version: 3, authorId: user.id, changed: ["title", "slug", "content"] });
  // Published: visitors read the restored text, and the renamed address moves back.
  const page = await settle(() =>
    blogPostLoader({ request: getRequest("/blog/a-restaurer"), params: { slug: "a-restaurer" }, context }),
  );
  expect(actionData<{ post: { title: string } }>(page).data.post.title).toBe("Un titre a-restaurer");

  // From a page shown at an older version: refused, nothing restored.
  redirected(await restore(cookie, id, first?.id ?? "", 2));
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ version: 3 });
  // Another post's revision, or none: not found.
  const other = await create(cookie, valid("un-autre"));
  const [othersRevision] = await revisionsOf(other);
  expect(((await restore(cookie, id, othersRevision?.id ?? "", 3)) as Response).status).toBe(404);
  expect(((await restore(cookie, id, "nope", 3)) as Response).status).toBe(404);
});

test("restore is refused when the revision's slug belongs to another post now", async () => {
  const { cookie } = await signedInCookie("staff");
  const id = await create(cookie, valid("slug-d-origine"));
  redirected(await save(cookie, id, valid("slug-nouveau"), 1));
  await create(cookie, valid("slug-d-origine"));
  const [first] = await revisionsOf(id);
  redirected(await restore(cookie, id, first?.id ?? "", 2));
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ slug: "slug-nouveau", version: 2 });
});

test("visitors and clients get 404 from the restore; nothing restored; deleting a post deletes its revisions", async () => {
  const { cookie: staff } = await signedInCookie("staff");
  const id = await create(staff, valid("garde-son-texte"));
  redirected(await save(staff, id, { ...valid("garde-son-texte"), title: "Deuxième" }, 1));
  const [first] = await revisionsOf(id);
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    expect(((await restore(cookie, id, first?.id ?? "", 2)) as Response).status).toBe(404);
  }
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Deuxième", version: 2 });

  redirected(
    await settle(() =>
      deleteAction({
        request: postForm(`/admin/posts/${id}/delete`, [], { Cookie: staff }),
        params: { postId: id },
        context,
      }),
    ),
  );
  expect(await prisma.revision.count({ where: { postId: id } })).toBe(0);
});
