import { matchPath, matchRoutes } from "@remix-run/router";
import { expect, test } from "vitest";

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
