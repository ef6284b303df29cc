import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import type { OwnerError } from "~/leads/lead-owner-form";

// A lead's owner (docs/decisions/045): a staff member, or nobody. Only staff own leads:
// the write checks the role in the same statement, and a member who loses the role or
// whose account is deleted leaves their leads unassigned (a trigger and the foreign key).

/** The staff members a lead can be given to, by address: the inbox's and the lead page's choice. */
export async function findStaffMembers() {
  return prisma.user.findMany({
    where: { role: "staff" },
    select: { id: true, email: true },
    orderBy: { email: "asc" },
  });
}

/**
 * Gives the lead to the staff member `ownerId`, or to nobody (null). One statement: the
 * role is read as the lead is written, so a member losing the role meanwhile cannot
 * become an owner.
 */
export async function setLeadOwner(leadId: string, ownerId: string | null): Promise<OwnerError | null> {
  if (ownerId === null) {
    const { count } = await prisma.lead.updateMany({ where: { id: leadId }, data: { ownerId: null } });
    return count === 1 ? null : "noLead";
  }
  const staff = Prisma.sql`SELECT "id" FROM "users" WHERE "id" = ${ownerId} AND "role" = 'staff'`;
  const count = await prisma.$executeRaw(
    Prisma.sql`UPDATE "leads" SET "owner_id" = (${staff}) WHERE "id" = ${leadId} AND EXISTS (${staff})`,
  );
  if (count === 1) return null;
  return (await prisma.lead.count({ where: { id: leadId } })) ? "notStaff" : "noLead";
}

/** What an owner form asks (app/leads/lead-owner-form.tsx): a lead, and whom to give it to. */
type OwnerChange = { leadId: string; ownerId: string | null; taken: boolean };

/**
 * The owner form's post: "take" gives the lead to `viewerId`; "assign" to the chosen
 * member, or to nobody (the empty choice). Null when the post is not an owner change.
 */
function readOwnerChange(formData: FormData, viewerId: string, leadId?: string): OwnerChange | null {
  const intent = formData.get("intent");
  const id = leadId ?? formData.get("leadId");
  if (typeof id !== "string" || !id) return null;
  if (intent === "take") return { leadId: id, ownerId: viewerId, taken: true };
  const chosen = formData.get("ownerId");
  if (intent !== "assign" || typeof chosen !== "string") return null;
  return { leadId: id, ownerId: chosen || null, taken: false };
}

/** What became of an owner change: done (taken, assigned, unassigned: each its message) or refused. */
export type OwnerOutcome =
  { leadId: string; done: "taken" | "assigned" | "unassigned" } | { leadId: string; error: OwnerError };

/** The owner form's post, carried out; null when the post is not an owner change (a bad request). */
export async function changeLeadOwner(
  formData: FormData,
  viewerId: string,
  leadId?: string,
): Promise<OwnerOutcome | null> {
  const change = readOwnerChange(formData, viewerId, leadId);
  if (!change) return null;
  const error = await setLeadOwner(change.leadId, change.ownerId);
  if (error) return { leadId: change.leadId, error };
  const done = change.taken ? "taken" : change.ownerId ? "assigned" : "unassigned";
  return { leadId: change.leadId, done };
}
