import { siteFactsOf } from "~/content/site-facts";
import { shippedSettings } from "~/content/site-settings";
import { withFallback } from "~/utils/translate";
import { locale } from "./e2e/locales";

/** The coordinates the site shows until staff edit them (the settings' first revision). */
export const shippedFacts = siteFactsOf(shippedSettings, {
  fr: locale("fr", "common"),
  en: withFallback(locale("en", "common"), locale("fr", "common")),
});
