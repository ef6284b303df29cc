import { localizedRoutes } from "~/config/routes";
import { services } from "~/config/site";

/** The words of French paths that English paths do not have (a-propos, creation-sites-web...): none may show in an English path. */
export const frenchOnlyWords = new Set(
  [
    ...localizedRoutes.flatMap(([french, english]) => {
      const englishWords = new Set(english.split("/"));
      return french.split("/").filter((word) => !word.startsWith(":") && !englishWords.has(word));
    }),
    ...services.filter((service) => service.slug !== service.englishSlug).map((service) => service.slug),
  ].filter(Boolean),
);

/** The French-only words of a path or URL. */
export function frenchWordsIn(pathOrUrl: string) {
  return new URL(pathOrUrl, "http://localhost").pathname.split("/").filter((word) => frenchOnlyWords.has(word));
}
