import "~/utils/zod-without-eval";
import { slugify as slugText } from "~/utils/slug";
import { z } from "zod/mini";
import { fromQuebecInput } from "~/utils/quebec-time";
import { OWN_IMAGE_URL } from "~/config/routes";

// The post editor's rules, shared by the form and the actions (zod/mini, like the lead forms'
// rules: full zod in the browser would join their chunk, decision 027). Error messages are codes;
// their texts are in admin.json under "posts.errors".

export const postFieldErrors = [
  "titleRequired",
  "titleTooLong",
  "slugInvalid",
  "slugTaken",
  "excerptRequired",
  "excerptTooLong",
  "contentTooLong",
  "coverInvalid",
  "coverAltRequired",
  "coverNotImage",
  "coverTooLarge",
  "coverUpload",
  "dateInvalid",
  "translationInvalid",
] as const;
export type PostFieldError = (typeof postFieldErrors)[number];

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 120;
export const POST_EXCERPT_MAX = 500;
/** The stated size limit of a post's HTML (characters): about 15,000 words of article markup. */
export const POST_CONTENT_MAX = 100_000;

/** How a save publishes: keep a draft, publish (now, or keep the date of a published post), or schedule. */
export const publications = ["draft", "now", "schedule"] as const;
export type Publication = (typeof publications)[number];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's slug from its title: "Écrire pour le Web : 5 règles" -> "ecrire-pour-le-web-5-regles". */
export function slugify(text: string) {
  return slugText(text, POST_SLUG_MAX);
}

const invalid = (code: PostFieldError) => ({ error: code });

const postFields = z
  .object({
    title: z
      .string(invalid("titleRequired"))
      .check(z.trim(), z.minLength(1, invalid("titleRequired")), z.maxLength(POST_TITLE_MAX, invalid("titleTooLong"))),
    slug: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(POST_SLUG_MAX, invalid("slugInvalid")),
          z.regex(SLUG_PATTERN, invalid("slugInvalid")),
        ),
    ),
    excerpt: z
      .string(invalid("excerptRequired"))
      .check(z.trim(), z.maxLength(POST_EXCERPT_MAX, invalid("excerptTooLong"))),
    content: z._default(z.string().check(z.maxLength(POST_CONTENT_MAX, invalid("contentTooLong"))), ""),
    imageUrl: z.optional(
      z.string().check(z.maxLength(500, invalid("coverInvalid")), z.regex(OWN_IMAGE_URL, invalid("coverInvalid"))),
    ),
    imageAlt: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    publication: z._default(z.enum(publications), "draft"),
    scheduledAt: z.optional(z.string()),
    translationId: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(
    z.superRefine((post, context) => {
      if (post.imageUrl && !post.imageAlt) {
        context.addIssue({
          code: "custom",
          path: ["imageAlt"],
          message: "coverAltRequired" satisfies PostFieldError,
        });
      }
      if (post.publication === "schedule" && !fromQuebecInput(post.scheduledAt ?? "")) {
        context.addIssue({ code: "custom", path: ["scheduledAt"], message: "dateInvalid" satisfies PostFieldError });
      }
    }),
  );

export const postSchema = z.pipe(
  postFields,
  z.transform((post: z.output<typeof postFields>) => ({ ...post, slug: post.slug || slugify(post.title) })),
);

export type PostInput = z.output<typeof postSchema>;

/**
 * What a post's revision keeps: its whole text and when it is public (not its translation:
 * that is another post's pairing), and the names its history shows for what changed.
 */
export const postDocumentFields = [
  "title",
  "slug",
  "excerpt",
  "content",
  "imageUrl",
  "imageAlt",
  "seoTitle",
  "seoDescription",
  "publishedAt",
] as const;
export type PostDocumentField = (typeof postDocumentFields)[number];

/** The history's restore forms post to the editor's address with this in its query (forms of their own, no script needed). */
export const POST_RESTORE_QUERY = "restore";

/** A post's state for staff: a draft, scheduled (public later) or published. */
export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export function postStatusOf(publishedAt: Date | string | null, now = new Date()): PostStatus {
  if (publishedAt === null) return "draft";
  return new Date(publishedAt) > now ? "scheduled" : "published";
}

/** Minutes to read, at 200 words a minute (at least 1), from the post's HTML. */
export function readTimeOf(html: string) {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
