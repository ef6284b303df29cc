import { describe, expect, test } from "vitest";
import { validateJsonLd } from "./schema-org";

const context = "https://schema.org";

describe("validateJsonLd", () => {
  test("accepts objects that use only what schema.org defines for their type, nested ones included", () => {
    expect(
      validateJsonLd([
        {
          "@context": context,
          "@type": "LocalBusiness",
          "@id": "https://example.com/#business",
          name: "Vitrine",
          geo: { "@type": "GeoCoordinates", latitude: 46.8, longitude: -71.2 },
          openingHoursSpecification: { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "09:00" },
          areaServed: [{ "@type": "City", name: "Laval" }],
        },
        { "@context": context, "@type": "BlogPosting", headline: "Hi", inLanguage: "fr", dateModified: "2026-01-01" },
      ]),
    ).toEqual([]);
  });

  test("reports a property schema.org does not define for the type, even one a related type has", () => {
    const problems = validateJsonLd([
      { "@context": context, "@type": "LocalBusiness", name: "Vitrine", inLanguage: "fr", invented: 1 },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^#0 LocalBusiness\.inLanguage: .*inLanguage/);
    expect(problems[1]).toMatch(/^#0 LocalBusiness\.invented: .*invented/);
  });

  test("reports wrong properties of nested objects, unknown types and values of the wrong kind", () => {
    const problems = validateJsonLd([
      {
        "@context": context,
        "@type": "Service",
        provider: { "@type": "LocalBusiness", name: "Vitrine", inLanguage: "fr" },
      },
      { "@context": context, "@type": "Agency", name: "Vitrine" },
      { "@context": context, "@type": "GeoCoordinates", latitude: true },
      { "@type": "Thing", name: "no context" },
      "not an object",
    ]);
    expect(problems).toEqual([
      '#3: @context is not "https://schema.org"',
      "#4: not a JSON-LD object",
      expect.stringMatching(/^#0 Service\.provider: .*inLanguage/),
      expect.stringMatching(/^#1 Agency: .*no exported member 'Agency'/),
      expect.stringMatching(/^#1 Agency\.name: .*no exported member named 'AgencyLeaf'/),
      expect.stringMatching(/^#2 GeoCoordinates\.latitude: Type 'true' is not assignable/),
    ]);
  });
});
