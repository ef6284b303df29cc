import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { loader as blogPostLoader } from "../blog-post";
import { loader as rssLoader } from "../resources/blog-rss";
import { action as editAction, loader as editLoader } from "./post";
import { action as deleteAction, loader as deleteLoader } from "./post-delete";
import { action as newAction, loader as newLoader } from "./post-new";
import { loader as previewLoader } from "./post-preview";
import { loader as listLoader } from "./posts";

const context = loadContext();

type Fields = Record<string, string>;

function postFields(path: string, cookie: string, fields: Fields) {
  return postForm(path, Object.entries(fields), { Cookie: cookie });
}

const valid = (slug: string): Fields => ({
  title: `Un titre ${slug}`,
  slug,
  excerpt: "Un extrait.",
  content: "<p>Du contenu.</p>",
  publication: "now",
});

async function create(cookie: string, fields: Fields, formKey = crypto.randomUUID(), path = "/admin/posts/new") {
  return settle(() => newAction({ request: postFields(path, cookie, { formKey, ...fields }), params: {}, context }));
}

/** A save from the editor's form as it is now (made from the post's current version). */
async function edit(cookie: string, id: string, fields: Fields) {
  const { version } = await prisma.post.findUniqueOrThrow({ where: { id }, select: { version: true } });
  return settle(() =>
    editAction({
      request: postFields(`/admin/posts/${id}`, cookie, { version: String(version), ...fields }),
      params: { postId: id },
      context,
    }),
  );
}

function postIdOf(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const location = (answer as Response).headers.get("Location") ?? "";
  expect((answer as Response).status).toBe(303);
  return location.split("/").pop() ?? "";
}

async function publicPage(slug: string, language: "fr" | "en" = "fr") {
  const path = language === "fr" ? `/blog/${slug}` : `/en/blog/${slug}`;
  return settle(() => blogPostLoader({ request: getRequest(path), params: { slug }, context }));
}

function fieldErrors(answer: unknown) {
  const { data, status } = actionData<{ result: { error?: Record<string, string[]>; initialValue?: Fields } }>(answer);
  return { status, error: data.result.error, initialValue: data.result.initialValue };
}

test("visitors and clients get 404 on every posts page and action; nothing is written", async () => {
  const { cookie: staff } = await signedInCookie("staff");
  const id = postIdOf(await create(staff, valid("a-garder")));
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    const params = { postId: id };
    const form = (path: string) => postForm(path, Object.entries(valid("pirate")), cookie ? { Cookie: cookie } : {});
    const answers = [
      await settle(() => listLoader({ request: getRequest("/admin/posts", cookie), params: {}, context })),
      await settle(() => listLoader({ request: getRequest("/en/admin/posts", cookie), params: {}, context })),
      await settle(() => newLoader({ request: getRequest("/admin/posts/new", cookie), params: {}, context })),
      await settle(() => newAction({ request: form("/admin/posts/new"), params: {}, context })),
      await settle(() => editLoader({ request: getRequest(`/admin/posts/${id}`, cookie), params, context })),
      await settle(() => editAction({ request: form(`/admin/posts/${id}`), params, context })),
      await settle(() => deleteLoader({ request: getRequest(`/admin/posts/${id}/delete`, cookie), params, context })),
      await settle(() => deleteAction({ request: form(`/admin/posts/${id}/delete`), params, context })),
      await settle(() => previewLoader({ request: getRequest(`/admin/posts/${id}/preview`, cookie), params, context })),
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ slug: "a-garder" });
  expect(await prisma.post.count({ where: { slug: "pirate" } })).toBe(0);
});

test("create, publish, edit, rename (old address 301), unpublish, delete", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const id = postIdOf(await create(cookie, valid("premier-article")));
  const page = await publicPage("premier-article");
  expect(actionData<{ post: { title: string; readTime: number } }>(page).data.post).toMatchObject({
    title: "Un titre premier-article",
    readTime: 1,
  });
  const feed = (await settle(() =>
    rssLoader({ request: getRequest("/blog/rss.xml"), params: {}, context }),
  )) as Response;
  expect(await feed.text()).toContain("/blog/premier-article");

  const list = await listLoader({ request: getRequest("/admin/posts?q=premier", cookie), params: {}, context });
  expect(list.data.posts).toEqual([
    expect.objectContaining({ id, status: "published", lang: "fr", editor: user.email, translation: null }),
  ]);
  // In any case, on either engine (SQLite's LIKE folds ASCII case; PostgreSQL is asked to).
  const shouted = await listLoader({ request: getRequest("/admin/posts?q=PREMIER", cookie), params: {}, context });
  expect(shouted.data.posts.map((post) => post.id)).toEqual([id]);

  // Renamed while published: the old address moves for good to the new one.
  postIdOf(await edit(cookie, id, { ...valid("article-renomme"), title: "Titre modifié" }));
  const moved = (await publicPage("premier-article")) as Response;
  expect(moved.status).toBe(301);
  expect(moved.headers.get("Location")).toBe("/blog/article-renomme");
  expect(actionData<{ post: { title: string } }>(await publicPage("article-renomme")).data.post.title).toBe(
    "Titre modifié",
  );

  // Back to a draft: no public address, the old one neither.
  postIdOf(await edit(cookie, id, { ...valid("article-renomme"), publication: "draft" }));
  expect(((await publicPage("article-renomme")) as Response).status).toBe(404);
  expect(((await publicPage("premier-article")) as Response).status).toBe(404);
  const preview = await previewLoader({
    request: getRequest(`/admin/posts/${id}/preview`, cookie),
    params: { postId: id },
    context,
  });
  expect(preview.data.post.title).toBe("Un titre article-renomme");

  postIdOf(await edit(cookie, id, valid("article-renomme")));
  const deleted = (await settle(() =>
    deleteAction({ request: postFields(`/admin/posts/${id}/delete`, cookie, {}), params: { postId: id }, context }),
  )) as Response;
  expect(deleted.status).toBe(303);
  expect(deleted.headers.get("Location")).toBe("/admin/posts");
  expect(((await publicPage("article-renomme")) as Response).status).toBe(404);
  expect(((await publicPage("premier-article")) as Response).status).toBe(404);
  expect(await prisma.postOldSlug.count({ where: { postId: id } })).toBe(0);
});

test("a scheduled post is stored in UTC from Québec time and is public from then on", async () => {
  const { cookie } = await signedInCookie("staff");
  const id = postIdOf(
    await create(cookie, { ...valid("plus-tard"), publication: "schedule", scheduledAt: "2099-07-01T09:30" }),
  );
  const post = await prisma.post.findUniqueOrThrow({ where: { id } });
  expect(post.publishedAt?.toISOString()).toBe("2099-07-01T13:30:00.000Z");
  expect(((await publicPage("plus-tard")) as Response).status).toBe(404);
  const list = await listLoader({ request: getRequest("/admin/posts?status=scheduled", cookie), params: {}, context });
  expect(list.data.posts.map((each) => each.id)).toEqual([id]);
  const editor = await editLoader({
    request: getRequest(`/admin/posts/${id}`, cookie),
    params: { postId: id },
    context,
  });
  expect(editor.data.values).toMatchObject({ publication: "schedule", scheduledAt: "2099-07-01T09:30" });
  // Its time comes: public (the page cache expires it then: findNextPublication).
  await prisma.post.update({ where: { id }, data: { publishedAt: new Date(Date.now() - 1000) } });
  expect(actionData<{ post: { title: string } }>(await publicPage("plus-tard")).data.post.title).toBe(
    "Un titre plus-tard",
  );
});

test("bad input: translated errors on the fields, everything typed kept, nothing saved", async () => {
  const { cookie } = await signedInCookie("staff");
  await create(cookie, valid("deja-pris"));
  const typed = {
    ...valid("deja-pris"),
    title: "  ",
    publication: "schedule",
    scheduledAt: "2026-02-30T10:00",
    content: "x".repeat(100_001),
    imageUrl: "/media-files/a/b.png",
  };
  const refused = fieldErrors(await create(cookie, typed));
  expect(refused.status).toBe(400);
  expect(refused.error).toMatchObject({
    title: ["titleRequired"],
    scheduledAt: ["dateInvalid"],
    content: ["contentTooLong"],
    imageAlt: ["coverAltRequired"],
  });
  expect(refused.initialValue).toMatchObject({ slug: "deja-pris", scheduledAt: "2026-02-30T10:00" });

  const taken = fieldErrors(await create(cookie, valid("deja-pris")));
  expect(taken.error).toEqual({ slug: ["slugTaken"] });
  expect(taken.initialValue).toMatchObject({ title: "Un titre deja-pris" });
  // Unique per language: the English blog may use it.
  postIdOf(await create(cookie, { ...valid("deja-pris"), lang: "en" }));
  expect(await prisma.post.count({ where: { slug: "deja-pris" } })).toBe(2);
  // Empty slug: made from the title.
  const id = postIdOf(await create(cookie, { ...valid(""), title: "Écrire pour le Web : 5 règles" }));
  expect((await prisma.post.findUniqueOrThrow({ where: { id } })).slug).toBe("ecrire-pour-le-web-5-regles");
});

test("a double submit of one form makes one post", async () => {
  const { cookie } = await signedInCookie("staff");
  const formKey = crypto.randomUUID();
  const [first, second] = await Promise.all([
    create(cookie, valid("une-fois"), formKey),
    create(cookie, valid("une-fois"), formKey),
  ]);
  expect(postIdOf(first)).toBe(postIdOf(second));
  expect(postIdOf(await create(cookie, valid("une-fois"), formKey))).toBe(postIdOf(first));
  expect(await prisma.post.count({ where: { slug: "une-fois" } })).toBe(1);
});

test("content is sanitized on save: no script or event handler reaches storage or the page", async () => {
  const { cookie } = await signedInCookie("staff");
  const id = postIdOf(
    await create(cookie, {
      ...valid("propre"),
      content:
        '<p>Bonjour</p><script>alert(1)</script><img src="/x.png" alt="x" onerror="alert(2)"><a href="javascript:alert(3)">lien</a>',
    }),
  );
  const stored = (await prisma.post.findUniqueOrThrow({ where: { id } })).content;
  expect(stored).toContain("<p>Bonjour</p>");
  for (const bad of ["<script", "alert(1)", "onerror", "javascript:"]) expect(stored).not.toContain(bad);
  const html = actionData<{ post: { content: string } }>(await publicPage("propre")).data.post.content;
  for (const bad of ["<script", "onerror", "javascript:"]) expect(html).not.toContain(bad);
});

test("what the rich-text editor writes (TipTap's HTML, an uploaded image) survives the allow-list", async () => {
  const { cookie } = await signedInCookie("staff");
  const parts = [
    "<h2>Titre</h2>",
    "<h3>Sous-titre</h3>",
    '<p>Un <strong>mot</strong>, <em>un autre</em> et <a href="/contact">un lien</a>.</p>',
    "<ul><li><p>un</p></li></ul>",
    "<ol><li><p>deux</p></li></ol>",
  ];
  const image = '<img src="/media-files/staff/photo.png" alt="Une photo"';
  const id = postIdOf(await create(cookie, { ...valid("riche"), content: parts.join("") + `${image}>` }));
  const stored = (await prisma.post.findUniqueOrThrow({ where: { id } })).content;
  for (const part of [...parts, image]) expect(stored).toContain(part);
});

test("translations: pairing two posts sets one translationKey; hreflang follows it", async () => {
  const { cookie } = await signedInCookie("staff");
  const french = postIdOf(await create(cookie, valid("bonjour")));
  const english = postIdOf(await create(cookie, { ...valid("hello"), lang: "en", translationId: french }));
  const [fr, en] = await Promise.all([french, english].map((id) => prisma.post.findUniqueOrThrow({ where: { id } })));
  expect(fr?.translationKey).toBeTruthy();
  expect(en?.translationKey).toBe(fr?.translationKey);
  const page = actionData<{ meta: { alternatePaths: Record<string, string> } }>(await publicPage("bonjour")).data;
  expect(page.meta.alternatePaths).toEqual({ fr: "/blog/bonjour", en: "/en/blog/hello" });
  // A translation must be in the other language.
  const wrong = fieldErrors(await edit(cookie, french, { ...valid("bonjour"), translationId: french }));
  expect(wrong.error).toEqual({ translationId: ["translationInvalid"] });
});

test("a cover is uploaded with the post to the staff member's media; its alt text is required", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const multipart = (fields: Fields, file: File) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("cover", file);
    return new Request("http://localhost/admin/posts/new", { method: "POST", body, headers: { Cookie: cookie } });
  };
  const cover = new File([png], "couverture.png", { type: "image/png" });
  const withoutAlt = await settle(() =>
    newAction({
      request: multipart({ formKey: crypto.randomUUID(), ...valid("avec-image") }, cover),
      params: {},
      context,
    }),
  );
  const refused = fieldErrors(withoutAlt);
  expect(refused.error).toEqual({ imageAlt: ["coverAltRequired"] });
  // The uploaded file is kept for the next try: its address comes back with what was typed.
  const imageUrl = refused.initialValue?.imageUrl ?? "";
  expect(imageUrl).toMatch(new RegExp(`^/media-files/${user.id}/`));
  const id = postIdOf(await create(cookie, { ...valid("avec-image"), imageUrl, imageAlt: "Une couverture" }));
  expect(await prisma.post.findUniqueOrThrow({ where: { id } })).toMatchObject({
    imageUrl,
    imageAlt: "Une couverture",
  });
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);

  const text = new File(["pas une image"], "notes.txt", { type: "text/plain" });
  const notImage = fieldErrors(
    await settle(() =>
      newAction({ request: multipart({ formKey: crypto.randomUUID(), ...valid("texte") }, text), params: {}, context }),
    ),
  );
  expect(notImage.error).toEqual({ cover: ["coverNotImage"] });
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);
});
