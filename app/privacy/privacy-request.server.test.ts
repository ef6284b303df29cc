import { expect, test } from "vitest";
import { mediaStore } from "~/media/media-store.server";
import { prisma } from "~/platform/db.server";
import { createUser } from "../../tests/vitest/factories";
import { seedPersonalData, testEmail } from "../../tests/vitest/personal-data";
import { findPersonalData } from "./privacy-data.server";
import { erasePersonalData, exportPersonalData, subjectHashOf } from "./privacy-request.server";

// Requests from a person against the test file's own SQLite database and the app's media
// store (the folder store here; privacy-request.s3.test.ts runs the erasure on S3).

test("the export holds every kind of data for the address, whatever its case, and nothing of another's", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("export");
  const other = testEmail("someone-else");
  const mine = await seedPersonalData(email, { author: staff });
  await seedPersonalData(other, { author: staff });

  // The copy is streamed (docs/decisions/040): read whole here.
  const exported = await exportPersonalData(` ${email.toUpperCase()} `, staff);
  const copy = JSON.parse(await new Response(exported.body).text());

  expect(copy.counts).toEqual({ leads: 2, notes: 1, account: 1, mediaFiles: 1, projects: 1, mail: 1, spooledLeads: 0 });
  expect(copy.leads.map(({ id }: { id: string }) => id)).toEqual(mine.leads.map(({ id }) => id));
  expect(copy.leads[0]).toMatchObject({ email, name: `Lead of ${email}`, sourcePage: "/contact" });
  expect(copy.leads[0]?.notes).toEqual([
    { id: mine.note.id, text: `A note about ${email}`, createdAt: mine.note.createdAt.toISOString() },
  ]);
  expect(copy.account).toMatchObject({
    id: mine.user.id,
    email,
    mediaFiles: [{ id: mine.file.id, storageKey: mine.file.storageKey, originalName: "logo.png" }],
    projects: [{ id: mine.project.id, name: `Site of ${email}` }],
  });
  expect(copy.mail).toEqual([expect.objectContaining({ id: mine.mail.id, kind: "confirmation", recipient: email })]);
  const json = JSON.stringify(copy);
  expect(json).not.toContain(other);
  expect(json).not.toContain(other.toUpperCase());
  // Nothing of the account's secrets.
  expect(json).not.toContain("passwordHash");

  const [request] = await prisma.privacyRequest.findMany();
  expect(request).toMatchObject({
    kind: "export",
    staffEmail: staff.email,
    subjectHash: subjectHashOf(email),
    counts: copy.counts,
  });
});

test("the erasure leaves nothing for the address (rows and stored file) and keeps another person's data", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("erase");
  const other = testEmail("kept");
  const mine = await seedPersonalData(email, { author: staff });
  const theirs = await seedPersonalData(other, { author: staff });

  expect(await erasePersonalData(email, staff)).toEqual({
    ok: true,
    counts: { leads: 2, notes: 1, account: 1, mediaFiles: 1, projects: 1, mail: 1, spooledLeads: 0 },
  });

  expect(await findPersonalData(email)).toEqual({ leads: [], account: null, mail: [] });
  expect(await mediaStore.stat(mine.file.storageKey)).toBeNull();
  const leadIds = mine.leads.map(({ id }) => id);
  expect(await prisma.lead.count({ where: { id: { in: leadIds } } })).toBe(0);
  expect(await prisma.leadNote.count({ where: { leadId: { in: leadIds } } })).toBe(0);
  expect(await prisma.outgoingMail.count({ where: { leadId: { in: leadIds } } })).toBe(0);
  expect(await prisma.mediaFile.count({ where: { ownerId: mine.user.id } })).toBe(0);
  expect(await prisma.project.count({ where: { ownerId: mine.user.id } })).toBe(0);

  // The other person's data is all there.
  const kept = await findPersonalData(other);
  expect(kept.leads).toHaveLength(2);
  expect(kept.leads[0]?.notes).toHaveLength(1);
  expect(kept.account?.mediaFiles).toHaveLength(1);
  expect(kept.mail).toHaveLength(1);
  expect(await mediaStore.stat(theirs.file.storageKey)).toMatchObject({ size: theirs.file.size });
  expect(await prisma.outgoingMail.count({ where: { leadId: { in: theirs.leads.map(({ id }) => id) } } })).toBe(2);

  // The record: who, what kind, how many; nothing of the erased data.
  const records = await prisma.privacyRequest.findMany({ where: { kind: "erasure" } });
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ staffEmail: staff.email, subjectHash: subjectHashOf(email) });
  expect(JSON.stringify(records)).not.toMatch(new RegExp(`${email.split("@")[0]}|logo|Site of|A note`, "i"));

  // Erasing again finds nothing, and a repeat request matches the first by its hash.
  expect(await erasePersonalData(email.toUpperCase(), staff)).toMatchObject({
    ok: true,
    counts: { leads: 0, account: 0 },
  });
  expect(await prisma.privacyRequest.count({ where: { subjectHash: subjectHashOf(email) } })).toBe(2);
});

test("a staff account's address is refused (one's own or a colleague's) and nothing is erased", async () => {
  const staff = await createUser({ role: "staff" });
  const colleague = await createUser({ role: "staff" });
  for (const person of [staff, colleague]) {
    await seedPersonalData(testEmail("not-staff"), { author: staff });
    expect(await erasePersonalData(person.email, staff)).toEqual({ ok: false, reason: "staffAccount" });
    expect(await prisma.user.count({ where: { id: person.id } })).toBe(1);
  }
  expect(await prisma.privacyRequest.count({ where: { staffEmail: staff.email } })).toBe(0);
});

test("the keyed hash is the same for any case or spacing of an address, and differs between addresses", () => {
  expect(subjectHashOf(" Person@Example.com")).toBe(subjectHashOf("person@example.com"));
  expect(subjectHashOf("person@example.com")).not.toBe(subjectHashOf("person2@example.com"));
  expect(subjectHashOf("person@example.com")).toMatch(/^[0-9a-f]{64}$/);
});
