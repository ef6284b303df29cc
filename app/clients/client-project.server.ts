import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { dayToDate, projectSchema } from "~/clients/project-schemas";
import { findClient } from "~/models/client.server";
import { createProject, findClientProject, updateClientProject, type ProjectData } from "~/models/project.server";
import { backOfficeNotFound, requireStaff } from "~/services/auth.server";
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

export type ProjectFormOutcome = { ok: true; id: string } | { ok: false; reply: SubmissionResult<string[]> };

/**
 * Validates the project form with the schema the browser uses and saves it to the client
 * of the address: a new project, or `projectId` (which requireClientProject has found
 * among the client's). A refused form comes back with its errors and what was typed.
 */
export async function saveProjectFromForm(
  request: Request,
  ownerId: string,
  projectId?: string,
): Promise<ProjectFormOutcome> {
  const submission = parseWithZod(await requireFormData(request), { schema: projectSchema });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  const { name, status, progress, deadline } = submission.value;
  const project: ProjectData = { name, status, progress, deadline: deadline ? dayToDate(deadline) : null };
  if (!projectId) return { ok: true, id: (await createProject(ownerId, project)).id };
  // Deleted meanwhile (another staff member): nothing to save, the same as any unknown project.
  if (!(await updateClientProject(ownerId, projectId, project))) throw backOfficeNotFound();
  return { ok: true, id: projectId };
}
