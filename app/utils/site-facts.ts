import { useRouteLoaderData } from "@remix-run/react";
import { useLanguage } from "~/utils/language";
import type { Language } from "~/utils/locale";
import type { OpeningHours, OpeningHoursText } from "~/utils/opening-hours";

// The agency's coordinates as pages use them (docs/decisions/051): made on the server from
// the settings staff edit (app/content/site-facts.ts, siteFactsOf), handed to components by
// the root loader. Shared code takes them as an argument or through useSiteFacts().

export type SiteFacts = {
  phone: { display: string; href: string };
  email: string;
  whatsappUrl: string;
  messengerUrl: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** The address on one line, as the footer, the legal notice and the mails write it. */
  postalAddress: string;
  geo: { latitude: number; longitude: number };
  /** schema.org's days ("Mo-Fr") and the hours ("09:00"), and in words in each language. */
  openingHours: OpeningHours & { inWords: Record<Language, OpeningHoursText> };
  bookingUrl: string;
  /** The agency's pages on social networks, by network; an empty one is not open yet. */
  socialUrls: { linkedin: string; instagram: string };
  /** The office on Google Maps: its own page, and the frame the contact page shows. */
  mapUrl: string;
  mapEmbedUrl: string;
  /**
   * The cities whose local service pages the site promotes (sitemap, service pages,
   * areaServed). Any other city slug still answers; these are the ones promoted.
   */
  localCities: string[];
};

/** The facts the root loader gave: every page below the root has them. */
export function useSiteFacts(): SiteFacts {
  const root = useRouteLoaderData("root") as { siteFacts?: SiteFacts } | undefined;
  if (!root?.siteFacts) throw new Error("The root loader's site facts are missing");
  return root.siteFacts;
}

/** The agency's opening hours in words, in the page's language. */
export function useOpeningHoursText(): OpeningHoursText {
  return useSiteFacts().openingHours.inWords[useLanguage()];
}
