import { createClient } from "@libsql/client";
import { expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { loader } from "./healthz";

test("answers 200 ok, never cached, when the database answers", async () => {
  const response = await loader();
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("answers 503 while another process holds the database's write lock, 200 once it goes", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const other = createClient({ url: env.DATABASE_URL });
  await other.execute("BEGIN EXCLUSIVE");
  const locked = await loader();
  expect(locked.status).toBe(503);
  expect(locked.headers.get("Cache-Control")).toBe("no-store");
  expect(await locked.json()).toEqual({ status: "error", database: "notWritable" });
  await other.execute("ROLLBACK");
  other.close();
  expect((await loader()).status).toBe(200);
});
