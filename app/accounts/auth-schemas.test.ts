import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { loginSchema, newPasswordSchema, signupSchema } from "./auth-schemas";

function errorsOf(password: string) {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the password rule (8+ characters, 1 uppercase, 1 number)", () => {
  test.each(["Abcdefg1", "motDePasse2026", "ÉtéChaud9", "P4ssword with spaces"])("accepts %s", (password) => {
    expect(errorsOf(password)).toEqual([]);
  });

  test("names each part of the rule a password misses", () => {
    expect(errorsOf("Abcdef1")).toEqual(["passwordTooShort"]);
    expect(errorsOf("abcdefg1")).toEqual(["passwordNeedsUppercase"]);
    expect(errorsOf("Abcdefgh")).toEqual(["passwordNeedsNumber"]);
    expect(errorsOf("abc")).toEqual(["passwordTooShort", "passwordNeedsUppercase", "passwordNeedsNumber"]);
    expect(errorsOf(`A1${"a".repeat(127)}`)).toEqual(["passwordTooLong"]);
  });
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The field errors conform finds in a submission (none: null). */
function fieldErrors(fields: Record<string, string>, schema: typeof signupSchema | typeof loginSchema) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "error" ? submission.error : null;
}

describe("the forms as conform parses them (browser and server alike)", () => {
  test("sign-up: missing and invalid fields get their codes", () => {
    expect(fieldErrors({ email: "", password: "" }, signupSchema)).toEqual({
      email: ["emailRequired"],
      password: ["passwordRequired"],
    });
    expect(fieldErrors({ email: "not-an-address", password: "weakpass" }, signupSchema)).toEqual({
      email: ["emailInvalid"],
      password: ["passwordNeedsUppercase", "passwordNeedsNumber"],
    });
  });

  test("a NUL in the address is refused (the database would cut it); in a password it is only a character", () => {
    expect(fieldErrors({ email: "zoe\u0000@example.com", password: "Abcdefg1" }, signupSchema)).toEqual({
      email: ["emailInvalid"],
    });
    expect(fieldErrors({ email: "zoe@example.com", password: "Abc\u0000defg1" }, signupSchema)).toBeNull();
  });

  test("sign-up: the address is trimmed and lower-cased", () => {
    const submission = parseWithZod(form({ email: "  Zoe@Example.COM ", password: "Abcdefg1" }), {
      schema: signupSchema,
    });
    expect(submission.status === "success" && submission.value).toEqual({
      email: "zoe@example.com",
      password: "Abcdefg1",
    });
  });

  test("log-in: both fields required, no rule applied to the password", () => {
    expect(fieldErrors({ email: "a@b.example", password: "" }, loginSchema)).toEqual({
      password: ["passwordRequired"],
    });
    expect(fieldErrors({ email: "a@b.example", password: "x" }, loginSchema)).toBeNull();
  });
});
