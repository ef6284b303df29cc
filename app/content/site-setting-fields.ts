// The settings form's fields, by group, with how each is typed (docs/decisions/051): the
// browser's part of the settings, without the schema (site-settings.ts, server-side), so
// the form's page carries no validation library.

export const siteSettingGroups = [
  { name: "contact", keys: ["phone", "email", "whatsapp", "messengerUrl", "bookingUrl"] },
  { name: "address", keys: ["street", "city", "region", "postalCode", "country", "latitude", "longitude"] },
  { name: "hours", keys: ["openingDays", "opens", "closes"] },
  { name: "social", keys: ["linkedinUrl", "instagramUrl"] },
  { name: "cities", keys: ["localCities"] },
] as const;

export type SiteSettingKey = (typeof siteSettingGroups)[number]["keys"][number];

/** The fields whose inputs are not plain text: the keyboard phones show, the picker browsers offer. */
export const siteSettingInputs: Partial<Record<SiteSettingKey, { type?: string; inputMode?: "decimal" }>> = {
  phone: { type: "tel" },
  whatsapp: { type: "tel" },
  email: { type: "email" },
  messengerUrl: { type: "url" },
  bookingUrl: { type: "url" },
  linkedinUrl: { type: "url" },
  instagramUrl: { type: "url" },
  latitude: { inputMode: "decimal" },
  longitude: { inputMode: "decimal" },
  opens: { type: "time" },
  closes: { type: "time" },
};
