import { getFixedT } from "~/i18n.server";
import type { Lead } from "~/generated/prisma/client";
import { formatDateTime } from "~/utils/date-format";
import { serviceKeys } from "~/leads/lead-keys";
import type { Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";

/** Every field a lead was submitted with, and how it was received, in display order. */
export const leadFieldKeys = [
  "createdAt",
  "dueAt",
  "type",
  "name",
  "email",
  "phone",
  "company",
  "website",
  "services",
  "objective",
  "budget",
  "deadline",
  "messagePrompt",
  "message",
  "locale",
  "sourcePage",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "referrerHost",
  "landingPage",
  "verification",
  "verificationScore",
  "consentVersion",
  "consentGivenAt",
  "status",
] as const;

export type LeadFieldKey = (typeof leadFieldKeys)[number];

type LeadFields = Pick<Lead, LeadFieldKey>;

/** Translated texts, each looked up once: the CSV export describes every lead (docs/decisions/039). */
const translations = new Map<string, string>();

/** The text `translate` gives, remembered under `key` (a label or an enum's value: a bounded set). */
function remembered(key: string, translate: () => string) {
  let text = translations.get(key);
  if (text === undefined) {
    text = translate();
    translations.set(key, text);
  }
  return text;
}

/**
 * A lead's fields as text in a language (labels, enums and dates translated); a field
 * the visitor left empty is null. One reading for the lead page, the CSV and the e-mail.
 */
export function describeLead(lead: LeadFields, language: Language) {
  const t = getFixedT(language, "admin");
  const tc = getFixedT(language, "contact");
  const common = getFixedT(language, "common");
  const services = Array.isArray(lead.services) ? lead.services.map(String) : [];
  const { budget, deadline, locale } = lead;
  const values: Record<LeadFieldKey, string | null> = {
    createdAt: formatDateTime(lead.createdAt.toISOString(), language),
    dueAt: lead.dueAt ? formatDateTime(lead.dueAt.toISOString(), language) : null,
    type: remembered(`${language}.types.${lead.type}`, () => t(`types.${lead.type}`)),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    website: lead.website,
    // Contact-form keys get their label; the chatbot stores the chosen label text itself.
    services: services.length
      ? services
          .map((service) => {
            const key = memberOf(serviceKeys, service);
            return key ? remembered(`${language}.services.${key}`, () => common(`services.${key}`)) : service;
          })
          .join(", ")
      : null,
    objective: lead.objective,
    budget: budget ? remembered(`${language}.budget.${budget}`, () => tc(`form.budget.options.${budget}`)) : null,
    deadline: deadline
      ? remembered(`${language}.deadline.${deadline}`, () => tc(`form.deadline.options.${deadline}`))
      : null,
    messagePrompt: lead.messagePrompt,
    message: lead.message,
    locale:
      locale === "fr" || locale === "en"
        ? remembered(`${language}.locales.${locale}`, () => t(`locales.${locale}`))
        : locale,
    sourcePage: lead.sourcePage,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    gclid: lead.gclid,
    gbraid: lead.gbraid,
    wbraid: lead.wbraid,
    fbclid: lead.fbclid,
    referrerHost: lead.referrerHost,
    landingPage: lead.landingPage,
    verification: remembered(`${language}.verifications.${lead.verification}`, () =>
      t(`verifications.${lead.verification}`),
    ),
    verificationScore: lead.verificationScore === null ? null : String(lead.verificationScore),
    // The wording's language is the lead's (locale): the page the visitor agreed on.
    consentVersion: lead.consentVersion,
    consentGivenAt: lead.consentGivenAt ? formatDateTime(lead.consentGivenAt.toISOString(), language) : null,
    status: remembered(`${language}.statuses.${lead.status}`, () => t(`statuses.${lead.status}`)),
  };
  return leadFieldKeys.map((key) => ({
    key,
    label: remembered(`${language}.fields.${key}`, () => t(`fields.${key}`)),
    value: values[key],
  }));
}
