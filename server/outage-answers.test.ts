import type { ServerBuild } from "@remix-run/node";
import { createClient } from "@libsql/client";
import { expect, test, vi } from "vitest";
import { withOutageAnswers } from "./outage-answers";

/** A real SQLITE_READONLY from a connection that may only read. */
async function readOnlyError() {
  const database = createClient({ url: ":memory:" });
  try {
    await database.execute("CREATE TABLE t (x)");
    await database.execute("PRAGMA query_only = 1");
    await database.execute("INSERT INTO t VALUES (1)");
  } catch (error) {
    return error;
  } finally {
    database.close();
  }
  throw new Error("the insert did not fail");
}

/** A build of three routes, as Remix's handler reads them (routes[id].module). */
function buildOf(modules: Record<string, Record<string, unknown>>) {
  const routes = Object.fromEntries(Object.entries(modules).map(([id, module]) => [id, { id, path: id, module }]));
  return { routes, entry: { module: {} } } as unknown as ServerBuild;
}

test("a loader or action the database fails for an outage throws the 503 outage answer; anything else is left as it was", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const outage = await readOnlyError();
  const other = new Error("a bug");
  const build = buildOf({
    signup: { action: () => Promise.reject(outage), loader: () => ({ fine: true }), default: "page" },
    broken: { loader: () => Promise.reject(other) },
    file: {},
  });
  const guarded = withOutageAnswers(build);
  const module = (id: string) => guarded.routes[id]?.module as unknown as Record<string, (...args: never[]) => unknown>;

  const thrown = await Promise.resolve(module("signup").action?.()).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  const answer = thrown as Response;
  expect(answer.status).toBe(503);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  expect(await answer.json()).toEqual({ outage: "database" });
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining("signup"), outage);

  expect(await module("signup").loader?.()).toEqual({ fine: true });
  expect(module("signup").default).toBe("page");
  await expect(Promise.resolve(module("broken").loader?.())).rejects.toBe(other);
  // A route without a loader or action stays without one (Remix answers 405 for it).
  expect(module("file").loader).toBeUndefined();
  expect(module("file").action).toBeUndefined();
  // Wrapped once per build (development loads the same build for many requests).
  expect(withOutageAnswers(build)).toBe(guarded);
});
