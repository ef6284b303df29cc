import blogImageVersions from "virtual:image-versions/blog";
import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { Picture } from "~/components/picture";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { formatDate } from "~/utils/date-format";
import { cn } from "~/utils/misc";

/** What a blog card shows; dates travel as ISO strings from the loader. */
export type BlogCardPost = {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  publishedAt: string;
};

/** Covers are 1280×672 (1200:630, the Open Graph ratio). */
export const COVER_SIZE = { width: 1280, height: 672 };

/** What a post without its own image shows, here and when it is shared (Open Graph, JSON-LD). */
export const FALLBACK_COVER_URL = "/images/blog/fallback.jpg";

/**
 * A post's cover, or the fallback artwork when it has none. Local covers are JPEGs with
 * AVIF and WebP siblings (npm run images), served through <Picture>; any other address is
 * shown as it is. Decorative: the post's title sits next to it.
 */
export function PostCover({
  imageUrl,
  priority = false,
  className,
}: {
  imageUrl: string | null;
  priority?: boolean;
  className?: string;
}) {
  const localCover = /^(\/images\/[\w/-]+)\.jpg$/.exec(imageUrl ?? FALLBACK_COVER_URL)?.[1];
  if (localCover) {
    return (
      <Picture
        src={localCover}
        versions={blogImageVersions}
        alt=""
        {...COVER_SIZE}
        priority={priority}
        className={className}
      />
    );
  }
  return (
    <img
      src={imageUrl ?? ""}
      alt=""
      {...COVER_SIZE}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-auto max-w-full", className)}
    />
  );
}

const cardClass = "flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";
const coverClass = "block aspect-[1200/630] w-full object-cover";

/** A post in the blog grid; the whole card follows the read-more link. */
export function BlogCard({ post, priority = false }: { post: BlogCardPost; priority?: boolean }) {
  const { t } = useTranslation("blog");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    <article
      className={cn(
        cardClass,
        "group relative transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md",
      )}
      data-testid="blog-card"
    >
      <PostCover imageUrl={post.imageUrl} priority={priority} className={coverClass} />
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.publishedAt} className="text-sm text-slate-500">
          {formatDate(post.publishedAt, language)}
        </time>
        <h2 className="mt-2 text-xl font-semibold text-slate-900">{post.title}</h2>
        <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
        <Link
          to={lp(`/blog/${post.slug}`)}
          aria-label={t("list.readMoreLabel", { title: post.title })}
          className="mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
        >
          {t("list.readMore")}
          <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

/** The shape of a card while the next page loads. */
export function BlogCardSkeleton() {
  return (
    <div className={cn(cardClass, "motion-safe:animate-pulse")} aria-hidden data-testid="blog-card-skeleton">
      <div className="aspect-[1200/630] w-full bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-4 w-32 rounded bg-slate-200" />
        <div className="h-6 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
        <div className="mt-4 h-4 w-28 rounded bg-slate-200" />
      </div>
    </div>
  );
}
