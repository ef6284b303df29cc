import { expect, test } from "vitest";
import { getToast } from "~/platform/toast.server";
import { cookieHeader, loadContext } from "../../../tests/vitest/factories";
import en from "../../../locales/en/common.json";
import fr from "../../../locales/fr/common.json";
import { action } from "./notice";

async function submit(body: Record<string, string>) {
  const response = await action({
    request: new Request("http://localhost/resources/notice", { method: "POST", body: new URLSearchParams(body) }),
    params: {},
    context: loadContext(),
  });
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookieHeader(response.headers.get("Set-Cookie") ?? "") } }),
  );
  return { response, toast };
}

test("brings the work-in-progress toast back to the page, in that page's language", async () => {
  const { response, toast } = await submit({ notice: "wip", redirectTo: "/en/contact?x=1" });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en/contact?x=1");
  expect(response.headers.get("Set-Cookie")).toContain("HttpOnly");
  expect(toast).toMatchObject({ title: en.toast.wip.title, description: en.toast.wip.description });
});

test("the calendar notice, in French", async () => {
  const { toast } = await submit({ notice: "calendarSoon", redirectTo: "/thank-you" });
  expect(toast).toMatchObject({ title: fr.toast.calendarSoon.title, description: fr.toast.calendarSoon.description });
});

test("an unknown notice or an outside redirect falls back safely", async () => {
  const { response, toast } = await submit({ notice: "<script>", redirectTo: "//evil.example" });
  expect(response.headers.get("Location")).toBe("/");
  expect(toast?.title).toBe(fr.toast.wip.title);
});

test("a body that is not a form is refused: 415, no toast", async () => {
  const refusal = (await action({
    request: new Request("http://localhost/resources/notice", {
      method: "POST",
      body: '{"notice":"wip"}',
      headers: { "Content-Type": "application/json" },
    }),
    params: {},
    context: loadContext(),
  }).catch((error: unknown) => error)) as Response;
  expect(refusal.status).toBe(415);
  expect(refusal.headers.get("Set-Cookie")).toBeNull();
});
