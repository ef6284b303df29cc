import { describe, expect, test } from "vitest";
import { services } from "~/config/site";
import { getBreadcrumbs, getServiceBreadcrumbs } from "~/utils/meta.server";
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  openingDaysOf,
  serviceJsonLd,
} from "~/utils/structured-data";
import { shippedFacts } from "../../tests/shipped-facts";
import { validateJsonLd } from "../../tests/schema-org";

const origin = "https://vitrine.example";
const seo = services.find((service) => service.key === "seo")!;

describe("the agency as a LocalBusiness", () => {
  const business = localBusinessJsonLd({
    origin,
    language: "en",
    description: "Digital marketing in Québec City",
    image: "/images/og/default.jpg?v=0123456789",
    facts: shippedFacts,
  });

  test("has its coordinates, opening hours, price range and the eight promoted cities", () => {
    expect(business).toMatchObject({
      "@id": `${origin}/#business`,
      url: `${origin}/en`,
      image: `${origin}/images/og/default.jpg?v=0123456789`,
      telephone: "+14185550142",
      email: "bonjour@agencevitrine.ca",
      address: { streetAddress: "825, boulevard Charest Est", addressLocality: "Québec", postalCode: "G1K 3J9" },
      geo: { "@type": "GeoCoordinates", latitude: 46.8149, longitude: -71.219 },
      openingHoursSpecification: { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
      priceRange: "$$",
    });
    expect(business.areaServed).toHaveLength(8);
    expect(business.areaServed).toContainEqual({ "@type": "City", name: "Trois Rivieres" });
    expect(business).not.toHaveProperty("inLanguage");
  });

  test("names the agency's social pages once staff gave them, and none before", () => {
    expect(business).not.toHaveProperty("sameAs");
    const linked = localBusinessJsonLd({
      origin,
      language: "fr",
      description: "Marketing numérique à Québec",
      image: "/images/og/default.jpg",
      facts: { ...shippedFacts, socialUrls: { linkedin: "https://www.linkedin.com/company/vitrine", instagram: "" } },
    });
    expect(linked.sameAs).toEqual(["https://www.linkedin.com/company/vitrine"]);
    expect(validateJsonLd([linked])).toEqual([]);
  });

  test("opens on the days the settings name, in schema.org's notation", () => {
    expect(openingDaysOf("Mo-Fr")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(openingDaysOf("Sa,Mo-We")).toEqual(["Monday", "Tuesday", "Wednesday", "Saturday"]);
    expect(openingDaysOf("Su")).toEqual(["Sunday"]);
  });

  test("uses only what schema.org defines, as do the objects that name it", () => {
    const service = serviceJsonLd({
      origin,
      path: "/en/services/seo/laval",
      language: "en",
      name: "SEO",
      description: "Local SEO",
      city: "Laval",
    });
    expect(service).not.toHaveProperty("inLanguage");
    expect(service).toMatchObject({
      provider: { "@id": `${origin}/#business` },
      areaServed: { "@type": "City", name: "Laval" },
    });
    const faq = faqPageJsonLd([{ question: "Why?", answer: "Because." }]);
    expect(validateJsonLd([business, service, faq])).toEqual([]);
  });
});

test("a blog post carries when it was last modified, published by the agency", () => {
  const posting = blogPostingJsonLd({
    origin,
    path: "/blog/guide",
    language: "fr",
    headline: "Guide",
    description: "Un guide",
    datePublished: "2026-11-12T12:00:00.000Z",
    dateModified: "2026-11-20T08:30:00.000Z",
    image: "/images/blog/guide.jpg",
  });
  expect(posting).toMatchObject({
    dateModified: "2026-11-20T08:30:00.000Z",
    inLanguage: "fr",
    publisher: { "@id": `${origin}/#business` },
  });
  expect(validateJsonLd([posting])).toEqual([]);
});

describe("breadcrumbs", () => {
  const items = (list: Record<string, unknown>) => list.itemListElement;

  test("a local service page's trail, in French", () => {
    const request = new Request(`${origin}/services/seo/montreal`);
    const list = breadcrumbListJsonLd(
      origin,
      getServiceBreadcrumbs(request, seo, { slug: "montreal", name: "Montreal" }),
    );
    expect(items(list)).toEqual([
      { "@type": "ListItem", position: 1, name: "Vitrine", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${origin}/services` },
      { "@type": "ListItem", position: 3, name: "Référencement (SEO)", item: `${origin}/services/seo` },
      { "@type": "ListItem", position: 4, name: "Montreal", item: `${origin}/services/seo/montreal` },
    ]);
    expect(validateJsonLd([list])).toEqual([]);
  });

  test("a service page's and a blog post's trail, in English", () => {
    const service = getServiceBreadcrumbs(new Request(`${origin}/en/services/seo`), seo);
    expect(service).toEqual([
      { name: "Vitrine", path: "/en" },
      { name: "Services", path: "/en/services" },
      { name: "Search engine optimization (SEO)", path: "/en/services/seo" },
    ]);
    const post = getBreadcrumbs(new Request(`${origin}/en/blog/local-seo`), [
      { name: "Blog", path: "/blog" },
      { name: "Local SEO", path: "/blog/local-seo" },
    ]);
    const list = breadcrumbListJsonLd(origin, post);
    expect(items(list)).toEqual([
      { "@type": "ListItem", position: 1, name: "Vitrine", item: `${origin}/en` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${origin}/en/blog` },
      { "@type": "ListItem", position: 3, name: "Local SEO", item: `${origin}/en/blog/local-seo` },
    ]);
    expect(validateJsonLd([list])).toEqual([]);
  });
});
