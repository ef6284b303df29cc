import { createHash } from "node:crypto";
import { getFixedT } from "~/i18n.server";
import { languages, type Language } from "~/utils/locale";

// Law 25 asks that consent be recorded: a lead from a form with a consent box keeps the
// version of the wording the visitor agreed to and when. The version is made from the
// wording itself, in every language, so editing the text in the locale files gives a new
// version with no developer step, and the same text always gives the same version.

/** The version of a consent wording: the first 12 hex digits of the SHA-256 of its texts, by language. */
export function consentVersionOf(wording: Record<Language, string>) {
  const texts = languages.map((language) => [language, wording[language]]);
  return createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 12);
}

/** The contact form's consent wording (contact:form.consent), in every language. */
export function contactConsentWording(): Record<Language, string> {
  const wording = (language: Language) => getFixedT(language, "contact")("form.consent");
  return { fr: wording("fr"), en: wording("en") };
}

/** The version of the contact form's current consent wording, computed once at start. */
export const CONTACT_CONSENT_VERSION = consentVersionOf(contactConsentWording());

/** What a lead records of a consent given now. */
export function consentGivenNow() {
  return { consentVersion: CONTACT_CONSENT_VERSION, consentGivenAt: new Date() };
}
