import { sanitizePostHtml } from "~/utils/sanitize-html.server";

/** What the public page (and the staff's preview) renders of a post (PostArticle): its HTML sanitized again. */
export async function postArticleData(post: {
  title: string;
  excerpt: string;
  publishedAt: Date;
  readTime: number | null;
  imageUrl: string | null;
  content: string;
}) {
  return {
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt.toISOString(),
    readTime: post.readTime,
    image: post.imageUrl,
    content: (await sanitizePostHtml(post.content)).trim(),
  };
}
