import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { CONTACT_CONSENT_VERSION, consentVersionOf, contactConsentWording } from "./consent.server";

const localeWording = (language: string) =>
  (JSON.parse(readFileSync(`locales/${language}/contact.json`, "utf8")) as { form: { consent: string } }).form.consent;

test("the contact form's consent version is made from its wording in the locale files, in both languages", () => {
  const wording = { fr: localeWording("fr"), en: localeWording("en") };
  expect(contactConsentWording()).toEqual(wording);
  expect(CONTACT_CONSENT_VERSION).toBe(consentVersionOf(wording));
  expect(CONTACT_CONSENT_VERSION).toMatch(/^[0-9a-f]{12}$/);
});

test("changing the wording in either language changes the version; the same wording keeps it", () => {
  const wording = contactConsentWording();
  expect(consentVersionOf({ ...wording })).toBe(CONTACT_CONSENT_VERSION);
  expect(consentVersionOf({ ...wording, fr: `${wording.fr} ` })).not.toBe(CONTACT_CONSENT_VERSION);
  expect(consentVersionOf({ ...wording, en: wording.en.replace("Vitrine", "the agency") })).not.toBe(
    CONTACT_CONSENT_VERSION,
  );
  // The texts are told apart by language: swapping them is another wording.
  expect(consentVersionOf({ fr: wording.en, en: wording.fr })).not.toBe(CONTACT_CONSENT_VERSION);
});
