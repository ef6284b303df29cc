import { afterEach, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { loadContext, postForm, solvedBotToken, whileLeadsAreRefused } from "../../../tests/vitest/factories";
import { action } from "./chatbot-lead";

type Answer = { ok: boolean; failure?: string; errors?: Record<string, string[] | null> };

/** Stands for a token solved afresh for each post: a solved challenge is accepted once. */
const SOLVED = "(solved for this post)";

let ipCounter = 0;
async function post(entries: Array<[string, string]>, query = "") {
  ipCounter += 1;
  const sent = await Promise.all(
    entries.map(async ([name, value]): Promise<[string, string]> => [
      name,
      value === SOLVED ? await solvedBotToken("chatbot_lead") : value,
    ]),
  );
  const response = await action({
    request: postForm(`/resources/chatbot-lead${query}`, sent),
    params: {},
    context: loadContext({ clientIp: `192.0.2.${ipCounter}` }),
  });
  return { status: response.status, data: (await response.json()) as Answer };
}

const quote: Array<[string, string]> = [
  ["flow", "quote"],
  ["name", "Sophie Nadeau"],
  ["email", "sophie@toitures-nadeau.ca"],
  ["services", "Référencement (SEO)"],
  ["objective", "Générer plus de demandes"],
  ["messagePrompt", "Oui"],
  ["message", "Nous couvrons l'Estrie."],
  ["sourcePage", "/services/seo"],
  ["recaptchaToken", SOLVED],
  ["fax", ""],
];

const audit: Array<[string, string]> = [
  ["flow", "audit"],
  ["website", "garage-roy.ca"],
  ["name", "Marc Roy"],
  ["email", "marc@garage-roy.ca"],
];

afterEach(async () => {
  await prisma.lead.deleteMany();
});

test("a quote: skipped answers null, choices stored as their label text, verified, from its page", async () => {
  expect(await post(quote)).toMatchObject({ status: 200, data: { ok: true } });
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
    type: "chatbot",
    name: "Sophie Nadeau",
    email: "sophie@toitures-nadeau.ca",
    phone: null,
    company: null,
    website: null,
    services: ["Référencement (SEO)"],
    objective: "Générer plus de demandes",
    messagePrompt: "Oui",
    message: "Nous couvrons l'Estrie.",
    locale: "fr",
    sourcePage: "/services/seo",
    verification: "verified",
  });
});

test("an audit from an English page; a source that is not a path of the site is not taken", async () => {
  await post([...audit, ["sourcePage", "/en/blog"], ["recaptchaToken", await solvedBotToken("chatbot_lead")]]);
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
    type: "chatbot",
    website: "https://garage-roy.ca",
    services: null,
    locale: "en",
    sourcePage: "/en/blog",
  });
  await prisma.lead.deleteMany();
  await post([...audit, ["sourcePage", "https://evil.example/en/x"]]);
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
    sourcePage: "/",
    locale: "fr",
    verification: "unverified",
  });
});

test("the chat's audit promises delivery within 48 hours, so its lead is due then, like the audit form's; a quote is not", async () => {
  await post(quote);
  const quoteLead = await prisma.lead.findFirstOrThrow();
  expect(quoteLead.dueAt).toBeNull();
  await prisma.lead.deleteMany();
  await post([...audit, ["sourcePage", "/en/blog"]]);
  const auditLead = await prisma.lead.findFirstOrThrow();
  expect(auditLead.dueAt?.getTime()).toBe(auditLead.createdAt.getTime() + 48 * 60 * 60 * 1000);
});

test("invalid answers, an unknown flow, a missing token or the honeypot: nothing stored", async () => {
  const invalid = await post(quote.map(([name, value]) => [name, name === "email" ? "sophie@" : value]));
  expect(invalid).toMatchObject({ status: 400, data: { ok: false, failure: "invalid", errors: { email: ["email"] } } });
  expect((await post([["flow", "newsletter"]])).status).toBe(400);
  const noToken = await post(quote.map(([name, value]) => [name, name === "recaptchaToken" ? "" : value]));
  expect(noToken).toMatchObject({ status: 400, data: { failure: "verificationMissing" } });
  vi.spyOn(console, "info").mockImplementation(() => {});
  const honeypot = await post(quote.map(([name, value]) => [name, name === "fax" ? "bot" : value]));
  expect(honeypot).toMatchObject({ status: 200, data: { ok: true } });
  expect(await prisma.lead.count()).toBe(0);
});

test("the database and the lead spool failing: 503 and the store failure", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await whileLeadsAreRefused(async () => {
    expect(await post(quote)).toMatchObject({ status: 503, data: { ok: false, failure: "storeFailed" } });
  });
});

test("where it came from: the page's tags the chat adds to its URL, or the visit's first touch when it posts one", async () => {
  expect(await post(quote, "?utm_source=newsletter&utm_campaign=automne&fbclid=IwAR")).toMatchObject({ status: 200 });
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
    utmSource: "newsletter",
    utmCampaign: "automne",
    fbclid: "IwAR",
    landingPage: null,
  });
  await prisma.lead.deleteMany();
  const firstTouch = JSON.stringify({
    landingPage: "/blog?utm_source=linkedin&utm_medium=social",
    referrerHost: "www.linkedin.com",
  });
  expect(await post([...quote, ["firstTouch", firstTouch]], "?utm_source=newsletter")).toMatchObject({ status: 200 });
  expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
    utmSource: "linkedin",
    utmMedium: "social",
    referrerHost: "www.linkedin.com",
    landingPage: "/blog?utm_source=linkedin&utm_medium=social",
  });
});
