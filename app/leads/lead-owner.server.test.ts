import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { createUser } from "../../tests/vitest/factories";
import { createLead } from "./lead.server";
import { findStaffMembers, setLeadOwner } from "./lead-owner.server";

const newLead = () =>
  createLead({
    type: "contact",
    name: "Zoé Bélanger",
    email: `zoe-${crypto.randomUUID()}@example.com`,
    locale: "fr",
    sourcePage: "/contact",
    verification: "verified",
  });

const ownerOf = async (id: string) => (await prisma.lead.findUniqueOrThrow({ where: { id } })).ownerId;

test("a lead is given to a staff member or to nobody; never to a client or an unknown account", async () => {
  const lead = await newLead();
  const staff = await createUser({ role: "staff" });
  const client = await createUser({ role: "client" });

  expect(await setLeadOwner(lead.id, staff.id)).toBeNull();
  expect(await ownerOf(lead.id)).toBe(staff.id);
  expect(await setLeadOwner(lead.id, client.id)).toBe("notStaff");
  expect(await setLeadOwner(lead.id, "no-such-account")).toBe("notStaff");
  expect(await ownerOf(lead.id)).toBe(staff.id);
  expect(await setLeadOwner(lead.id, null)).toBeNull();
  expect(await ownerOf(lead.id)).toBeNull();
  expect(await setLeadOwner("no-such-lead", staff.id)).toBe("noLead");
  expect(await setLeadOwner("no-such-lead", null)).toBe("noLead");

  const members = await findStaffMembers();
  expect(members).toContainEqual({ id: staff.id, email: staff.email });
  expect(members.map(({ id }) => id)).not.toContain(client.id);
});

test("a member who loses the staff role, or whose account is deleted, leaves their leads unassigned", async () => {
  const [first, second, third] = [await newLead(), await newLead(), await newLead()];
  const demoted = await createUser({ role: "staff" });
  const deleted = await createUser({ role: "staff" });
  const staying = await createUser({ role: "staff" });
  await setLeadOwner(first.id, demoted.id);
  await setLeadOwner(second.id, deleted.id);
  await setLeadOwner(third.id, staying.id);

  // Any write path (here Prisma's update): the trigger follows the role, not the code.
  await prisma.user.update({ where: { id: demoted.id }, data: { role: "client" } });
  await prisma.user.delete({ where: { id: deleted.id } });
  // Another change of a staff member's row leaves their leads as they are.
  await prisma.user.update({ where: { id: staying.id }, data: { lastSignInAt: new Date() } });
  await prisma.user.update({ where: { id: staying.id }, data: { role: "staff" } });

  expect(await ownerOf(first.id)).toBeNull();
  expect(await ownerOf(second.id)).toBeNull();
  expect(await ownerOf(third.id)).toBe(staying.id);
  expect(await setLeadOwner(first.id, demoted.id)).toBe("notStaff");
});
