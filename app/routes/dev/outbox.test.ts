import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UNSAFE_defineRoutes as defineRoutes } from "@remix-run/dev";
import { expect, test, vi } from "vitest";
import { createMailer } from "~/mail/mail.server";
import remixConfig, { developmentConfig } from "../../../remix.config.js";
import { productionStoreEnv } from "../../../tests/vitest/engine";
import { loadContext } from "../../../tests/vitest/factories";

/** The outbox page's loader, as a server with these settings loads it. */
async function outboxLoader(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  try {
    return (await import("./outbox")).loader;
  } finally {
    vi.unstubAllEnvs();
  }
}

async function answer(loader: Awaited<ReturnType<typeof outboxLoader>>, url: string) {
  try {
    return await loader({ request: new Request(url), params: {}, context: loadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test("the outbox page lists the e-mails newest first, each decoded: recipient, subject, date, links and HTML body", async () => {
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-dev-outbox-")), "outbox");
  const mailer = createMailer({ from: "Vitrine <no-reply@vitrine.example>", outboxDir, log: () => undefined });
  const link = `http://localhost:3000/auth/callback?lang=fr&token=${"Zz9-".repeat(20)}`;
  await mailer.send({ to: "old@example.com", subject: "Ancien", text: "Rien à ouvrir." });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send({
    to: "zoe@example.com",
    subject: "Confirmez votre adresse courriel",
    text: `Ouvrez ce lien :\n\n${link}\n\nL'équipe Vitrine`,
    html: `<p>Ouvrez ce lien :</p><p><a href="${link.replace(/&/g, "&amp;")}">${link.replace(/&/g, "&amp;")}</a></p>`,
  });

  const loader = await outboxLoader({ MAIL_OUTBOX_DIR: outboxDir });
  const result = await answer(loader, "http://localhost/en/dev/outbox");
  if (result instanceof Response) throw new Error(`Answered ${result.status}`);
  expect(result.init?.headers).toEqual({ "Cache-Control": "no-store" });
  const { total, mails, meta } = result.data;
  expect(meta).toMatchObject({ title: expect.stringContaining("Outbox"), noindex: true });
  expect(total).toBe(2);
  expect(mails.map((mail) => mail.subject)).toEqual(["Confirmez votre adresse courriel", "Ancien"]);
  const [newest] = mails;
  expect(newest).toMatchObject({ to: "zoe@example.com", links: [link], text: expect.stringContaining(link) });
  expect(newest?.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
  expect(Date.now() - new Date(newest?.date ?? 0).getTime()).toBeLessThan(60_000);
  expect(newest?.file).toMatch(/\.eml$/);
  expect(mails[1]?.html).toBeUndefined();
});

test("an outbox not written yet is an empty list", async () => {
  const missing = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-dev-outbox-")), "none");
  const result = await answer(await outboxLoader({ MAIL_OUTBOX_DIR: missing }), "http://localhost/dev/outbox");
  expect(result instanceof Response ? result.status : result.data).toMatchObject({ total: 0, mails: [] });
});

test("in production the outbox page is not found", async () => {
  const loader = await outboxLoader({
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
    ALTCHA_HMAC_KEY: "a-production-altcha-key-of-at-least-32-characters",
    SITE_URL: "https://www.vitrine.example",
    ...productionStoreEnv(),
  });
  const result = await answer(loader, "https://www.vitrine.example/dev/outbox");
  expect(result instanceof Response && result.status).toBe(404);
});

test("only the development server has the outbox page, in both languages; a build has no route to it", async () => {
  const filesOf = async (config: typeof remixConfig) =>
    Object.values((await config.routes?.(defineRoutes)) ?? {}).map(({ path, file }) => [path, file]);
  const outboxRoutes = [
    ["dev/outbox", "routes/dev/outbox.tsx"],
    ["en/dev/outbox", "routes/dev/outbox.tsx"],
  ];
  expect(await filesOf(developmentConfig)).toEqual(expect.arrayContaining(outboxRoutes));
  expect((await filesOf(remixConfig)).filter(([, file]) => file?.startsWith("routes/dev/"))).toEqual([]);
  expect((await filesOf(developmentConfig)).length).toBe((await filesOf(remixConfig)).length + outboxRoutes.length);
});
