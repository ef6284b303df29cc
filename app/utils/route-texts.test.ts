import { expect, test } from "vitest";

const routeModules = import.meta.glob<{ handle?: { i18n?: string[] }; clientLoader?: unknown }>([
  "../routes/**/*.tsx",
  "!../routes/**/*.test.tsx",
]);

test("every screen that declares locale files loads them with its data on client-side navigations", async () => {
  const withoutClientLoader: string[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    const routeModule = await load();
    if (routeModule.handle?.i18n && typeof routeModule.clientLoader !== "function") withoutClientLoader.push(file);
  }
  expect(Object.keys(routeModules).length).toBeGreaterThan(20);
  expect(withoutClientLoader).toEqual([]);
});
