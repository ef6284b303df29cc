import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Staff change the agency's phone at /admin/settings and every visitor sees it at once, on
// the cached home page and on the English contact page (docs/decisions/051); then they put
// it back, with the form (JavaScript) or by restoring the earlier version (without). The two
// tests change the same settings: one after the other.

const admin = locale("fr", "admin");
const common = locale("fr", "common");
const settings = admin.settings;

test.describe.configure({ mode: "serial" });

/** What an anonymous visitor gets: the home page's footer and the English contact page's coordinates. */
async function expectPhoneShown(request: APIRequestContext, page: Page, phone: string) {
  const href = `tel:${phone.startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
  await expect.poll(async () => (await request.get("/")).text()).toContain(`href="${href}"`);
  const home = await (await request.get("/")).text();
  expect(home).toContain(`>${phone}</a>`);
  await page.goto("/en/contact");
  await expect(page.getByTestId("site-footer").getByRole("link", { name: phone })).toHaveAttribute("href", href);
  await expect(page.getByRole("region", { name: locale("en", "contact").coordinates.title })).toContainText(phone);
}

/** A setting's input, by its exact label ("Ville" is also in "Villes des pages locales"). */
const field = (page: Page, key: keyof typeof settings.fields) => page.getByLabel(settings.fields[key], { exact: true });

async function openSettings(page: Page) {
  await page.goto("/admin");
  await page.getByTestId("admin-nav").getByRole("link", { name: common.backOffice.settings }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.title);
}

async function publishPhone(page: Page, phone: string) {
  await field(page, "phone").fill(phone);
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByTestId("toast")).toContainText(settings.saved);
  await expect(field(page, "phone")).toHaveValue(phone);
}

/** A refused phone: its error under the field, every typed value still there, nothing published. */
async function refusePhone(page: Page) {
  const city = field(page, "city");
  const typedCity = `${await city.inputValue()} (centre)`;
  await city.fill(typedCity);
  await field(page, "phone").fill("appelez-nous");
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByText(settings.errors.phone)).toBeVisible();
  await expect(field(page, "phone")).toHaveValue("appelez-nous");
  await expect(field(page, "phone")).toHaveAttribute("aria-invalid", "true");
  await expect(city).toHaveValue(typedCity);
}

const newPhone = () => `+1 418 555-${String(1000 + Math.floor(Math.random() * 9000))}`;

test("staff change the phone and every page shows it at once; then they put it back (JavaScript)", async ({
  page,
  context,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(context, { role: "staff" });
  await openSettings(page);
  const phone = field(page, "phone");
  const original = await phone.inputValue();
  await refusePhone(page);
  await page.reload();

  const changed = newPhone();
  await publishPhone(page, changed);
  await expect(page.getByTestId("settings-history").getByRole("listitem").first()).toContainText(settings.fields.phone);
  await expectPhoneShown(request, page, changed);

  await openSettings(page);
  await publishPhone(page, original);
  await expectPhoneShown(request, page, original);
  expect(pageErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff change the phone, see it on the site, then restore the earlier version", async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, { role: "staff" });
    await openSettings(page);
    const original = await field(page, "phone").inputValue();
    await refusePhone(page);

    await openSettings(page);
    const changed = newPhone();
    await publishPhone(page, changed);
    await expectPhoneShown(request, page, changed);

    await openSettings(page);
    const history = page.getByTestId("settings-history").getByRole("listitem");
    await expect(history.first()).toContainText(settings.history.current);
    // The version before this change: the second of the list, newest first.
    await history.nth(1).getByRole("button", { name: settings.history.restore }).click();
    await expect(page.getByTestId("toast")).toContainText(settings.restored);
    await expect(field(page, "phone")).toHaveValue(original);
    await expectPhoneShown(request, page, original);
  });
});
