import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { startSession } from "~/accounts/session.server";
import {
  actionData,
  cookieHeader,
  createUser,
  getRequest,
  loadContext,
  postForm,
  settle,
  signedInCookie,
} from "../../../tests/vitest/factories";
import { loader as dashboardLoader } from "../dashboard";
import { action as clientAction, loader as clientLoader } from "./client";
import { action as deleteAction, loader as deleteLoader } from "./client-project-delete";
import { action as projectAction, loader as projectLoader } from "./client-project";
import { loader as listLoader } from "./clients";

const context = loadContext();

type Fields = Record<string, string>;

const valid: Fields = { name: "Refonte du site", status: "in_progress", progress: "40", deadline: "2027-01-15" };

function post(path: string, cookie: string | undefined, fields: Fields) {
  return postForm(path, Object.entries(fields), cookie ? { Cookie: cookie } : {});
}

async function createProject(cookie: string, clientId: string, fields: Fields = valid) {
  return settle(() =>
    clientAction({ request: post(`/admin/clients/${clientId}`, cookie, fields), params: { clientId }, context }),
  );
}

async function editProject(cookie: string, clientId: string, projectId: string, fields: Fields) {
  const path = `/admin/clients/${clientId}/projects/${projectId}`;
  return settle(() => projectAction({ request: post(path, cookie, fields), params: { clientId, projectId }, context }));
}

async function deleteProject(cookie: string | undefined, clientId: string, projectId: string) {
  const path = `/admin/clients/${clientId}/projects/${projectId}/delete`;
  return settle(() => deleteAction({ request: post(path, cookie, {}), params: { clientId, projectId }, context }));
}

function redirectOf(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.get("Location");
}

function statusOf(answer: unknown) {
  return answer instanceof Response ? answer.status : actionData(answer).status;
}

function fieldErrors(answer: unknown) {
  const { data, status } = actionData<{ result: { error?: Record<string, string[]>; initialValue?: Fields } }>(answer);
  return { status, error: data.result.error, initialValue: data.result.initialValue };
}

test("visitors and clients get 404 on every clients page and action; nothing is written", async () => {
  const { cookie: staff } = await signedInCookie("staff");
  const { user: owner } = await signedInCookie("client");
  redirectOf(await createProject(staff, owner.id));
  const project = await prisma.project.findFirstOrThrow({ where: { ownerId: owner.id } });
  const { cookie: client } = await signedInCookie("client");
  const params = { clientId: owner.id, projectId: project.id };
  const clientPath = `/admin/clients/${owner.id}`;
  const projectPath = `${clientPath}/projects/${project.id}`;
  const pirate = { ...valid, name: "Pirate" };
  for (const cookie of [undefined, client]) {
    const answers = [
      await settle(() => listLoader({ request: getRequest("/admin/clients", cookie), params: {}, context })),
      await settle(() => listLoader({ request: getRequest("/en/admin/clients?q=a", cookie), params: {}, context })),
      await settle(() => clientLoader({ request: getRequest(clientPath, cookie), params, context })),
      await settle(() => clientAction({ request: post(clientPath, cookie, pirate), params, context })),
      await settle(() => projectLoader({ request: getRequest(projectPath, cookie), params, context })),
      await settle(() => projectAction({ request: post(projectPath, cookie, pirate), params, context })),
      await settle(() => deleteLoader({ request: getRequest(`${projectPath}/delete`, cookie), params, context })),
      await deleteProject(cookie, owner.id, project.id),
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  expect(await prisma.project.findMany({ where: { ownerId: owner.id } })).toEqual([project]);
  expect(await prisma.project.count({ where: { name: "Pirate" } })).toBe(0);
});

test("the list shows client accounts only, searched by e-mail, with their counts and last sign-in", async () => {
  const { cookie } = await signedInCookie("staff");
  const signedIn = await createUser();
  await startSession(new Request("http://localhost/"), signedIn.id);
  const unconfirmed = await createUser({ confirmed: false });
  await prisma.project.create({ data: { ownerId: signedIn.id, name: "P", status: "pending" } });
  await prisma.mediaFile.create({
    data: {
      ownerId: signedIn.id,
      storageKey: `${signedIn.id}/a.png`,
      originalName: "a.png",
      mimetype: "image/png",
      size: 3,
    },
  });
  const list = await listLoader({ request: getRequest("/admin/clients", cookie), params: {}, context });
  const rows = list.data.clients;
  expect(rows.every((row) => row.email.startsWith("user-"))).toBe(true);
  expect(rows.find((row) => row.id === signedIn.id)).toMatchObject({
    confirmed: true,
    lastSignInAt: expect.any(String),
    mediaFiles: 1,
    projects: 1,
  });
  expect(rows.find((row) => row.id === unconfirmed.id)).toMatchObject({ confirmed: false, lastSignInAt: null });
  const staffIds = (await prisma.user.findMany({ where: { role: "staff" }, select: { id: true } })).map((u) => u.id);
  expect(rows.some((row) => staffIds.includes(row.id))).toBe(false);

  const search = unconfirmed.email.slice(5, 18).toUpperCase();
  const found = await listLoader({
    request: getRequest(`/admin/clients?q=${encodeURIComponent(search)}`, cookie),
    params: {},
    context,
  });
  expect(found.data.filter).toEqual({ q: search });
  expect(found.data.clients.map((row) => row.id)).toEqual([unconfirmed.id]);
  expect(found.data.count).toBe(1);
});

test("staff create, edit and delete a client's project; the client page lists it", async () => {
  const { cookie } = await signedInCookie("staff");
  const client = await createUser();
  expect(redirectOf(await createProject(cookie, client.id))).toBe(`/admin/clients/${client.id}`);
  const created = await prisma.project.findFirstOrThrow({ where: { ownerId: client.id } });
  expect(created).toMatchObject({ name: "Refonte du site", status: "in_progress", progress: 40 });
  expect(created.deadline?.toISOString()).toBe("2027-01-15T00:00:00.000Z");

  const page = await clientLoader({
    request: getRequest(`/en/admin/clients/${client.id}`, cookie),
    params: { clientId: client.id },
    context,
  });
  expect(page.data.client).toMatchObject({ id: client.id, email: client.email, confirmed: true });
  expect(page.data.projects).toEqual([
    {
      id: created.id,
      name: "Refonte du site",
      status: "in_progress",
      progress: 40,
      deadline: "2027-01-15T00:00:00.000Z",
    },
  ]);
  const form = await projectLoader({
    request: getRequest(`/admin/clients/${client.id}/projects/${created.id}`, cookie),
    params: { clientId: client.id, projectId: created.id },
    context,
  });
  expect(form.data.project.values).toEqual({
    name: "Refonte du site",
    status: "in_progress",
    progress: "40",
    deadline: "2027-01-15",
  });

  const edited = { name: "Refonte terminée", status: "completed", progress: "100", deadline: "" };
  expect(redirectOf(await editProject(cookie, client.id, created.id, edited))).toBe(`/admin/clients/${client.id}`);
  expect(await prisma.project.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
    name: "Refonte terminée",
    status: "completed",
    progress: 100,
    deadline: null,
  });

  expect(redirectOf(await deleteProject(cookie, client.id, created.id))).toBe(`/admin/clients/${client.id}`);
  expect(await prisma.project.count({ where: { ownerId: client.id } })).toBe(0);
});

test.each([
  ["an empty name", { name: "  " }, "name", "nameRequired"],
  ["a progress over 100", { progress: "101" }, "progress", "progressInvalid"],
  ["a negative progress", { progress: "-1" }, "progress", "progressInvalid"],
  ["a progress that is not a whole number", { progress: "4.5" }, "progress", "progressInvalid"],
  ["a progress that is not a number", { progress: "beaucoup" }, "progress", "progressInvalid"],
  ["a day that does not exist", { deadline: "2027-02-30" }, "deadline", "deadlineInvalid"],
  ["a deadline that is not a date", { deadline: "demain" }, "deadline", "deadlineInvalid"],
  ["an unknown status", { status: "cancelled" }, "status", "statusInvalid"],
])("%s is refused on its field, what was typed comes back, nothing is written", async (_, change, field, code) => {
  const { cookie } = await signedInCookie("staff");
  const client = await createUser();
  const fields = { ...valid, ...change };
  const created = fieldErrors(await createProject(cookie, client.id, fields));
  expect(created.status).toBe(400);
  expect(created.error).toEqual({ [field]: [code] });
  expect(created.initialValue).toEqual(fields);
  expect(await prisma.project.count({ where: { ownerId: client.id } })).toBe(0);

  await prisma.project.create({ data: { ownerId: client.id, name: "Avant", status: "pending", progress: 10 } });
  const project = await prisma.project.findFirstOrThrow({ where: { ownerId: client.id } });
  const edited = fieldErrors(await editProject(cookie, client.id, project.id, fields));
  expect(edited.status).toBe(400);
  expect(edited.error).toEqual({ [field]: [code] });
  expect(await prisma.project.findUniqueOrThrow({ where: { id: project.id } })).toEqual(project);
});

test("the same new-project form sent twice (a double click without JavaScript) makes one project", async () => {
  const { cookie } = await signedInCookie("staff");
  const client = await createUser();
  const page = await clientLoader({
    request: getRequest(`/admin/clients/${client.id}`, cookie),
    params: { clientId: client.id },
    context,
  });
  const once = { ...valid, formKey: page.data.formKey };
  const answers = await Promise.all([createProject(cookie, client.id, once), createProject(cookie, client.id, once)]);
  for (const answer of answers) expect(redirectOf(answer)).toBe(`/admin/clients/${client.id}`);
  expect(await prisma.project.count({ where: { ownerId: client.id } })).toBe(1);
  // The page drawn again has a new form: its next project is a second one.
  const next = await clientLoader({
    request: getRequest(`/admin/clients/${client.id}`, cookie),
    params: { clientId: client.id },
    context,
  });
  expect(next.data.formKey).not.toBe(page.data.formKey);
  await createProject(cookie, client.id, { ...valid, formKey: next.data.formKey });
  expect(await prisma.project.count({ where: { ownerId: client.id } })).toBe(2);
});

test("a project of client B through client A's address is not found and stays as it was", async () => {
  const { cookie } = await signedInCookie("staff");
  const clientA = await createUser();
  const clientB = await createUser();
  const project = await prisma.project.create({
    data: { ownerId: clientB.id, name: "De B", status: "pending", progress: 5 },
  });
  const params = { clientId: clientA.id, projectId: project.id };
  const path = `/admin/clients/${clientA.id}/projects/${project.id}`;
  const answers = [
    await settle(() => projectLoader({ request: getRequest(path, cookie), params, context })),
    await editProject(cookie, clientA.id, project.id, valid),
    await settle(() => deleteLoader({ request: getRequest(`${path}/delete`, cookie), params, context })),
    await deleteProject(cookie, clientA.id, project.id),
  ];
  expect(answers.map(statusOf)).toEqual([404, 404, 404, 404]);
  expect(await prisma.project.findUniqueOrThrow({ where: { id: project.id } })).toEqual(project);
  expect(await prisma.project.count({ where: { ownerId: clientA.id } })).toBe(0);
});

test("a staff account or an unknown id is no client's page", async () => {
  const { cookie, user: staff } = await signedInCookie("staff");
  for (const clientId of [staff.id, "no-such-client", "%27%20OR%201%3D1"]) {
    const params = { clientId };
    const path = `/admin/clients/${clientId}`;
    expect(statusOf(await settle(() => clientLoader({ request: getRequest(path, cookie), params, context })))).toBe(
      404,
    );
    expect(statusOf(await settle(() => clientAction({ request: post(path, cookie, valid), params, context })))).toBe(
      404,
    );
  }
  expect(await prisma.project.count({ where: { ownerId: staff.id } })).toBe(0);
});

test("the dashboard shows the signed-in client's projects only, and counts those in progress", async () => {
  const { cookie: staff } = await signedInCookie("staff");
  const client = await createUser();
  const other = await createUser();
  for (const [ownerId, status] of [
    [client.id, "in_progress"],
    [client.id, "in_progress"],
    [client.id, "completed"],
    [client.id, "pending"],
    [other.id, "in_progress"],
  ] as const) {
    redirectOf(await createProject(staff, ownerId, { ...valid, name: `${status} ${ownerId}`, status }));
  }
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), client.id));
  const dashboard = await dashboardLoader({ request: getRequest("/dashboard", cookie), params: {}, context });
  expect(dashboard.data.projects).toHaveLength(4);
  expect(dashboard.data.projects.every((project) => project.name.endsWith(client.id))).toBe(true);
  expect(dashboard.data.activeProjects).toBe(2);

  const empty = cookieHeader(await startSession(new Request("http://localhost/"), (await createUser()).id));
  const none = await dashboardLoader({ request: getRequest("/en/dashboard", empty), params: {}, context });
  expect(none.data).toMatchObject({ projects: [], activeProjects: 0 });
});
