import type { SubmissionResult } from "@conform-to/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { CONTACT_CONSENT_VERSION } from "~/privacy/consent.server";
import { actionData, loadContext, postForm, solvedBotToken, whileLeadsAreRefused } from "../../tests/vitest/factories";
import { action } from "./contact";

// The contact action against the test file's own SQLite database. Each test posts from
// its own IP, so the per-IP rate limit only bites where a test means it to.

type Rejection = { result: SubmissionResult<string[]> };

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

async function post(entries: Array<[string, string]>, { path = "/contact", ip = nextIp(), headers = {} } = {}) {
  return action({ request: postForm(path, entries, headers), params: {}, context: loadContext({ clientIp: ip }) });
}

const complete: Array<[string, string]> = [
  ["name", "Élise Gagnon"],
  ["email", "elise@boulangerie-gagnon.ca"],
  ["phone", "418 555-0199"],
  ["company", "Boulangerie Gagnon"],
  ["website", "https://boulangerie-gagnon.ca"],
  ["services", "websites"],
  ["services", "seo"],
  ["objective", "Plus de commandes en ligne"],
  ["budget", "range3"],
  ["deadline", "month"],
  ["message", "Bonjour, nous ouvrons une deuxième succursale."],
  ["consent", "on"],
  ["fax", ""],
];

afterEach(async () => {
  await prisma.lead.deleteMany();
});

describe("a valid contact lead", () => {
  test("without script (no token): stored with exactly its fields, flagged unverified; then /thank-you", async () => {
    const response = await post(complete);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("Location")).toBe("/thank-you");
    const leads = await prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      type: "contact",
      name: "Élise Gagnon",
      email: "elise@boulangerie-gagnon.ca",
      phone: "418 555-0199",
      company: "Boulangerie Gagnon",
      website: "https://boulangerie-gagnon.ca",
      services: ["websites", "seo"],
      objective: "Plus de commandes en ligne",
      budget: "range3",
      deadline: "month",
      messagePrompt: null,
      message: "Bonjour, nous ouvrons une deuxième succursale.",
      locale: "fr",
      sourcePage: "/contact",
      verification: "unverified",
      verificationScore: null,
      // The consent record: the current wording's version, and when.
      consentVersion: CONTACT_CONSENT_VERSION,
    });
    expect(CONTACT_CONSENT_VERSION).toMatch(/^[0-9a-f]{12}$/);
    expect(Date.now() - (leads[0]?.createdAt.getTime() ?? 0)).toBeLessThan(10_000);
    expect(Date.now() - (leads[0]?.consentGivenAt?.getTime() ?? 0)).toBeLessThan(10_000);
  });

  test("with script, in English: the token is verified, the lead says en, then /en/thank-you", async () => {
    const response = await post(
      [
        ["name", "Mary Smith"],
        ["email", "mary@example.com"],
        ["consent", "on"],
        ["recaptchaToken", await solvedBotToken("contactForm")],
      ],
      { path: "/en/contact" },
    );
    expect((response as Response).headers.get("Location")).toBe("/en/thank-you");
    const lead = await prisma.lead.findFirstOrThrow();
    expect(lead).toMatchObject({
      locale: "en",
      sourcePage: "/en/contact",
      verification: "verified",
      services: [],
      phone: null,
      company: null,
      website: null,
      budget: null,
      deadline: null,
      message: null,
    });
  });

  test("a token refused by bot protection still stores the lead, flagged failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await post([...complete, ["recaptchaToken", "forged.contactForm.1"]]);
    expect((await prisma.lead.findFirstOrThrow()).verification).toBe("failed");
  });

  test("a solved challenge sent twice: the first lead verified, the replay stored all the same, flagged failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const token = await solvedBotToken("contactForm");
    await post([...complete, ["recaptchaToken", token]]);
    const replay = complete.map(([name, value]): [string, string] => [
      name,
      name === "email" ? "replay@example.com" : value,
    ]);
    await post([...replay, ["recaptchaToken", token]]);
    const leads = await prisma.lead.findMany({
      orderBy: { createdAt: "asc" },
      select: { email: true, verification: true },
    });
    expect(leads).toEqual([
      { email: "elise@boulangerie-gagnon.ca", verification: "verified" },
      { email: "replay@example.com", verification: "failed" },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("ALTCHA challenge already used"));
  });
});

describe("refused posts keep what the visitor typed and store nothing", () => {
  test.each([
    ["name", "", "required"],
    ["email", "elise@", "email"],
    ["phone", "appelez-moi", "phone"],
    ["company", "x".repeat(161), "tooLong"],
    ["website", "pas un site", "url"],
    ["services", "plumbing", "choice"],
    ["objective", "x".repeat(301), "tooLong"],
    ["budget", "range6", "choice"],
    ["deadline", "hier", "choice"],
    ["message", "x".repeat(5001), "tooLong"],
    ["consent", "", "consent"],
  ])("%s refused: 400 with the error, nothing stored", async (field, value, error) => {
    // Replaces the field's first value only (services has two).
    const at = complete.findIndex(([name]) => name === field);
    const entries = complete.map((entry, index): [string, string] => (index === at ? [field, value] : entry));
    const { data, status } = actionData<Rejection>(await post(entries));
    expect(status).toBe(400);
    const errors = Object.entries(data.result.error ?? {}).filter(([, messages]) => messages?.length);
    expect(errors.map(([name]) => name.replace(/\[\d+\]$/, ""))).toEqual([field]);
    expect(errors[0]?.[1]).toEqual([error]);
    expect(data.result.initialValue).toMatchObject({
      phone: field === "phone" ? value : "418 555-0199",
      budget: field === "budget" ? value : "range3",
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  test("the honeypot filled: answered exactly like a success, nothing stored", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const response = (await post(
      complete.map(([name, value]) => [name, name === "fax" ? "555-0100" : value]),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/thank-you");
    expect(await prisma.lead.count()).toBe(0);
    expect(info).toHaveBeenCalledWith(expect.stringContaining("honeypot"));
  });

  test("with script but no token: the verification error, the values back", async () => {
    const { data, status } = actionData<Rejection>(await post([...complete, ["recaptchaToken", ""]]));
    expect(status).toBe(400);
    expect(data.result.error?.[""]).toEqual(["verificationMissing"]);
    expect(data.result.initialValue).toMatchObject({
      email: "elise@boulangerie-gagnon.ca",
      services: ["websites", "seo"],
    });
    expect(data.result.initialValue).not.toHaveProperty("recaptchaToken");
    expect(await prisma.lead.count()).toBe(0);
  });

  test("past the rate limit (10 a minute per IP): 429 with Retry-After and the values back", async () => {
    const ip = nextIp();
    for (let index = 0; index < 10; index += 1) {
      expect(((await post(complete, { ip })) as Response).status).toBe(303);
    }
    const { data, status, headers } = actionData<Rejection>(await post(complete, { ip }));
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(data.result.error?.[""]).toEqual(["rateLimited"]);
    expect(data.result.initialValue).toMatchObject({ name: "Élise Gagnon" });
    expect(await prisma.lead.count()).toBe(10);
    // Another visitor is not held back.
    expect(((await post(complete)) as Response).status).toBe(303);
  });

  test("a NUL in a field: that field's error and the values back, nothing stored (never cut)", async () => {
    const withNul = complete.map(([name, value]): [string, string] => [
      name,
      name === "message" ? "Bonjour\u0000 la suite" : value,
    ]);
    const { data, status } = actionData<Rejection>(await post(withNul));
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ message: ["invalidCharacter"] });
    expect(data.result.initialValue).toMatchObject({ name: "Élise Gagnon", message: "Bonjour\u0000 la suite" });
    expect(await prisma.lead.count()).toBe(0);
  });

  test("a body that is not a form is refused unread: 415, nothing stored", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: JSON.stringify(Object.fromEntries(complete)),
      headers: { "Content-Type": "application/json" },
    });
    const refusal = await action({ request, params: {}, context: loadContext() }).catch((error: unknown) => error);
    expect((refusal as Response).status).toBe(415);
    expect(await prisma.lead.count()).toBe(0);
  });

  test("a body over the size bound is refused before parsing", async () => {
    const { data, status } = actionData<Rejection>(await post([...complete, ["message", "x".repeat(70_000)]]));
    expect(status).toBe(413);
    expect(data.result.error?.[""]).toEqual(["tooLarge"]);
    expect(await prisma.lead.count()).toBe(0);
  });

  test("the database and the lead spool failing: the store error, the values back, and the lead in the log", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await whileLeadsAreRefused(async () => {
      const { data, status } = actionData<Rejection>(await post(complete));
      expect(status).toBe(503);
      expect(data.result.error?.[""]).toEqual(["storeFailed"]);
      expect(data.result.initialValue).toMatchObject({
        name: "Élise Gagnon",
        message: expect.stringContaining("succursale"),
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('"email":"elise@boulangerie-gagnon.ca"'),
        expect.anything(),
      );
    });
  });
});

describe("where a contact lead came from", () => {
  test("without script: the tags and click ids of the page's URL (the form posts to it) are stored", async () => {
    const response = await post(complete, {
      path: "/contact?utm_source=newsletter&utm_medium=email&utm_campaign=automne-2026&utm_term=seo+quebec&utm_content=bouton&gclid=Cj0KCQ&gbraid=0AAAA&wbraid=1BBBB&fbclid=IwAR2x",
    });
    expect((response as Response).status).toBe(303);
    const lead = await prisma.lead.findFirstOrThrow();
    expect(lead).toMatchObject({
      sourcePage: "/contact",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "automne-2026",
      utmTerm: "seo quebec",
      utmContent: "bouton",
      gclid: "Cj0KCQ",
      gbraid: "0AAAA",
      wbraid: "1BBBB",
      fbclid: "IwAR2x",
      // Without script nothing tells the visit's first page or the other site.
      referrerHost: null,
      landingPage: null,
      dueAt: null,
    });
  });

  test("with the first touch the enhanced page posts (consent given): the visit's landing wins over the URL", async () => {
    const response = await post(
      [
        ...complete,
        [
          "firstTouch",
          JSON.stringify({
            landingPage: "/?utm_source=google&utm_medium=cpc&gclid=abc",
            referrerHost: "www.google.com",
          }),
        ],
      ],
      { path: "/contact?utm_source=newsletter" },
    );
    expect((response as Response).status).toBe(303);
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: null,
      gclid: "abc",
      referrerHost: "www.google.com",
      landingPage: "/?utm_source=google&utm_medium=cpc&gclid=abc",
    });
  });

  test("hostile or oversized values are bounded or dropped, and the lead is stored all the same", async () => {
    const huge = "x".repeat(5000);
    const response = await post(
      [
        ...complete,
        [
          "firstTouch",
          JSON.stringify({
            landingPage: `/?utm_campaign=${huge}&fbclid=${huge}&utm_source=a%00b%0A`,
            referrerHost: "localhost",
          }),
        ],
      ],
      { path: `/contact?utm_source=${huge}` },
    );
    expect((response as Response).status).toBe(303);
    const lead = await prisma.lead.findFirstOrThrow();
    // The landing page is too long to be a first touch: the post's own URL is read instead.
    expect(lead.utmSource).toHaveLength(200);
    expect(lead.landingPage).toBeNull();
    await prisma.lead.deleteMany();

    for (const firstTouch of [
      "{not json",
      JSON.stringify({ landingPage: "//evil.example/?utm_source=x", referrerHost: "evil host/<script>" }),
      JSON.stringify({ landingPage: 42 }),
      JSON.stringify({
        landingPage: `/?utm_campaign=${"y".repeat(900)}&utm_source=a%00b%0A`,
        referrerHost: "LOCALHOST",
      }),
    ]) {
      const answer = await post([...complete, ["firstTouch", firstTouch]], {
        path: "/contact?utm_medium=%E2%80%AE%00",
      });
      expect((answer as Response).status).toBe(303);
    }
    const leads = await prisma.lead.findMany({ orderBy: { createdAt: "asc" } });
    expect(leads).toHaveLength(4);
    // Not JSON, or not a first touch: the URL's own tags (the control character removed).
    expect(leads[0]).toMatchObject({ utmMedium: "\u202e", landingPage: null });
    // A landing page of another site is not one of ours; an impossible host name is dropped.
    expect(leads[1]).toMatchObject({ utmSource: null, landingPage: null, referrerHost: null });
    expect(leads[2]).toMatchObject({ utmMedium: "\u202e", landingPage: null });
    // Our own host is no referrer; tags cut to 200 characters and stripped of control characters.
    expect(leads[3]?.utmCampaign).toHaveLength(200);
    expect(leads[3]).toMatchObject({ utmSource: "ab", referrerHost: null });
  });
});

test("a tag cut in the middle of an emoji, or a lone surrogate in a first touch, is stored as well-formed text", async () => {
  const emoji = `a${"😀".repeat(150)}`;
  const response = await post(
    [
      ...complete,
      ["firstTouch", `{"landingPage":"/?utm_source=${encodeURIComponent(emoji)}&utm_campaign=x","referrerHost":null}`],
    ],
    { path: "/contact" },
  );
  expect((response as Response).status).toBe(303);
  const first = await prisma.lead.findFirstOrThrow();
  expect(first.utmSource).toBe(`a${"😀".repeat(99)}`);
  await prisma.lead.deleteMany();

  const lone = await post([...complete, ["firstTouch", '{"landingPage":"/?utm_source=x","referrerHost":null}']], {
    path: "/contact?utm_campaign=%F0%9F%98",
  });
  expect((lone as Response).status).toBe(303);
  expect((await prisma.lead.findFirstOrThrow()).utmSource).toBe("x");
  await prisma.lead.deleteMany();
  const answer = await post([...complete], { path: `/contact?utm_campaign=${"\ud83d"}` });
  expect((answer as Response).status).toBe(303);
  expect((await prisma.lead.findFirstOrThrow()).utmCampaign).toBe("\ufffd");
});
