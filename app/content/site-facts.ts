import type { SiteSettings } from "~/content/site-settings";
import { languages, type Language } from "~/utils/locale";
import { openingHoursText } from "~/utils/opening-hours";
import type { SiteFacts } from "~/utils/site-facts";
import type { Texts } from "~/utils/translate";

// One way from the settings staff edit to what pages show and link to (docs/decisions/051).

/** A phone number's digits, with its leading "+" if it has one: "+1 418 555-0142" -> "+14185550142". */
const dialable = (phone: string) => `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/**
 * `commonTexts`: each language's common.json as pages show it (French typography, English
 * over French), for the hours in words.
 */
export function siteFactsOf(settings: SiteSettings, commonTexts: Record<Language, Texts>): SiteFacts {
  const hours = { days: settings.openingDays, opens: settings.opens, closes: settings.closes };
  const { street, city, region, postalCode, country } = settings;
  const mapUrl = `https://www.google.com/maps?${new URLSearchParams({ q: `${street}, ${city}, ${region} ${postalCode}` })}`;
  return {
    phone: { display: settings.phone, href: `tel:${dialable(settings.phone)}` },
    email: settings.email,
    // wa.me takes the number in international form, digits only.
    whatsappUrl: `https://wa.me/${settings.whatsapp.replace(/\D/g, "")}`,
    messengerUrl: settings.messengerUrl,
    address: { street, city, region, postalCode, country },
    postalAddress: `${street}, ${city} (${region}) ${postalCode}`,
    geo: { latitude: settings.latitude, longitude: settings.longitude },
    openingHours: {
      ...hours,
      inWords: Object.fromEntries(
        languages.map((language) => [language, openingHoursText(hours, commonTexts[language], language)]),
      ) as SiteFacts["openingHours"]["inWords"],
    },
    bookingUrl: settings.bookingUrl,
    socialUrls: { linkedin: settings.linkedinUrl, instagram: settings.instagramUrl },
    mapUrl,
    mapEmbedUrl: `${mapUrl}&output=embed`,
    localCities: settings.localCities,
  };
}
