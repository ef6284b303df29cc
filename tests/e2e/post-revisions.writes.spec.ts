import { expect, test, type Browser, type Page } from "@playwright/test";
import { createPost, deletePosts, signIn } from "./fixtures";
import { locale } from "./locales";

// A post's revisions in the browser (docs/decisions/051): two staff edit the same post,
// the second save is refused with who saved and what was typed kept; saving again, told,
// replaces; an earlier version is restored from the history. With and without JavaScript.

const admin = locale("fr", "admin");

/** A page that does not hydrate as rendered is drawn again by React, dropping what was typed. */
const pageErrors: string[] = [];

async function staffPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const user = await signIn(context, { role: "staff" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { page, user };
}

const titleField = (page: Page) => page.getByLabel(admin.posts.fields.title, { exact: true });

async function saveTitle(page: Page, title: string) {
  await titleField(page).fill(title);
  await page.getByLabel(admin.posts.fields.excerpt).fill(`Extrait de ${title}`);
  await page.getByRole("button", { name: admin.posts.save }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test(`two staff edit one post: the second save is refused and kept, the history restores (JavaScript: ${javaScriptEnabled})`, async ({
    browser,
  }) => {
    const post = await createPost({ lang: "fr", content: "<p>Le texte de départ.</p>" });
    try {
      const alice = await staffPage(browser, javaScriptEnabled);
      const bob = await staffPage(browser, javaScriptEnabled);
      const editor = `/admin/posts/${post.id}`;
      await alice.page.goto(editor);
      await bob.page.goto(editor);
      await expect(alice.page.getByTestId("post-history")).toContainText(admin.posts.history.empty);

      await saveTitle(alice.page, "Le titre d’Alice");
      await expect(alice.page.getByRole("heading", { level: 1 })).toHaveText("Le titre d’Alice");

      await saveTitle(bob.page, "Le titre de Bob");
      const conflict = bob.page.getByTestId("post-conflict");
      await expect(conflict.getByRole("alert")).toContainText(admin.posts.conflict.title);
      await expect(conflict).toContainText(alice.user.email);
      await expect(titleField(bob.page)).toHaveValue("Le titre de Bob");
      await expect(bob.page.getByLabel(admin.posts.fields.excerpt)).toHaveValue("Extrait de Le titre de Bob");
      expect(await (await bob.page.request.get(`/blog/${post.slug}`)).text()).toContain("Le titre d’Alice");

      // Told, Bob saves again: his text replaces Alice's, which stays in the history.
      await bob.page.getByRole("button", { name: admin.posts.save }).click();
      await expect(bob.page.getByRole("heading", { level: 1 })).toHaveText("Le titre de Bob");
      const revisions = bob.page.getByTestId("post-revision");
      await expect(revisions).toHaveCount(3);
      await expect(revisions.first()).toContainText(bob.user.email);
      await expect(revisions.nth(1)).toContainText(alice.user.email);
      await expect(revisions.nth(1)).toContainText(
        `${admin.posts.history.fields.title}, ${admin.posts.history.fields.excerpt}`,
      );

      await bob.page.getByRole("button", { name: admin.posts.history.restore.replace("{{version}}", "2") }).click();
      await expect(bob.page.getByRole("heading", { level: 1 })).toHaveText("Le titre d’Alice");
      await expect(titleField(bob.page)).toHaveValue("Le titre d’Alice");
      await expect(revisions).toHaveCount(4);
      await bob.page.goto(`/blog/${post.slug}`);
      await expect(bob.page.getByRole("heading", { level: 1 })).toHaveText("Le titre d’Alice");
      expect(pageErrors).toEqual([]);
    } finally {
      await deletePosts([post]);
    }
  });
}
