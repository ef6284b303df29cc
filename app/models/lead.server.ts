import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** A lead as the forms and the chatbot hand it over: the visitor's fields and where it came from. */
export type NewLead = Omit<Prisma.LeadCreateInput, "id" | "createdAt" | "services"> & {
  /** Service keys (contact form) or chosen label texts (chatbot). */
  services?: string[] | null;
};

export async function createLead({ services, ...lead }: NewLead) {
  return prisma.lead.create({ data: { ...lead, services: services ?? undefined } });
}
