import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SNIPPET_LIMITS } from "~/utils/snippet";
import { englishPosts } from "./posts.en";
import { frenchPosts } from "./posts.fr";

const BLOG_PAGE_SIZE = 6;

describe.each([
  ["fr", frenchPosts],
  ["en", englishPosts],
] as const)("%s seed posts", (language, posts) => {
  test("fill at least three blog pages", () => {
    expect(posts.length).toBeGreaterThanOrEqual(14);
    expect(Math.ceil(posts.length / BLOG_PAGE_SIZE)).toBeGreaterThanOrEqual(3);
  });

  test("have unique slugs, a read time each, and some have no image", () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.readTime, post.slug).toBeGreaterThan(0);
      expect(post.slug, post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.slug).toBe(false);
    }
    for (const post of posts) {
      if (post.imageUrl) expect(existsSync(path.join("public", post.imageUrl)), post.imageUrl).toBe(true);
    }
    expect(posts.some((post) => post.imageUrl === null)).toBe(true);
    expect(posts.some((post) => post.imageUrl !== null)).toBe(true);
  });

  test("show a search result a title and a description that fit, written rather than cut", () => {
    const { titleMax, descriptionMin, descriptionMax } = SNIPPET_LIMITS;
    for (const post of posts) {
      const title = post.seoTitle ?? post.title;
      const description = post.seoDescription ?? post.excerpt;
      expect(title.length, post.slug).toBeLessThanOrEqual(titleMax);
      expect(description.length, post.slug).toBeGreaterThanOrEqual(descriptionMin);
      expect(description.length, post.slug).toBeLessThanOrEqual(descriptionMax);
      // An SEO text is there because the post's own does not fit, and is no truncation of it.
      if (post.seoTitle) expect(post.title.length, post.slug).toBeGreaterThan(titleMax);
      if (post.seoDescription) expect(post.excerpt.length, post.slug).toBeGreaterThan(descriptionMax);
      for (const text of [title, description]) expect(text, post.slug).not.toMatch(/…$/);
    }
  });

  test("link only to this language's pages", () => {
    for (const post of posts) {
      for (const [, href] of post.content.matchAll(/href="([^"]+)"/g)) {
        expect(href, post.slug).toMatch(language === "en" ? /^\/en\// : /^\/(?!en\/)/);
      }
    }
  });
});

test("translated posts pair up across the languages", () => {
  const keys = (posts: typeof frenchPosts) =>
    posts
      .map((post) => post.translationKey)
      .filter(Boolean)
      .sort();
  expect(keys(frenchPosts)).toEqual(keys(englishPosts));
});
