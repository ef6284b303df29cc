import { matchPath, matchRoutes } from "@remix-run/router";
import { expect, test, vi } from "vitest";

// patches/@remix-run+router: the server's route tables never change, so React Router's
// matching reads each one once (its flattened, ranked branches) and builds each pattern's
// RegExp once (docs/decisions/026). What that means, seen from outside:

test("a route table is ranked once: matching again reuses it", () => {
  const routes = [{ path: "/services/:serviceSlug" }, { path: "*" }];
  expect(matchRoutes(routes, "/contact")?.[0]?.route.path).toBe("*");
  // Changed in place after a first match (the server never does this), the table is not read again.
  routes.unshift({ path: "/contact" });
  expect(matchRoutes(routes, "/contact")?.[0]?.route.path).toBe("*");
  // A new table is read.
  expect(matchRoutes([...routes], "/contact")?.[0]?.route.path).toBe("/contact");
});

test("matching by pattern still gives each call its own parameters", () => {
  expect(matchPath("/services/:serviceSlug/:citySlug", "/services/seo/laval")?.params).toEqual({
    serviceSlug: "seo",
    citySlug: "laval",
  });
  expect(matchPath("/services/:serviceSlug/:citySlug", "/SERVICES/web-design/montreal")?.params).toEqual({
    serviceSlug: "web-design",
    citySlug: "montreal",
  });
  expect(matchPath({ path: "/services", end: false }, "/services/seo")?.pathnameBase).toBe("/services");
  expect(matchPath({ path: "/services", end: true }, "/services/seo")).toBeNull();
});

test("a path is matched once: matching it again reuses the match, each caller getting its own copy", () => {
  const routes = [{ path: "", children: [{ path: "services/:serviceSlug" }, { path: "contact" }, { path: "*" }] }];
  const first = matchRoutes(routes, "/services/seo");
  const tried = vi.spyOn(RegExp.prototype, Symbol.match);
  try {
    const again = matchRoutes(routes, "/services/seo");
    // No route pattern was tried again.
    expect(tried).not.toHaveBeenCalled();
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(again?.[1]).not.toBe(first?.[1]);
    // One params object per match, shared by its routes as React Router makes it, and not another caller's.
    expect(again?.[0]?.params).toBe(again?.[1]?.params);
    expect(again?.[1]?.params).not.toBe(first?.[1]?.params);
  } finally {
    tried.mockRestore();
  }
  // A caller that changes its params (they are typed read-only) does not change another's.
  const changed = matchRoutes(routes, "/services/seo");
  if (changed?.[1]) Object.assign(changed[1].params, { serviceSlug: "changed" });
  expect(matchRoutes(routes, "/services/seo")?.[1]?.params).toEqual({ serviceSlug: "seo" });
  expect(matchRoutes(routes, "/services/web")?.[1]?.params).toEqual({ serviceSlug: "web" });
  expect(matchRoutes(routes, "/blog/a")?.[1]?.route.path).toBe("*");
});
