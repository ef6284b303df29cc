import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, signIn } from "./fixtures";
import { locale } from "./locales";

// The generic content editor (docs/decisions/051) in a browser: with JavaScript (live
// length counters, a draft then its publication) and without (a list item added through
// the empty item at the end). Each test puts the texts back as seeded, by restoring the
// first revision and publishing it, so the public pages read as other tests expect.

const admin = locale("fr", "admin");
const adminEn = locale("en", "admin");

// Several saves and page loads each, on a production build shared with the other tests.
test.describe.configure({ timeout: 90_000 });

/** Restores the entry's first revision and publishes it: the page as seeded. */
async function putBack(page: Page, editor: string, texts = admin) {
  await page.goto(editor);
  await page
    .locator('[data-revision="1"]')
    .getByRole("button", { name: new RegExp(`^${texts.content.history.restore}`) })
    .click();
  await expect(page.getByTestId("draft-waits")).toBeVisible();
  await page.getByRole("button", { name: texts.content.publish, exact: true }).click();
  await expect(page.getByTestId("draft-waits")).toHaveCount(0);
}

test("staff find a service in the list, count a title's length as they type, save a draft, then publish it", async ({
  page,
  context,
}) => {
  await signIn(context, { role: "staff" });
  await gotoHydrated(page, "/admin/content");
  const row = page.locator('[data-content-row="service/content"]');
  await expect(row).toContainText("Création de contenu");
  await row.getByRole("link", { name: "Création de contenu", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/service\/content\?lang=fr$/);
  const editor = new URL(page.url()).pathname + new URL(page.url()).search;

  const title = page.getByLabel(`${admin.content.fieldNames.metaFields} · ${admin.content.fieldNames.title}`, {
    exact: true,
  });
  const counter = page.locator(`[id="content-p0.meta.title-limit"]`).getByTestId("length-counter");
  await title.fill("T".repeat(61));
  await expect(counter).toHaveText(/61/);
  await expect(counter).toHaveClass(/text-red-700/);
  await title.fill("Création de contenu");
  await expect(counter).not.toHaveClass(/text-red-700/);

  const answer = page.getByLabel(`${admin.content.fieldNames.faqs} 1 · ${admin.content.fieldNames.answer}`, {
    exact: true,
  });
  const written = "Les rédacteurs de notre équipe, à Québec, après une entrevue avec vous.";
  await answer.fill(written);
  await page.getByRole("button", { name: admin.content.saveDraft, exact: true }).click();
  await expect(page.getByTestId("draft-waits")).toBeVisible();
  await expect(page.getByTestId("preview-link")).toHaveAttribute("href", /^\/services\/creation-de-contenu\?preview=/);

  await page.goto("/services/creation-de-contenu");
  await expect(page.getByText(written)).toHaveCount(0);

  await page.goto(editor);
  await page.getByRole("button", { name: admin.content.publish, exact: true }).click();
  await expect(page.getByTestId("draft-waits")).toHaveCount(0);
  await page.goto("/services/creation-de-contenu");
  await expect(page.getByText(written)).toHaveCount(1);

  await putBack(page, editor);
  await page.goto("/services/creation-de-contenu");
  await expect(page.getByText(written)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff add a FAQ to a service's English page through the empty item, and see errors keep their text", async ({
    page,
    context,
  }) => {
    await signIn(context, { role: "staff" });
    const editor = "/en/admin/content/service/ads?lang=en";
    await page.goto(editor);
    const faqs = page.locator("fieldset[data-list]", {
      has: page.locator(`legend:text-is("${adminEn.content.fieldNames.faqs}")`),
    });
    const items = await faqs.locator(":scope > div > fieldset").count();
    const label = (field: "question" | "answer") =>
      `${adminEn.content.fieldNames.faqs} ${items} · ${adminEn.content.fieldNames[field]}`;
    // The limits are said as text where no counter runs.
    await expect(page.locator(`[id="content-p0.meta.title-limit"]`)).toContainText("60");

    await page.getByLabel(label("question"), { exact: true }).fill("Do you work outside Quebec City?");
    await page.getByRole("button", { name: adminEn.content.publish, exact: true }).click();
    await expect(page.getByTestId("editor-refused")).toHaveText(adminEn.content.errorSummary);
    await expect(page.getByLabel(label("question"), { exact: true })).toHaveValue("Do you work outside Quebec City?");
    await expect(page.getByText(adminEn.content.errors.required)).toHaveCount(1);

    await page.getByLabel(label("answer"), { exact: true }).fill("Yes: anywhere in Quebec, in French and English.");
    await page.getByRole("button", { name: adminEn.content.publish, exact: true }).click();
    await expect(page.getByText(adminEn.content.savedPublished)).toBeVisible();
    await page.goto("/en/services/google-meta-ads");
    await expect(page.getByText("Do you work outside Quebec City?")).toHaveCount(1);

    await putBack(page, editor, adminEn);
    await page.goto("/en/services/google-meta-ads");
    await expect(page.getByText("Do you work outside Quebec City?")).toHaveCount(0);
  });
});
