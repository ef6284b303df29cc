import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  test("needs nothing set locally", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATABASE_URL: "file:./data/vitrine.db",
    });
    expect(env.SESSION_SECRET).toHaveLength(1);
    expect(env.SITE_URL).toBeUndefined();
  });

  test("refuses to start production without a session secret, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(40)}` });
    expect(env.SESSION_SECRET).toEqual(["a".repeat(32), "b".repeat(40)]);
  });

  test("lists every invalid variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "postgres://db", SITE_URL: "not a url" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PORT:");
    expect(message).toContain("DATABASE_URL: must be a SQLite file URL");
    expect(message).toContain("SITE_URL:");
    expect(message).toContain(".env.example");
  });

  test("normalizes the site URL without a trailing slash", () => {
    expect(parseEnv({ SITE_URL: "https://vitrine.example/" }).SITE_URL).toBe("https://vitrine.example");
  });
});
