import { expect, test } from "vitest";
import { checkLogin } from "~/accounts/account.server";
import { prisma } from "~/platform/db.server";
import { createStaffFromArguments } from "./create-staff";

test("creates a confirmed staff account that can log in", async () => {
  expect(await createStaffFromArguments(["  Equipe@Vitrine.example ", "Staff-password-1"])).toBe(
    "Staff account created for equipe@vitrine.example.",
  );
  const user = await prisma.user.findUniqueOrThrow({ where: { email: "equipe@vitrine.example" } });
  expect(user.role).toBe("staff");
  expect(user.emailVerifiedAt).not.toBeNull();
  expect(await checkLogin("equipe@vitrine.example", "Staff-password-1")).toMatchObject({
    ok: true,
    user: { role: "staff" },
  });
});

test("refuses a weak password, a taken address and missing arguments", async () => {
  await expect(createStaffFromArguments(["weak@vitrine.example", "password"])).rejects.toThrow(
    "Cannot create the account: the password needs an uppercase letter; the password needs a number.",
  );
  expect(await prisma.user.count({ where: { email: "weak@vitrine.example" } })).toBe(0);

  await createStaffFromArguments(["taken@vitrine.example", "Staff-password-1"]);
  await expect(createStaffFromArguments(["taken@vitrine.example", "Other-password-2"])).rejects.toThrow(
    "An account already uses taken@vitrine.example.",
  );
  await expect(createStaffFromArguments(["only@vitrine.example"])).rejects.toThrow(/^Usage: /);
});
