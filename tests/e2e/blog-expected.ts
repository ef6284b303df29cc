import { expect, type Page } from "@playwright/test";
import { englishPosts } from "../../prisma/seed-data/posts.en";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { localizePath, type Language } from "~/utils/locale";
import { locale } from "./locales";

// What the blog list should show for the seed posts the e2e server starts with.

export const PAGE_SIZE = 6;

/** The language's seed posts, newest first: the order of the list and the feed. */
export function expectedPosts(language: Language) {
  const posts = language === "fr" ? frenchPosts : englishPosts;
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The posts of one page (1-based). */
export function expectedPage(language: Language, page: number) {
  return expectedPosts(language).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

export function totalPages(language: Language) {
  return Math.ceil(expectedPosts(language).length / PAGE_SIZE);
}

/** A seed date ("2026-11-12") as the page prints it: "12 novembre 2026" / "November 12, 2026". */
export function displayDate(isoDay: string, language: Language) {
  return new Intl.DateTimeFormat(`${language}-CA`, { dateStyle: "long", timeZone: "America/Toronto" }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}

export const blogPath = (language: Language, page = 1) =>
  `${localizePath("/blog", language)}${page > 1 ? `?page=${page}` : ""}`;

export const cards = (page: Page) => page.getByTestId("blog-card");

/** The pagination landmark, found by its translated name. */
export const pagination = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: locale(language, "blog").pagination.label });

/** Checks that the cards are exactly these posts, in this order. */
export async function expectCards(page: Page, language: Language, posts: ReturnType<typeof expectedPosts>) {
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(posts.map((post) => post.title));
  await expect(cards(page).locator("time")).toHaveText(posts.map((post) => displayDate(post.publishedAt, language)));
}
