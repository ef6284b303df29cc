// Schema.org objects for search engines (JSON-LD through PageMeta.jsonLd). Texts come
// translated from the caller; coordinates come from the site config. Only properties
// schema.org defines for each type (tests/schema-org.ts checks them).
import { localCities, site } from "~/config/site";
import { cityName } from "~/utils/city-name";
import type { Language } from "~/utils/locale";
import { localizePath } from "~/utils/locale";
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
const servedCities = () => localCities.map((slug) => ({ "@type": "City", name: cityName(slug) }));

/** The agency as a local business: home and contact pages. */
export function localBusinessJsonLd({
  origin,
  language,
  description,
  image,
}: {
  origin: string;
  language: Language;
  description: string;
  /** A site path: the og:image's versioned URL. */
  image: string;
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
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    priceRange: site.priceRange,
    areaServed: servedCities(),
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
}: {
  origin: string;
  /** The page's own path, already localized. */
  path: string;
  language: Language;
  name: string;
  description: string;
  /** The city of a local service page; the service page serves every promoted city. */
  city?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${origin}${path}`,
    serviceType: name,
    provider: agencyReference(origin, language),
    areaServed: city ? { "@type": "City", name: city } : servedCities(),
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
