import { expect, test } from "vitest";
import { loader } from "./healthz";

test("answers 200 ok, never cached, when the database answers", async () => {
  const response = await loader();
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});
