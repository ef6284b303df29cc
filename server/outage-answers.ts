import type { ServerBuild } from "@remix-run/node";
import { isDatabaseOutage, OUTAGE_STATUS } from "../app/platform/database-outage";

// A database outage (read-only file, full disk, lock held past the wait) answers 503 with
// the outage page, never a 500 (docs/decisions/041): done once for every loader and action
// of the build, rather than in each route.

type RouteFunction = (...args: never[]) => unknown;

/**
 * The answer a loader or action throws when the database cannot take its work: Remix renders
 * the route's error boundary (the outage page, app/components/error-boundary.tsx) with this
 * status, sends it to a `.data` request, or returns it from a resource route.
 */
export function outageResponse() {
  return Response.json(
    { outage: "database" },
    { status: OUTAGE_STATUS, headers: { "Cache-Control": "no-store", "Retry-After": "60" } },
  );
}

function answeringOutages<F extends RouteFunction | undefined>(routeId: string, work: F): F {
  if (!work) return work;
  return (async (...args: Parameters<NonNullable<F>>) => {
    try {
      return await work(...args);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      // Remix logs no thrown response: the cause is logged here.
      console.error(`[db] ${routeId}: the database cannot take this request now; answered ${OUTAGE_STATUS}`, error);
      throw outageResponse();
    }
  }) as F;
}

const answering = new WeakMap<ServerBuild, ServerBuild>();

/** The build with each route's loader and action answering a database outage with the outage response. */
export function withOutageAnswers(build: ServerBuild): ServerBuild {
  let guarded = answering.get(build);
  if (!guarded) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => {
        const { loader, action } = route.module;
        const module = { ...route.module, loader: answeringOutages(id, loader), action: answeringOutages(id, action) };
        return [id, { ...route, module }];
      }),
    );
    guarded = { ...build, routes };
    answering.set(build, guarded);
  }
  return guarded;
}
