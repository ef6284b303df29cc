import type { services } from "~/config/site";
import { getFixedT } from "~/i18n.server";

/**
 * A service's long texts (benefits, deliverables, FAQ), for its page and its city pages.
 * They are a namespace no route declares (`service-details`), so a page gets them as its
 * loader's data, for the one service it shows, rather than the four services' in the
 * texts its document carries (docs/decisions/027, fifth part).
 */
export function getServiceDetails(request: Request, key: (typeof services)[number]["key"]) {
  const t = getFixedT(request, "service-details");
  return {
    benefits: t(`${key}.benefits`, { returnObjects: true }),
    deliverables: t(`${key}.deliverables`, { returnObjects: true }),
    faqs: t(`${key}.faqs`, { returnObjects: true }),
  };
}
