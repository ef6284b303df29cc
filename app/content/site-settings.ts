import { z } from "zod";
import { site } from "~/config/site";

// The agency's coordinates as staff edit them (/admin/settings, docs/decisions/051): one
// entry for both languages. The first revision is what app/config/site.ts ships.

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");

export const siteSettingsSchema = z.object({
  phone: text(30).regex(/^\+?[\d\s().-]{7,}$/, "phone"),
  email: text(254).email("email"),
  whatsapp: text(30).regex(/^\+?[\d\s().-]{7,}$/, "phone"),
  street: text(120),
  city: text(80),
  region: text(40),
  postalCode: text(20),
  country: text(2),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  openingDays: text(40),
  opens: text(5).regex(/^\d\d:\d\d$/, "time"),
  closes: text(5).regex(/^\d\d:\d\d$/, "time"),
  bookingUrl: text(300).url("url"),
  messengerUrl: text(300).url("url"),
  /** One slug a line: the cities whose local pages the site promotes (sitemap, service pages). */
  localCities: z
    .string()
    .trim()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/, "slug")).min(1, "required")),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The settings as the form holds and the database keeps them: every field a text. */
export type SiteSettingsForm = Record<keyof SiteSettings, string>;

/** What app/config/site.ts ships: the settings' first revision. */
export const shippedSettingsForm: SiteSettingsForm = {
  phone: site.phone.display,
  email: site.email,
  whatsapp: site.phone.display,
  street: site.address.street,
  city: site.address.city,
  region: site.address.region,
  postalCode: site.address.postalCode,
  country: site.address.country,
  latitude: String(site.geo.latitude),
  longitude: String(site.geo.longitude),
  openingDays: site.openingHours.days,
  opens: site.openingHours.opens,
  closes: site.openingHours.closes,
  bookingUrl: site.bookingUrl,
  messengerUrl: site.messengerUrl,
  localCities: ["quebec", "levis", "montreal", "laval", "gatineau", "sherbrooke", "trois-rivieres", "saguenay"].join(
    "\n",
  ),
};

export const shippedSettings: SiteSettings = siteSettingsSchema.parse(shippedSettingsForm);
