import { expect, test } from "@playwright/test";
import { localizePath } from "~/utils/locale";
import { createClientWithProject, deleteClient, signIn } from "./fixtures";

// A page the browser does not hydrate as the server rendered it (a text the browser lacks,
// a value computed differently) is drawn again by React, which drops what the person typed
// before that. Every screen, in both languages, for each kind of visitor.
const screens = [
  "/",
  "/services",
  "/services/seo",
  "/services/seo/quebec",
  "/etudes-de-cas",
  "/a-propos",
  "/blog",
  "/blog/guide-seo-local-pme",
  "/contact",
  "/galerie",
  "/mentions-legales",
  "/audit-gratuit",
  "/glossaire",
  "/rendez-vous",
  "/login",
  "/signup",
  "/mot-de-passe-oublie",
  "/nouveau-mot-de-passe",
  "/dashboard",
  "/media",
  "/compte",
  "/compte/supprimer",
  "/thank-you",
  "/admin",
  "/admin/leads",
  "/admin/posts",
  "/admin/posts/new",
  "/admin/clients",
  "/admin/clients/invite",
  "/admin/privacy",
  "/admin/questions",
  "/admin/settings",
  "/no-such-page",
];

for (const role of ["anonymous", "client", "staff"] as const) {
  test(`every screen hydrates without an error (${role})`, async ({ page, context }) => {
    test.setTimeout(180_000);
    if (role !== "anonymous") await signIn(context, { role });
    const paths = [...screens];
    // A client with a project, for the staff's client screens (deleted at the end).
    const client = role === "staff" ? await createClientWithProject() : null;
    if (client) {
      const projectPath = `/admin/clients/${client.id}/projects/${client.projects[0]?.id}`;
      paths.push(`/admin/clients/${client.id}`, projectPath, `${projectPath}/delete`);
    }
    if (role === "staff") {
      const list = await (await page.request.get("/admin/posts")).text();
      const postId = list.match(/\/admin\/posts\/(c[a-z0-9]{20,})/)?.[1];
      expect(postId).toBeDefined();
      paths.push(`/admin/posts/${postId}`, `/admin/posts/${postId}/delete`, `/admin/posts/${postId}/preview`);
    }
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of [...paths, ...paths.map((each) => localizePath(each, "en"))]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    }
    if (client) await deleteClient(client);
    expect(errors).toEqual([]);
  });
}
