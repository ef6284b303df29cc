import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Staff change the agency's phone and closing time at /admin/settings and every visitor sees
// them at once, on the cached home page and on the English contact page (docs/decisions/051);
// then they put them back, with the form (JavaScript) or by restoring the earlier version
// (without). The two tests change the same settings: one after the other.

const admin = locale("fr", "admin");
const common = locale("fr", "common");
const settings = admin.settings;

test.describe.configure({ mode: "serial" });

/** A time on the hour, "18:00", in words: "18 h" and "6 p.m.". */
const closingTime = (time: string) => {
  const hour = Number(time.slice(0, 2));
  return { fr: `${hour} h`, en: `${((hour + 11) % 12) + 1} ${hour < 12 ? "a.m." : "p.m."}` };
};

/**
 * What an anonymous visitor gets: the home page's footer (its phone and its hours) and the
 * English contact page's coordinates, hours card and footer.
 */
async function expectShown(request: APIRequestContext, page: Page, { phone, closes }: Shown) {
  const href = `tel:${phone.startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
  await expect.poll(async () => (await request.get("/")).text()).toContain(`href="${href}"`);
  const home = await (await request.get("/")).text();
  expect(home).toContain(`>${phone}</a>`);
  expect(home).toContain(`Du lundi au vendredi, de 9 h à ${closingTime(closes).fr}`);
  await page.goto("/en/contact");
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", href);
  await expect(footer).toContainText(`Monday to Friday, 9 a.m. to ${closingTime(closes).en}`);
  await expect(page.getByRole("region", { name: locale("en", "contact").coordinates.title })).toContainText(phone);
  await expect(page.getByTestId("opening-hours")).toContainText(`9 a.m. to ${closingTime(closes).en}`);
}

type Shown = { phone: string; closes: string };

/** A setting's input, by its exact label ("Ville" is also in "Villes des pages locales"). */
const field = (page: Page, key: keyof typeof settings.fields) => page.getByLabel(settings.fields[key], { exact: true });

async function openSettings(page: Page) {
  await page.goto("/admin");
  await page.getByTestId("admin-nav").getByRole("link", { name: common.backOffice.settings }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.title);
}

async function publish(page: Page, { phone, closes }: Shown) {
  await field(page, "phone").fill(phone);
  await field(page, "closes").fill(closes);
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByTestId("toast")).toContainText(settings.saved);
  await expect(field(page, "phone")).toHaveValue(phone);
  await expect(field(page, "closes")).toHaveValue(closes);
}

/** The settings this test changes, as the form shows them. */
const shownIn = async (page: Page): Promise<Shown> => ({
  phone: await field(page, "phone").inputValue(),
  closes: await field(page, "closes").inputValue(),
});

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

test("staff change the phone and the hours and every page shows them at once; then they put them back (JavaScript)", async ({
  page,
  context,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(context, { role: "staff" });
  await openSettings(page);
  const original = await shownIn(page);
  await refusePhone(page);
  await page.reload();

  const changed = { phone: newPhone(), closes: "18:00" };
  await publish(page, changed);
  const change = page.getByTestId("settings-history").getByRole("listitem").first();
  await expect(change).toContainText(settings.fields.phone);
  await expect(change).toContainText(settings.fields.closes);
  await expectShown(request, page, changed);

  await openSettings(page);
  await publish(page, original);
  await expectShown(request, page, original);
  expect(pageErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff change the phone and the hours, see them on the site, then restore the earlier version", async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, { role: "staff" });
    await openSettings(page);
    const original = await shownIn(page);
    await refusePhone(page);

    await openSettings(page);
    const changed = { phone: newPhone(), closes: "16:00" };
    await publish(page, changed);
    await expectShown(request, page, changed);

    await openSettings(page);
    const history = page.getByTestId("settings-history").getByRole("listitem");
    await expect(history.first()).toContainText(settings.history.current);
    // The version before this change: the second of the list, newest first.
    await history.nth(1).getByRole("button", { name: settings.history.restore }).click();
    await expect(page.getByTestId("toast")).toContainText(settings.restored);
    await expect(field(page, "phone")).toHaveValue(original.phone);
    await expect(field(page, "closes")).toHaveValue(original.closes);
    await expectShown(request, page, original);
  });
});
