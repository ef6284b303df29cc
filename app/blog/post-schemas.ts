import "~/utils/zod-without-eval";
import { z } from "zod";
import { fromQuebecInput } from "~/blog/quebec-time";
import { OWN_IMAGE_URL } from "~/config/routes";

// The post editor's rules, shared by the form and the actions. Error messages are codes;
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

/** "Écrire pour le Web : 5 règles" -> "ecrire-pour-le-web-5-regles". */
export function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/, "");
}

export const postSchema = z
  .object({
    title: z
      .string({ error: "titleRequired" satisfies PostFieldError })
      .trim()
      .min(1, { error: "titleRequired" satisfies PostFieldError })
      .max(POST_TITLE_MAX, { error: "titleTooLong" satisfies PostFieldError }),
    slug: z
      .string()
      .trim()
      .max(POST_SLUG_MAX, { error: "slugInvalid" satisfies PostFieldError })
      .regex(SLUG_PATTERN, { error: "slugInvalid" satisfies PostFieldError })
      .optional(),
    excerpt: z
      .string({ error: "excerptRequired" satisfies PostFieldError })
      .trim()
      .max(POST_EXCERPT_MAX, { error: "excerptTooLong" satisfies PostFieldError }),
    content: z
      .string()
      .max(POST_CONTENT_MAX, { error: "contentTooLong" satisfies PostFieldError })
      .default(""),
    imageUrl: z
      .string()
      .max(500, { error: "coverInvalid" satisfies PostFieldError })
      .regex(OWN_IMAGE_URL, { error: "coverInvalid" satisfies PostFieldError })
      .optional(),
    imageAlt: z.string().trim().max(300).optional(),
    publication: z.enum(publications).default("draft"),
    scheduledAt: z.string().optional(),
    translationId: z.string().max(100).optional(),
  })
  .superRefine((post, context) => {
    if (post.imageUrl && !post.imageAlt) {
      context.addIssue({ code: "custom", path: ["imageAlt"], message: "coverAltRequired" satisfies PostFieldError });
    }
    if (post.publication === "schedule" && !fromQuebecInput(post.scheduledAt ?? "")) {
      context.addIssue({ code: "custom", path: ["scheduledAt"], message: "dateInvalid" satisfies PostFieldError });
    }
  })
  .transform((post) => ({ ...post, slug: post.slug || slugify(post.title) }));

export type PostInput = z.output<typeof postSchema>;

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
