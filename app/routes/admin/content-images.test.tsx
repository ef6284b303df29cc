import type { LoaderFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, expect, test, vi } from "vitest";
import type { ContentField } from "~/content/content-form";
import { siteContent } from "~/content/site-content.server";
import { serverTexts } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { TextsProvider } from "~/utils/translation";
import { actionData, getRequest, loadContext, settle, signedInCookie } from "../../../tests/vitest/factories";
import AboutPage, { loader as aboutLoader } from "../about";
import CaseStudiesPage, { loader as caseStudiesLoader } from "../case-studies";
import { action as editAction, loader as editLoader } from "./content-entry";

// An entry's image (docs/decisions/051): a case study's logo, a team member's photo, uploaded
// with the editor's form to the staff member's media, its alt text required; the public page
// shows it in place of the drawn mark or the initials.

const context = loadContext();
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  await siteContent.load();
});

const editorPath = (kind: string, key: string) => `/admin/content/${kind}/${key}?lang=fr`;

/** The form's texts as a browser posts them, the image's address and alt text included. */
function entriesOf(fields: ContentField[]): Array<[string, string]> {
  return fields.flatMap((field): Array<[string, string]> => {
    if (field.type === "text") return [[field.name, field.value]];
    if (field.type === "image")
      return [
        [field.name, field.url],
        [field.altName, field.alt],
      ];
    return entriesOf(field.type === "group" ? field.children : field.items);
  });
}

/** Posts the editor's form as loaded, multipart, with `changes` and, if given, a file in the image's input. */
async function postWithImage(
  cookie: string,
  kind: string,
  key: string,
  { changes = {}, file }: { changes?: Record<string, string>; file?: File } = {},
) {
  const request = getRequest(editorPath(kind, key), cookie);
  const editor = (await editLoader({ request, params: { kind, key }, context })).data;
  const body = new FormData();
  body.append("version", String(editor.entry.version));
  for (const [name, value] of entriesOf(editor.fields)) body.append(name, changes[name] ?? value);
  for (const [name, value] of Object.entries(changes)) if (!body.has(name)) body.append(name, value);
  if (file) body.append(kind === "team-member" ? "p0.photo.file" : "p0.logo.file", file);
  body.append("intent", "publish");
  const post = new Request(`http://localhost${editorPath(kind, key)}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie },
  });
  return settle(() => editAction({ request: post, params: { kind, key }, context }));
}

type Refusal = { errors: Record<string, string>; fields: ContentField[] };
const refusalOf = (answer: unknown) => actionData<Refusal>(answer);
const valueOf = (fields: ContentField[], name: string) => entriesOf(fields).find(([each]) => each === name)?.[1];

async function published(kind: string, key: string) {
  const entry = await prisma.contentEntry.findFirstOrThrow({ where: { kind, key, language: "fr" } });
  return JSON.parse(entry.published) as Record<string, Record<string, unknown>>;
}

/** A public page rendered on the server as a visitor gets it, from its loader's data. */
function render(id: string, path: string, Page: ComponentType, loader: (args: LoaderFunctionArgs) => unknown) {
  const { error } = console;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) error(...args);
  });
  const Stub = createRemixStub([{ id, path, Component: Page }]);
  const loaderData = loader({ request: new Request(`http://localhost${path}`), params: {}, context });
  return renderToString(
    <TextsProvider source={serverTexts}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { [id]: loaderData } }} />
    </TextsProvider>,
  );
}
const caseStudiesPage = () => render("case-studies", "/etudes-de-cas", CaseStudiesPage, caseStudiesLoader);

test("a case study's logo: uploaded with its alt text, stored in the media, shown by the page; removed, the drawn mark returns", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const editor = (
    await editLoader({
      request: getRequest(editorPath("case-study", "bakery"), cookie),
      params: { kind: "case-study", key: "bakery" },
      context,
    })
  ).data;
  expect(editor.fields[0]?.type === "group" && editor.fields[0].children.at(-1)).toMatchObject({
    type: "image",
    name: "p0.logo",
    url: "",
    altName: "p0.logoAlt",
  });
  expect(caseStudiesPage()).not.toContain("/media-files/");

  const logo = new File([png], "fournil.png", { type: "image/png" });
  const answer = await postWithImage(cookie, "case-study", "bakery", {
    file: logo,
    changes: { "p0.logoAlt": "Logo du Fournil de Limoilou" },
  });
  expect((answer as Response).status).toBe(303);
  const document = (await published("case-study", "bakery"))["case-studies:cases.bakery"];
  expect(document?.logo).toMatch(new RegExp(`^/media-files/${user.id}/[0-9a-f-]{36}\\.png$`));
  expect(document?.logoAlt).toBe("Logo du Fournil de Limoilou");
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);
  const url = String(document?.logo);
  expect(caseStudiesPage()).toContain(`<img src="${url}" alt="Logo du Fournil de Limoilou"`);

  // English has no logo of its own: its page shows the French one, which its editor names.
  const english = (
    await editLoader({
      request: getRequest("/admin/content/case-study/bakery?lang=en", cookie),
      params: { kind: "case-study", key: "bakery" },
      context,
    })
  ).data;
  expect(english.fields[0]?.type === "group" && english.fields[0].children.at(-1)).toMatchObject({
    url: "",
    frenchUrl: url,
    frenchAlt: "Logo du Fournil de Limoilou",
  });
  expect(render("case-studies", "/en/case-studies", CaseStudiesPage, caseStudiesLoader)).toContain(`src="${url}"`);

  // Saved again without a file: the logo stays.
  expect(((await postWithImage(cookie, "case-study", "bakery")) as Response).status).toBe(303);
  expect((await published("case-study", "bakery"))["case-studies:cases.bakery"]?.logo).toBe(url);

  const removed = await postWithImage(cookie, "case-study", "bakery", { changes: { "p0.logo.remove": "1" } });
  expect((removed as Response).status).toBe(303);
  const after = (await published("case-study", "bakery"))["case-studies:cases.bakery"];
  expect(after).not.toHaveProperty("logo");
  expect(after).not.toHaveProperty("logoAlt");
  expect(after?.company).toBe("Le Fournil de Limoilou");
  const page = caseStudiesPage();
  expect(page).not.toContain(url);
  expect(page).toMatch(/<svg[^>]*data-testid="case-logo"/);
});

test("an image without alt text is refused on its field, every typed value kept, the uploaded file with them", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const logo = new File([png], "logo.png", { type: "image/png" });
  const answer = await postWithImage(cookie, "case-study", "renovation", {
    file: logo,
    changes: { "p0.title": "Un titre tapé" },
  });
  const refused = refusalOf(answer);
  expect(refused.status).toBe(400);
  expect(refused.data.errors).toEqual({ "p0.logoAlt": "altRequired" });
  expect(valueOf(refused.data.fields, "p0.title")).toBe("Un titre tapé");
  // The file is kept for the next try: its address comes back in the form.
  expect(valueOf(refused.data.fields, "p0.logo")).toMatch(new RegExp(`^/media-files/${user.id}/`));
  expect((await published("case-study", "renovation"))["case-studies:cases.renovation"]).not.toHaveProperty("logo");

  // An address that is not the site's own media is refused too.
  const elsewhere = refusalOf(
    await postWithImage(cookie, "case-study", "renovation", {
      changes: { "p0.logo": "https://ailleurs.example/logo.png", "p0.logoAlt": "Logo" },
    }),
  );
  expect(elsewhere.data.errors).toEqual({ "p0.logo": "imageInvalid" });
});

test("a file that is not an image is refused and removed from the media; the texts typed come back", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const text = new File(["pas une image"], "notes.txt", { type: "text/plain" });
  const refused = refusalOf(
    await postWithImage(cookie, "case-study", "clinic", {
      file: text,
      changes: { "p0.logoAlt": "Logo de la clinique", "p0.sector": "Secteur tapé" },
    }),
  );
  expect(refused.status).toBe(400);
  expect(refused.data.errors).toEqual({ "p0.logo": "notImage" });
  expect(valueOf(refused.data.fields, "p0.logoAlt")).toBe("Logo de la clinique");
  expect(valueOf(refused.data.fields, "p0.sector")).toBe("Secteur tapé");
  expect(valueOf(refused.data.fields, "p0.logo")).toBe("");
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
});

test("a team member's photo shows on the about page with its alt text, in place of the initials", async () => {
  const { cookie } = await signedInCookie("staff");
  const [key] = siteContent.keys("team-member", "fr");
  expect(key).toBeDefined();
  const photo = new File([png], "camille.jpg", { type: "image/jpeg" });
  const answer = await postWithImage(cookie, "team-member", String(key), {
    file: photo,
    changes: { "p0.photoAlt": "Camille Tremblay, souriante" },
  });
  expect((answer as Response).status).toBe(303);
  const url = String((await published("team-member", String(key)))[`about:team.members.${key}`]?.photo);
  expect(url).toMatch(/^\/media-files\/.+\.jpg$/);
  const page = render("about", "/a-propos", AboutPage, aboutLoader);
  expect(page).toContain(`<img src="${url}" alt="Camille Tremblay, souriante"`);
  // The other members keep their initials.
  expect(page.match(/<span aria-hidden="true" data-testid="avatar"/g)?.length).toBe(
    siteContent.keys("team-member", "fr").length - 1,
  );
});
