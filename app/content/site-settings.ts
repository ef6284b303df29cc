import { z } from "zod";
import type { SiteSettingKey } from "~/content/site-setting-fields";

// The agency's coordinates as staff edit them (/admin/settings, docs/decisions/051): one
// entry for both languages, every field a text as the form sends it. Errors are codes; their
// texts are in admin.json under "settings.errors".

const text = (max: number) => z.string("required").trim().min(1, "required").max(max, "tooLong");
const phone = text(30).regex(/^\+?[\d\s().-]{7,}$/, "phone");
const coordinate = (limit: number) =>
  text(20)
    .regex(/^-?\d{1,3}(\.\d+)?$/, "number")
    .transform(Number)
    .pipe(z.number().min(-limit, "range").max(limit, "range"));
/** A social network's page; empty: the footer's icon says the page is coming. */
const socialUrl = z
  .string()
  .trim()
  .max(300, "tooLong")
  .pipe(z.union([z.literal(""), z.url({ protocol: /^https$/, error: "url" })]));
const day = "(Mo|Tu|We|Th|Fr|Sa|Su)";
const dayRange = `${day}(-${day})?`;

export const siteSettingsSchema = z.object({
  phone,
  email: text(254).pipe(z.email("email")),
  whatsapp: phone,
  street: text(120),
  city: text(80),
  region: text(40),
  postalCode: text(20),
  country: text(2).regex(/^[A-Z]{2}$/, "country"),
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** schema.org's notation: "Mo-Fr", "Mo-Fr,Sa". */
  openingDays: text(40).regex(new RegExp(`^${dayRange}(,${dayRange})*$`), "days"),
  opens: text(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time"),
  closes: text(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time"),
  // The booking widget is Calendly's, and the security headers frame Calendly alone (server/security.ts).
  bookingUrl: text(300)
    .pipe(z.url({ protocol: /^https$/, error: "url" }))
    .pipe(z.string().regex(/^https:\/\/calendly\.com\//, "calendly")),
  messengerUrl: text(300).pipe(z.url({ protocol: /^https$/, error: "url" })),
  linkedinUrl: socialUrl,
  instagramUrl: socialUrl,
  /** One slug a line: the cities whose local pages the site promotes (sitemap, service pages). */
  localCities: text(2000)
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug"))),
} satisfies Record<SiteSettingKey, z.ZodType>);

export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The settings' fields. */
export const siteSettingKeys = siteSettingsSchema.keyof().options;

/** The settings as the form holds and the database keeps them: every field a text. */
export type SiteSettingsForm = Record<SiteSettingKey, string>;

/** What the site shipped with before staff edited it: the settings' first revision (the seed migration's). */
export const shippedSettingsForm: SiteSettingsForm = {
  phone: "+1 418 555-0142",
  email: "bonjour@agencevitrine.ca",
  whatsapp: "+1 418 555-0142",
  street: "825, boulevard Charest Est",
  city: "Québec",
  region: "QC",
  postalCode: "G1K 3J9",
  country: "CA",
  latitude: "46.8149",
  longitude: "-71.219",
  openingDays: "Mo-Fr",
  opens: "09:00",
  closes: "17:00",
  bookingUrl: "https://calendly.com/agencevitrine/30min",
  messengerUrl: "https://m.me/agencevitrine",
  linkedinUrl: "",
  instagramUrl: "",
  localCities: ["quebec", "levis", "montreal", "laval", "gatineau", "sherbrooke", "trois-rivieres", "saguenay"].join(
    "\n",
  ),
};

export const shippedSettings: SiteSettings = siteSettingsSchema.parse(shippedSettingsForm);
