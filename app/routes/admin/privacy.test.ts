import { expect, test } from "vitest";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { seedPersonalData, testEmail } from "../../../tests/vitest/personal-data";
import { action, loader } from "./privacy";
import { action as exportAction, loader as exportLoader } from "./privacy-export";

const context = loadContext();
const post = (path: string, entries: Array<[string, string]>, cookie?: string) =>
  postForm(path, entries, cookie ? { Cookie: cookie } : {});

type Answer = {
  email: string;
  error?: string;
  found?: { counts: Record<string, number>; earlierRequests: { reference: string; count: number } };
  confirming?: boolean;
};

test("visitors and clients get 404 from every loader and action of the privacy screen, and nothing is erased", async () => {
  const { user: staff } = await signedInCookie("staff");
  const email = testEmail("guarded");
  await seedPersonalData(email, { author: staff });
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    const answers = [
      await settle(() => loader({ request: getRequest("/admin/privacy", cookie), params: {}, context })),
      await settle(() => loader({ request: getRequest("/en/admin/privacy", cookie), params: {}, context })),
      await settle(() =>
        exportLoader({ request: getRequest("/admin/privacy/export.json", cookie), params: {}, context }),
      ),
      await settle(() =>
        exportAction({ request: post("/admin/privacy/export.json", [["email", email]], cookie), params: {}, context }),
      ),
      ...(await Promise.all(
        ["search", "confirm", "erase"].map((intent) =>
          settle(() =>
            action({
              request: post(
                "/admin/privacy",
                [
                  ["intent", intent],
                  ["email", email],
                ],
                cookie,
              ),
              params: {},
              context,
            }),
          ),
        ),
      )),
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  // Both leads (one typed in capitals): addresses are stored normalized (docs/decisions/040).
  expect(await prisma.lead.count({ where: { email } })).toBe(2);
  expect(await prisma.privacyRequest.count()).toBe(0);
});

test("staff: search, confirm, erase, search again finds nothing; the request log names no one", async () => {
  const { user: staff, cookie } = await signedInCookie("staff");
  const email = testEmail("screen");
  await seedPersonalData(email, { author: staff });
  const run = (entries: Array<[string, string]>, path = "/admin/privacy") =>
    settle(() => action({ request: post(path, entries, cookie), params: {}, context }));

  const searched = actionData<Answer>(
    await run([
      ["intent", "search"],
      ["email", ` ${email} `],
    ]),
  );
  expect(searched.status).toBe(200);
  expect(searched.data).toMatchObject({
    email,
    confirming: false,
    found: { counts: { leads: 2, notes: 1, account: 1, mediaFiles: 1, mail: 1 } },
  });

  const confirming = actionData<Answer>(
    await run([
      ["intent", "confirm"],
      ["email", email],
    ]),
  );
  expect(confirming.data.confirming).toBe(true);
  // Both leads (one typed in capitals): addresses are stored normalized (docs/decisions/040).
  expect(await prisma.lead.count({ where: { email } })).toBe(2);

  const erased = (await run(
    [
      ["intent", "erase"],
      ["email", email],
    ],
    "/en/admin/privacy",
  )) as Response;
  expect(erased.status).toBe(303);
  expect(erased.headers.get("Location")).toBe("/en/admin/privacy");
  expect(erased.headers.get("Set-Cookie")).toBeTruthy();

  const again = actionData<Answer>(
    await run([
      ["intent", "search"],
      ["email", email],
    ]),
  );
  expect(again.data.found?.counts).toEqual({
    leads: 0,
    notes: 0,
    account: 0,
    mediaFiles: 0,
    projects: 0,
    mail: 0,
    spooledLeads: 0,
  });
  // The erasure is matched to this address by its reference, without the address being kept.
  expect(again.data.found?.earlierRequests.count).toBe(1);

  const page = actionData<{ requests: Array<Record<string, unknown>> }>(
    await loader({ request: getRequest("/admin/privacy", cookie), params: {}, context }),
  );
  expect(page.data.requests[0]).toMatchObject({
    kind: "erasure",
    staffEmail: staff.email,
    subject: again.data.found?.earlierRequests.reference,
    counts: { leads: 2, mediaFiles: 1 },
  });
  expect(JSON.stringify(page.data)).not.toContain(email.split("@")[0]);
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
});

test("staff: a bad address is refused with a translated error that keeps what was typed; a staff address is not erased", async () => {
  const { user: staff, cookie } = await signedInCookie("staff");
  for (const [typed, error] of [
    ["", "required"],
    ["jean@", "email"],
  ] as const) {
    const refused = actionData<Answer>(
      await settle(() =>
        action({
          request: post(
            "/admin/privacy",
            [
              ["intent", "erase"],
              ["email", typed],
            ],
            cookie,
          ),
          params: {},
          context,
        }),
      ),
    );
    expect(refused).toMatchObject({ status: 400, data: { email: typed, error } });
  }
  const own = actionData<Answer>(
    await settle(() =>
      action({
        request: post(
          "/admin/privacy",
          [
            ["intent", "erase"],
            ["email", staff.email],
          ],
          cookie,
        ),
        params: {},
        context,
      }),
    ),
  );
  expect(own).toMatchObject({
    status: 409,
    data: { email: staff.email, error: "staffAccount", found: { counts: { account: 1 } } },
  });
  expect(await prisma.user.count({ where: { id: staff.id } })).toBe(1);
  // An unknown intent is the client's mistake, not the server's.
  const unknown = await settle(() =>
    action({
      request: post(
        "/admin/privacy",
        [
          ["intent", "nope"],
          ["email", staff.email],
        ],
        cookie,
      ),
      params: {},
      context,
    }),
  );
  expect((unknown as Response).status).toBe(400);
});

test("staff: the export is one JSON file, never cached, recorded; a GET is refused and a bad address goes back to the screen", async () => {
  const { user: staff, cookie } = await signedInCookie("staff");
  const email = testEmail("download");
  const { leads } = await seedPersonalData(email, { author: staff });
  const response = (await exportAction({
    request: post("/en/admin/privacy/export.json", [["email", email]], cookie),
    params: {},
    context,
  })) as Response;
  expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const copy = (await response.json()) as { email: string; leads: Array<{ id: string }>; counts: { leads: number } };
  expect(copy.email).toBe(email);
  expect(copy.leads.map(({ id }) => id)).toEqual(leads.map(({ id }) => id));
  expect(await prisma.privacyRequest.count({ where: { kind: "export", staffEmail: staff.email } })).toBe(1);

  const get = (await settle(() =>
    exportLoader({ request: getRequest("/admin/privacy/export.json", cookie), params: {}, context }),
  )) as Response;
  expect(get.status).toBe(405);
  const bad = (await exportAction({
    request: post("/en/admin/privacy/export.json", [["email", "nope"]], cookie),
    params: {},
    context,
  })) as Response;
  expect(bad.status).toBe(303);
  expect(bad.headers.get("Location")).toBe("/en/admin/privacy");
});

test("staff: the screen says how long backups keep erased data, in both languages (docs/decisions/040)", async () => {
  const { cookie } = await signedInCookie("staff");
  const page = actionData<{ backups: { hours: number; days: number } }>(
    await loader({ request: getRequest("/admin/privacy", cookie), params: {}, context }),
  );
  expect(page.data.backups).toEqual({ hours: 48, days: 30 });
  const values = { count: page.data.backups.days, hours: page.data.backups.hours };
  expect(getFixedT("fr", "admin")("privacy.backups", values)).toContain("48 heures pour les copies horaires");
  expect(getFixedT("fr", "admin")("privacy.backups", values)).toContain("30 jours pour les quotidiennes");
  expect(getFixedT("en", "admin")("privacy.backups", values)).toContain("daily ones 30 days");
  expect(getFixedT("en", "admin")("privacy.confirmBackups", { count: 1 })).toContain("at most 1 day)");
});
