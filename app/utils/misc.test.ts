import { expect, test } from "vitest";
import { memberOf } from "./misc";

test("memberOf gives the list's member a value equals, and undefined for anything else", () => {
  const codes = ["required", "email"] as const;
  expect(memberOf(codes, "email")).toBe("email");
  expect(memberOf(codes, "phone")).toBeUndefined();
  expect(memberOf(codes, undefined)).toBeUndefined();
});
