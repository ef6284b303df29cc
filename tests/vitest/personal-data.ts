import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { createLead } from "~/leads/lead.server";
import { createMediaFile } from "~/media/media-file.server";
import { mediaStore, newMediaKey } from "~/media/media-store.server";
import { prisma } from "~/platform/db.server";

/**
 * Every kind of data the site can hold for one address, in the test file's database and
 * the app's media store: two leads (one typed in capitals) with notes and a queued notice,
 * an account with a stored media file and a project, and an e-mail queued to it.
 */
export async function seedPersonalData(email: string, { author }: { author: { id: string } }) {
  const notice = { recipient: "agency@vitrine.example", language: "fr", origin: "http://localhost" };
  const lead = (overrides: { email: string; name: string }) =>
    createLead(
      { type: "contact", locale: "fr", sourcePage: "/contact", verification: "unverified", ...overrides },
      notice,
    );
  const first = await lead({ email, name: `Lead of ${email}` });
  const leads = [first, await lead({ email: email.toUpperCase(), name: `Capital lead of ${email}` })];
  const note = await prisma.leadNote.create({
    data: { leadId: first.id, authorId: author.id, text: `A note about ${email}` },
  });
  const user = await prisma.user.create({ data: { email, passwordHash: "not-used", role: "client" } });
  const storageKey = newMediaKey(user.id, "logo.png");
  const bytes = Buffer.from(`the logo of ${email}`);
  await mediaStore.put(storageKey, Readable.from([bytes]), { contentType: "image/png" });
  const file = await createMediaFile({
    ownerId: user.id,
    storageKey,
    originalName: "logo.png",
    mimetype: "image/png",
    size: bytes.length,
  });
  const project = await prisma.project.create({
    data: { ownerId: user.id, name: `Site of ${email}`, status: "in_progress" },
  });
  const mail = await prisma.outgoingMail.create({
    data: { kind: "confirmation", recipient: email, language: "fr", origin: "http://localhost" },
  });
  return { leads, note, user, file, project, mail };
}

/** A unique address for one test. */
export const testEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
