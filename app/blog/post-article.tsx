import { useTranslation } from "~/utils/translation";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { PostCover } from "~/blog/blog-card";
import { formatDate } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";
import { useEffect, useRef } from "react";
import { useCookieConsent } from "~/utils/cookie-consent";

/** What a post's page shows; its content is HTML already sanitized by the loader. */
export type PostArticleData = {
  title: string;
  excerpt: string;
  publishedAt: string;
  readTime: number | null;
  /** Null: the fallback artwork. */
  image: string | null;
  content: string;
};

/** A post as its public page renders it, also the staff's preview of a draft. */
export function PostArticle({ post }: { post: PostArticleData }) {
  const { t } = useTranslation("blog");
  const language = useLanguage();
  const content = useHeldEmbeds(post.content);
  return (
    <article className="pb-24">
      <Breadcrumbs />
      <PageHeader title={post.title} intro={post.excerpt}>
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-slate-600">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>
          {post.readTime ? (
            <>
              <span aria-hidden>·</span>
              <span data-testid="read-time">{t("post.readTime", { count: post.readTime })}</span>
            </>
          ) : null}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="mt-10 max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
          <PostCover imageUrl={post.image} priority className="block aspect-[1200/630] w-full object-cover" />
        </div>
        {post.content ? (
          <div
            ref={content}
            className="prose-post mt-12 max-w-3xl"
            data-testid="post-content"
            // Sanitized in the loader (sanitizePostHtml): article markup only.
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
        ) : (
          <p className="mt-12 max-w-3xl text-lg text-slate-600">{t("post.loading")}</p>
        )}
      </div>
    </article>
  );
}

/**
 * The post's video frames, held back by the loader (holdEmbedsUntilConsent), swapped in
 * once the visitor accepts cookies, or one by one with its load button.
 */
function useHeldEmbeds(html: string) {
  const content = useRef<HTMLDivElement>(null);
  const { choice } = useCookieConsent();
  useEffect(() => {
    const root = content.current;
    if (!root) return;
    if (choice === "accepted") root.querySelectorAll<HTMLElement>("[data-post-embed]").forEach(showFrame);
    const onClick = (event: MouseEvent) => {
      const held = event.target instanceof Element && event.target.closest("[data-post-embed-load]");
      const embed = held && held.closest<HTMLElement>("[data-post-embed]");
      if (embed) showFrame(embed);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [choice, html]);
  return content;
}

function showFrame(embed: HTMLElement) {
  const frame = embed.querySelector("template")?.content;
  if (frame) embed.replaceWith(frame.cloneNode(true));
}
