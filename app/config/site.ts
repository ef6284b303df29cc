// What the site is, in one place (decisions: "Everything else"). Texts shown to visitors are
// in the locale files; the coordinates staff edit (phone, address, hours, booking link, the
// promoted cities) are the site settings (app/content/site-settings.ts, docs/decisions/051).
import type { Language } from "~/config/languages";

export const site = {
  name: "Vitrine",
  /** The agency's price level as search engines show it ("$" to "$$$$"). */
  priceRange: "$$",
  socials: ["linkedin", "instagram"] as const,
} as const;

/**
 * The four services, by slug of their French page (/services/<slug>, the slug that
 * French paths in the code name them by) and of their English page (/en/services/<englishSlug>).
 */
export const services = [
  { key: "websites", slug: "creation-sites-web", englishSlug: "web-design" },
  { key: "seo", slug: "seo", englishSlug: "seo" },
  { key: "ads", slug: "publicite-google-meta", englishSlug: "google-meta-ads" },
  { key: "content", slug: "creation-de-contenu", englishSlug: "content-creation" },
] as const;

/** The service whose page in `language` has this slug. */
export function serviceBySlug(slug: string | undefined, language: Language) {
  return services.find((service) => (language === "fr" ? service.slug : service.englishSlug) === slug);
}
