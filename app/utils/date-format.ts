import type { Language } from "~/utils/locale";

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  // A fixed time zone: the server and the browser print the same day, so hydration matches.
  fr: new Intl.DateTimeFormat("fr-CA", { dateStyle: "long", timeZone: "America/Toronto" }),
  en: new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" }),
};

/** "12 novembre 2026" / "November 12, 2026"; dates travel from loaders as ISO strings. */
export function formatDate(isoDate: string, language: Language): string {
  return dateFormats[language].format(new Date(isoDate));
}

const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-CA", { dateStyle: "long", timeStyle: "short", timeZone: "America/Toronto" }),
  en: new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeStyle: "short", timeZone: "America/Toronto" }),
};

/** "12 novembre 2026 à 14 h 05" / "November 12, 2026 at 2:05 p.m.", Québec time. */
export function formatDateTime(isoDate: string, language: Language): string {
  return dateTimeFormats[language].format(new Date(isoDate));
}

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-CA", { dateStyle: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }),
};

/** A day stored as its midnight UTC (a project's deadline), the same day wherever it is read. */
export function formatDay(isoDate: string, language: Language): string {
  return dayFormats[language].format(new Date(isoDate));
}
