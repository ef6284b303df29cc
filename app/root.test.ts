import { expect, test } from "vitest";
import { startSession } from "~/accounts/session.server";
import { createToastHeaders } from "~/platform/toast.server";
import { cookieHeader, createUser, loadContext } from "../tests/vitest/factories";
import en from "../locales/en/common.json";
import { loader } from "./root";

async function load(path: string, cookie?: string) {
  const result = await loader({
    request: new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
    context: loadContext(),
  });
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

test("the URL decides the language; a visitor is signed out with no toast and no consent", async () => {
  const { data } = await load("/en/contact");
  expect(data).toMatchObject({
    language: "en",
    origin: "http://localhost",
    user: null,
    toast: null,
    cookieConsent: null,
    cookieSettings: false,
    botProtection: { recaptchaSiteKey: null },
    errorTitles: {
      notFound: `${en.notFound.meta.title} | Vitrine`,
      error: `${en.error.meta.title} | Vitrine`,
      outage: `${en.outage.meta.title} | Vitrine`,
    },
  });
  expect((await load("/contact")).data.language).toBe("fr");
});

test("gives the signed-in user's e-mail and role, nothing more", async () => {
  const user = await createUser({ role: "staff" });
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  const { data } = await load("/", cookie);
  expect(data.user).toEqual({ email: user.email, role: "staff" });
});

test("reads a flash toast once and clears its cookie", async () => {
  const setCookie = (await createToastHeaders({ title: "Saved", variant: "success" })).get("Set-Cookie") ?? "";
  const { data, headers } = await load("/", cookieHeader(setCookie));
  expect(data.toast).toMatchObject({ title: "Saved", variant: "success" });
  expect(headers.get("Set-Cookie")).toMatch(/^vitrine_toast=;/);
});

test("knows the visitor's answer to the cookie banner: accepted, refused, or none", async () => {
  expect((await load("/", "cookie_consent=true")).data.cookieConsent).toBe("accepted");
  expect((await load("/", "cookie_consent=false")).data.cookieConsent).toBe("refused");
  expect((await load("/", "cookie_consent=yes")).data.cookieConsent).toBeNull();
});

test("?cookie-settings (the footer's link without JavaScript) opens the banner again", async () => {
  const { data } = await load("/contact?cookie-settings", "cookie_consent=false");
  expect(data).toMatchObject({ cookieConsent: "refused", cookieSettings: true });
});
