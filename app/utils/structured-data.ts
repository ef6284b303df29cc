// Schema.org objects for search engines (JSON-LD through PageMeta.jsonLd). Texts come
// translated from the caller; coordinates come from the site config.
import { site } from "~/config/site";
import type { Language } from "~/utils/locale";
import { localizePath } from "~/utils/locale";
import { absoluteUrl } from "~/utils/meta";

/** One question of a FAQ, as shown (components/faq.tsx) and as marked up for search engines. */
export type FaqItem = { question: string; answer: string };

type JsonLd = Record<string, unknown>;

/** The agency as a local business: home and contact pages. */
export function localBusinessJsonLd({
  origin,
  language,
  description,
}: {
  origin: string;
  language: Language;
  description: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: site.name,
    description,
    url: `${origin}${localizePath("/", language)}`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/images/og/default.jpg`,
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
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    areaServed: { "@type": "AdministrativeArea", name: "Québec" },
    inLanguage: language,
  };
}

/** One of the agency's services (service and local service pages). */
export function serviceJsonLd({
  origin,
  path,
  language,
  name,
  description,
  areaServed,
}: {
  origin: string;
  /** The page's own path, already localized. */
  path: string;
  language: Language;
  name: string;
  description: string;
  areaServed?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${origin}${path}`,
    serviceType: name,
    inLanguage: language,
    provider: { "@type": "LocalBusiness", "@id": `${origin}/#business`, name: site.name },
    areaServed: { "@type": "Place", name: areaServed ?? "Québec" },
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
  /** The cover: a site path or an absolute URL. */
  image: string;
}): JsonLd {
  const url = `${origin}${path}`;
  const agency = {
    "@type": "Organization",
    name: site.name,
    url: `${origin}${localizePath("/", language)}`,
    logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline,
    description,
    datePublished,
    image: absoluteUrl(origin, image),
    inLanguage: language,
    author: agency,
    publisher: agency,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
