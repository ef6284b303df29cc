// Type-checked translation keys: the French files are the reference (English must
// match them, see app/i18n.test.ts).
import "i18next";
import type admin from "../../locales/fr/admin.json";
import type about from "../../locales/fr/about.json";
import type appointment from "../../locales/fr/appointment.json";
import type auth from "../../locales/fr/auth.json";
import type blog from "../../locales/fr/blog.json";
import type caseStudies from "../../locales/fr/case-studies.json";
import type chatbot from "../../locales/fr/chatbot.json";
import type common from "../../locales/fr/common.json";
import type contact from "../../locales/fr/contact.json";
import type dashboard from "../../locales/fr/dashboard.json";
import type devOutbox from "../../locales/fr/dev-outbox.json";
import type freeAudit from "../../locales/fr/free-audit.json";
import type gallery from "../../locales/fr/gallery.json";
import type glossary from "../../locales/fr/glossary.json";
import type home from "../../locales/fr/home.json";
import type leadForm from "../../locales/fr/lead-form.json";
import type leadMail from "../../locales/fr/lead-mail.json";
import type legal from "../../locales/fr/legal.json";
import type media from "../../locales/fr/media.json";
import type search from "../../locales/fr/search.json";
import type serviceDetails from "../../locales/fr/service-details.json";
import type services from "../../locales/fr/services.json";
import type thankYou from "../../locales/fr/thank-you.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      about: typeof about;
      admin: typeof admin;
      appointment: typeof appointment;
      auth: typeof auth;
      blog: typeof blog;
      "case-studies": typeof caseStudies;
      chatbot: typeof chatbot;
      common: typeof common;
      contact: typeof contact;
      dashboard: typeof dashboard;
      "dev-outbox": typeof devOutbox;
      "free-audit": typeof freeAudit;
      gallery: typeof gallery;
      glossary: typeof glossary;
      home: typeof home;
      "lead-form": typeof leadForm;
      "lead-mail": typeof leadMail;
      legal: typeof legal;
      media: typeof media;
      "service-details": typeof serviceDetails;
      search: typeof search;
      services: typeof services;
      "thank-you": typeof thankYou;
    };
  }
}
