import { siteFactsOf } from "~/content/site-facts";
import { shippedSettings } from "~/content/site-settings";

/** The coordinates the site shows until staff edit them (the settings' first revision). */
export const shippedFacts = siteFactsOf(shippedSettings);
