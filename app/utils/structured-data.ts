// Schema.org objects for search engines (JSON-LD through PageMeta.jsonLd). Texts come
// translated from the caller; coordinates are the site settings' (SiteFacts). Only properties
// schema.org defines for each type (tests/schema-org.ts checks them).
import { site } from "~/config/site";
import { cityName } from "~/utils/city-name";
import type { Language } from "~/utils/locale";
import { localizePath } from "~/utils/locale";
import type { SiteFacts } from "~/utils/site-facts";
import { absoluteUrl } from "~/utils/url";

/** One question of a FAQ, as shown (components/faq.tsx) and as marked up for search engines. */
export type FaqItem = { question: string; answer: string };

/** One step of a breadcrumb trail: its name in the page's language and its localized path. */
export type Breadcrumb = { name: string; path: string };

type JsonLd = Record<string, unknown>;

/** The agency's node: defined once (localBusinessJsonLd), named by this @id elsewhere. */
const agencyId = (origin: string) => `${origin}/#business`;

/** The agency where another object names it (provider, author, publisher). */
function agencyReference(origin: string, language: Language): JsonLd {
  return {
    "@type": "LocalBusiness",
    "@id": agencyId(origin),
    name: site.name,
    url: `${origin}${localizePath("/", language)}`,
  };
}

/** The cities the agency promotes (the local service pages), as schema.org cities. */
const servedCities = (cities: readonly string[]) => cities.map((slug) => ({ "@type": "City", name: cityName(slug) }));

const weekDays = [
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
  ["Su", "Sunday"],
] as const;

/** The days of schema.org's notation ("Mo-Fr,Su", as the settings check it) by name, in week order. */
export function openingDaysOf(days: string): string[] {
  const index = (code: string) => weekDays.findIndex(([each]) => each === code);
  const open = new Set<number>();
  for (const range of days.split(",")) {
    const [from = "", to = from] = range.split("-");
    for (let day = index(from); day >= 0 && day <= index(to); day += 1) open.add(day);
  }
  return weekDays.filter((_, day) => open.has(day)).map(([, name]) => name);
}

/** The agency's pages on social networks, when staff gave any. */
function sameAs(facts: SiteFacts): JsonLd {
  const urls = Object.values(facts.socialUrls).filter(Boolean);
  return urls.length > 0 ? { sameAs: urls } : {};
}

/** The agency as a local business: home and contact pages. */
export function localBusinessJsonLd({
  origin,
  language,
  description,
  image,
  facts,
}: {
  origin: string;
  language: Language;
  description: string;
  /** A site path: the og:image's versioned URL. */
  image: string;
  facts: SiteFacts;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": agencyId(origin),
    name: site.name,
    description,
    url: `${origin}${localizePath("/", language)}`,
    logo: `${origin}/favicon.svg`,
    image: absoluteUrl(origin, image),
    email: facts.email,
    telephone: facts.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    ...sameAs(facts),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: openingDaysOf(facts.openingHours.days),
      opens: facts.openingHours.opens,
      closes: facts.openingHours.closes,
    },
    priceRange: site.priceRange,
    areaServed: servedCities(facts.localCities),
  };
}

/** One of the agency's services (service and local service pages). */
export function serviceJsonLd({
  origin,
  path,
  language,
  name,
  description,
  city,
  cities,
}: {
  origin: string;
  /** The page's own path, already localized. */
  path: string;
  language: Language;
  name: string;
  description: string;
  /** The city of a local service page; the service page serves every promoted city (`cities`). */
  city?: string;
  cities?: readonly string[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${origin}${path}`,
    serviceType: name,
    provider: agencyReference(origin, language),
    areaServed: city ? { "@type": "City", name: city } : servedCities(cities ?? []),
  };
}

/** The questions a page shows in an FAQ. */
export function faqPageJsonLd(items: FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A blog post, published by the agency. */
export function blogPostingJsonLd({
  origin,
  path,
  language,
  headline,
  description,
  datePublished,
  dateModified,
  image,
}: {
  origin: string;
  /** The post's own (canonical) path, already localized. */
  path: string;
  language: Language;
  headline: string;
  description: string;
  /** ISO 8601. */
  datePublished: string;
  /** ISO 8601: the post's last edit. */
  dateModified: string;
  /** The cover: a site path or an absolute URL. */
  image: string;
}): JsonLd {
  const url = `${origin}${path}`;
  const agency = agencyReference(origin, language);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline,
    description,
    datePublished,
    dateModified,
    image: absoluteUrl(origin, image),
    inLanguage: language,
    author: agency,
    publisher: agency,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** A page's place in the site, from the home page to itself, with absolute URLs. */
export function breadcrumbListJsonLd(origin: string, trail: Breadcrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
