import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

/** Where test databases live; the migrated template is copied for each test file. */
export const TEST_DATA_DIR = path.resolve("tests/.data");
export const TEMPLATE_DATABASE = path.join(TEST_DATA_DIR, "template.db");

// Builds the template database once per run, with the real migrations.
export default function setup() {
  rmSync(TEST_DATA_DIR, { recursive: true, force: true });
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DATABASE}` },
    stdio: "pipe",
  });
}
