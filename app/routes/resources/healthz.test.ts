import { expect, test, vi } from "vitest";
import { otherConnection } from "../../../tests/vitest/other-connection";
import { loader } from "./healthz";

test("answers 200 ok, never cached, when the database answers", async () => {
  const response = await loader();
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("answers 503 while another process holds the database's write lock, 200 once it goes", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const other = otherConnection();
  await other.lockWrites();
  const locked = await loader();
  expect(locked.status).toBe(503);
  expect(locked.headers.get("Cache-Control")).toBe("no-store");
  expect(await locked.json()).toEqual({ status: "error", database: "notWritable" });
  await other.execute("ROLLBACK");
  await other.close();
  expect((await loader()).status).toBe(200);
});
