import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { dayToDate, projectSchema } from "~/clients/project-schemas";
import { findClient } from "~/clients/client.server";
import { createProject, findClientProject, updateClientProject, type ProjectData } from "~/clients/project.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { backOfficeNotFound, PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { localizePath } from "~/utils/locale";
import { requireFormData } from "~/utils/request-body.server";

/** Staff only, and only a client account that exists: anything else is the not-found page. */
export async function requireClient(request: Request, clientId: string | undefined) {
  await requireStaff(request);
  const client = await findClient(clientId ?? "");
  if (!client) throw backOfficeNotFound();
  return client;
}

/** The client of the address and one of its own projects; a project of another client is not found. */
export async function requireClientProject(
  request: Request,
  clientId: string | undefined,
  projectId: string | undefined,
) {
  const client = await requireClient(request, clientId);
  const project = await findClientProject(client.id, projectId ?? "");
  if (!project) throw backOfficeNotFound();
  return { client, project };
}

/**
 * Validates the project form with the schema the browser uses and saves it to the client
 * of the address: a new project (once per form: its `formKey`), or `projectId` (which
 * requireClientProject has found among the client's); then back to the client's page (PRG). A refused form comes back
 * with its errors and what was typed.
 */
export async function answerProjectForm(request: Request, ownerId: string, projectId?: string) {
  const formData = await requireFormData(request);
  const submission = parseWithZod(formData, { schema: projectSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  const { name, status, progress, deadline } = submission.value;
  const project: ProjectData = { name, status, progress, deadline: deadline ? dayToDate(deadline) : null };
  const formKey = formData.get("formKey");
  if (!projectId) await createProject(ownerId, project, typeof formKey === "string" && formKey ? formKey : null);
  // Deleted meanwhile (by another staff member): the same answer as any unknown project.
  else if (!(await updateClientProject(ownerId, projectId, project))) throw backOfficeNotFound();
  const t = getFixedT(request, "admin");
  return redirectWithToast(
    localizePath(`/admin/clients/${ownerId}`, languageOf(request)),
    { title: t(projectId ? "clients.projects.saved" : "clients.projects.created"), variant: "success" },
    { status: 303 },
  );
}
