import type { SubmissionResult } from "@conform-to/react";
import { afterEach, expect, test, vi } from "vitest";
import { getToast } from "~/platform/toast.server";
import { prisma } from "~/platform/db.server";
import en from "../../locales/en/free-audit.json";
import fr from "../../locales/fr/free-audit.json";
import {
  actionData,
  cookieHeader,
  loadContext,
  postForm,
  solvedBotToken,
  whileLeadsAreRefused,
} from "../../tests/vitest/factories";
import { action } from "./free-audit";

type Answer = { result: SubmissionResult<string[]>; sent?: true };

let ipCounter = 0;
async function post(entries: Array<[string, string]>, path = "/audit-gratuit") {
  ipCounter += 1;
  return action({
    request: postForm(path, entries),
    params: {},
    context: loadContext({ clientIp: `203.0.113.${ipCounter}` }),
  });
}

const request: Array<[string, string]> = [
  ["website", "garage-roy.ca"],
  ["email", "marc@garage-roy.ca"],
  ["name", "Marc Roy"],
  ["fax", ""],
];

afterEach(async () => {
  await prisma.lead.deleteMany();
});

test("without script: stored unverified with exactly its fields, then the page again with the success toast", async () => {
  const response = (await post(request)) as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/audit-gratuit");
  const { toast } = await getToast(
    new Request("http://localhost/audit-gratuit", {
      headers: { Cookie: cookieHeader(response.headers.get("Set-Cookie") ?? "") },
    }),
  );
  expect(toast).toMatchObject({
    title: fr.toast.success.title,
    description: fr.toast.success.description,
    variant: "success",
  });
  const leads = await prisma.lead.findMany();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    type: "audit",
    website: "https://garage-roy.ca",
    email: "marc@garage-roy.ca",
    name: "Marc Roy",
    phone: null,
    company: null,
    services: null,
    objective: null,
    budget: null,
    deadline: null,
    message: null,
    locale: "fr",
    sourcePage: "/audit-gratuit",
    verification: "unverified",
  });
});

test("with script, in English: verified, and an answer that empties the form", async () => {
  const { data, status } = actionData<Answer>(
    await post([...request, ["recaptchaToken", await solvedBotToken("freeAuditForm")]], "/en/free-audit"),
  );
  expect(status).toBe(200);
  expect(data.sent).toBe(true);
  expect(data.result.initialValue).toBeNull();
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({ locale: "en", verification: "verified" });
  expect(en.toast.success.description).toContain("48");
});

test("a token for another form's action is kept, flagged failed", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await post([...request, ["recaptchaToken", await solvedBotToken("contactForm")]]);
  expect((await prisma.lead.findFirstOrThrow()).verification).toBe("failed");
});

test("every field is required; the typed values come back", async () => {
  const { data, status } = actionData<Answer>(await post([["website", "garage-roy.ca"]]));
  expect(status).toBe(400);
  expect(data.result.error).toEqual({ email: ["required"], name: ["required"] });
  expect(data.result.initialValue).toEqual({ website: "garage-roy.ca" });
  expect(await prisma.lead.count()).toBe(0);
});

test("the honeypot: the same answer as a success, nothing stored", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const response = (await post(request.map(([name, value]) => [name, name === "fax" ? "x" : value]))) as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/audit-gratuit");
  expect(await prisma.lead.count()).toBe(0);
});

test("with script but no token, or the database and the lead spool failing: the error and the values back", async () => {
  const missing = actionData<Answer>(await post([...request, ["recaptchaToken", ""]]));
  expect(missing.data.result.error?.[""]).toEqual(["verificationMissing"]);

  vi.spyOn(console, "error").mockImplementation(() => {});
  await whileLeadsAreRefused(async () => {
    const failed = actionData<Answer>(await post(request));
    expect(failed.status).toBe(503);
    expect(failed.data.result.error?.[""]).toEqual(["storeFailed"]);
    expect(failed.data.result.initialValue).toMatchObject({ email: "marc@garage-roy.ca" });
  });
});
