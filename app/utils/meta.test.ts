import type { MetaArgs } from "@remix-run/react";
import { expect, test } from "vitest";
import { routeMeta } from "./meta";

const rootMatch = {
  id: "root",
  data: {
    origin: "https://vitrine.example",
    language: "en",
    ogImage: "/images/og/default.jpg?v=0123456789",
    errorTitles: { notFound: "Page not found | Vitrine", error: "Error | Vitrine" },
  },
};

function meta(args: Partial<MetaArgs>) {
  return routeMeta({
    data: undefined,
    error: undefined,
    matches: [rootMatch],
    location: { pathname: "/en/blog", search: "", hash: "", state: null, key: "default" },
    ...args,
  } as unknown as MetaArgs);
}

test("a page gets its title, description, Open Graph and Twitter tags with absolute URLs", () => {
  expect(meta({ data: { meta: { title: "Blog | Vitrine", description: "Advice" } } })).toEqual([
    { title: "Blog | Vitrine" },
    { name: "description", content: "Advice" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Vitrine" },
    { property: "og:title", content: "Blog | Vitrine" },
    { property: "og:description", content: "Advice" },
    { property: "og:url", content: "https://vitrine.example/en/blog" },
    { property: "og:locale", content: "en_CA" },
    { property: "og:locale:alternate", content: "fr_CA" },
    { property: "og:image", content: "https://vitrine.example/images/og/default.jpg?v=0123456789" },
    { name: "twitter:card", content: "summary_large_image" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
  ]);
});

test("a page's own image, JSON-LD and noindex are rendered", () => {
  const jsonLd = { "@context": "https://schema.org", "@type": "FAQPage" };
  const tags = meta({
    data: { meta: { title: "T", description: "D", image: "/images/blog/a.webp", jsonLd: [jsonLd], noindex: true } },
  });
  expect(tags).toContainEqual({ property: "og:image", content: "https://vitrine.example/images/blog/a.webp" });
  expect(tags).not.toContainEqual(expect.objectContaining({ property: "og:image:width" }));
  expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  expect(tags).toContainEqual({ "script:ld+json": jsonLd });
});

test("a blog post is shared as an article with its publication time", () => {
  const tags = meta({
    data: { meta: { title: "T", description: "D", article: { publishedTime: "2026-11-12T12:00:00.000Z" } } },
  });
  expect(tags).toContainEqual({ property: "og:type", content: "article" });
  expect(tags).not.toContainEqual({ property: "og:type", content: "website" });
  expect(tags).toContainEqual({ property: "article:published_time", content: "2026-11-12T12:00:00.000Z" });
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

test("route data whose meta lacks a title or description is read as no meta, never rendered half", () => {
  expect(meta({ data: { meta: { title: "T" } } })).toEqual([
    { title: "Error | Vitrine" },
    { name: "robots", content: "noindex" },
  ]);
});

test("a page's breadcrumb trail is rendered as a BreadcrumbList with absolute URLs", () => {
  const breadcrumbs = [
    { name: "Vitrine", path: "/en" },
    { name: "Blog", path: "/en/blog" },
  ];
  const tags = meta({ data: { meta: { title: "T", description: "D", breadcrumbs } } });
  expect(tags).toContainEqual({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Vitrine", item: "https://vitrine.example/en" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://vitrine.example/en/blog" },
      ],
    },
  });
});
