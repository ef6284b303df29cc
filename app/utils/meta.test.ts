import type { MetaArgs } from "@remix-run/react";
import { expect, test } from "vitest";
import { routeMeta } from "./meta";

const rootMatch = {
  id: "root",
  data: { errorTitles: { notFound: "Page not found | Vitrine", error: "Error | Vitrine" } },
};

function meta(args: Partial<MetaArgs>) {
  return routeMeta({ data: undefined, error: undefined, matches: [rootMatch], ...args } as unknown as MetaArgs);
}

test("a page gets its title, description and Open Graph tags", () => {
  expect(meta({ data: { meta: { title: "Blog | Vitrine", description: "Advice" } } })).toEqual([
    { title: "Blog | Vitrine" },
    { name: "description", content: "Advice" },
    { property: "og:title", content: "Blog | Vitrine" },
    { property: "og:description", content: "Advice" },
  ]);
});

test("a page whose loader threw gets the not-found or the error title, and is not indexed", () => {
  const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
  expect(meta({ error: notFound })).toEqual([
    { title: "Page not found | Vitrine" },
    { name: "robots", content: "noindex" },
  ]);
  expect(meta({ error: new Error("boom") })).toEqual([
    { title: "Error | Vitrine" },
    { name: "robots", content: "noindex" },
  ]);
});
