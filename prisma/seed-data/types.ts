/** A blog post shipped as seed data (docs/decisions: blog posts ship as seed data). */
export type SeedPost = {
  /** Localized URL slug, unique within its language. */
  slug: string;
  /** Same value on the French and English versions of one post; null when only one exists. */
  translationKey: string | null;
  title: string;
  /** One or two sentences shown on the blog card. */
  excerpt: string;
  /** The title a search result shows, when `title` is too long for it (app/utils/snippet.ts). */
  seoTitle?: string;
  /** The description a search result shows, when `excerpt` is too long for it. */
  seoDescription?: string;
  /** HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href>, <blockquote> only. */
  content: string;
  /** Path under public/, or null for a post without image (the blog shows a fallback). */
  imageUrl: string | null;
  /** ISO date, e.g. "2026-03-14". */
  publishedAt: string;
  /** Minutes, about word count / 200, rounded up. */
  readTime: number;
};
