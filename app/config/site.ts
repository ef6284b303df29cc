// The agency's coordinates and third-party links, in one place (decisions: "Everything
// else"). Texts shown to visitors are in the locale files; these are data.
import type { Language } from "~/config/languages";

const officeOnMaps = "https://www.google.com/maps?q=825+boulevard+Charest+Est,+Qu%C3%A9bec";

export const site = {
  name: "Vitrine",
  email: "bonjour@agencevitrine.ca",
  phone: { display: "+1 418 555-0142", href: "tel:+14185550142" },
  whatsappUrl: "https://wa.me/14185550142",
  messengerUrl: "https://m.me/agencevitrine",
  address: {
    street: "825, boulevard Charest Est",
    city: "Québec",
    region: "QC",
    postalCode: "G1K 3J9",
    country: "CA",
  },
  /** Where the office is (825, boulevard Charest Est), for maps and local search results. */
  geo: { latitude: 46.8149, longitude: -71.219 },
  /** The agency's price level as search engines show it ("$" to "$$$$"). */
  priceRange: "$$",
  /** The agency's opening hours: Monday to Friday, 9h to 17h. */
  openingHours: { days: "Mo-Fr", opens: "09:00", closes: "17:00" },
  /** The booking service's page for the free 30-minute consultation. */
  bookingUrl: "https://calendly.com/agencevitrine/30min",
  /** The office on Google Maps: framed on the contact page, and its own page (a new tab) before consent. */
  mapUrl: officeOnMaps,
  mapEmbedUrl: `${officeOnMaps}&output=embed`,
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

/**
 * Cities with a local page for every service (/services/:serviceSlug/:citySlug), listed
 * in the sitemap. Any other city slug still answers; these are the ones we promote.
 */
export const localCities = [
  "quebec",
  "levis",
  "montreal",
  "laval",
  "gatineau",
  "sherbrooke",
  "trois-rivieres",
  "saguenay",
] as const;
