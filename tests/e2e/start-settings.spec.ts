import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm start` without the settings production requires (README, "Running the production
// build locally"): the server's first line of output names them, and it exits at once,
// without the stack trace and minified source line of an uncaught error.
test("a production start without SESSION_SECRET, ALTCHA_HMAC_KEY and SITE_URL names them on its first line and exits", async () => {
  const { SESSION_SECRET: _secret, ALTCHA_HMAC_KEY: _key, SITE_URL: _site, ...environment } = process.env;
  const server = spawn("sh", ["scripts/start.sh"], {
    env: { ...environment, DATABASE_URL: `file:${path.resolve("tests/.data/start-settings.db")}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(server, "exit")) as [number | null];

  expect(code).toBe(1);
  const lines = output.trimEnd().split("\n");
  expect(lines[0]).toBe("Invalid environment variables: SESSION_SECRET, ALTCHA_HMAC_KEY, SITE_URL (details below)");
  expect(lines.length).toBeLessThan(10);
  expect(output).not.toMatch(/^\s+at /m);
});
