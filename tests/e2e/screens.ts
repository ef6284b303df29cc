import { services } from "~/config/site";
import { shippedFacts } from "../shipped-facts";
import { localizedRoutes, type LocalizedRoute } from "~/config/routes";
import { type Language } from "~/utils/locale";
import { locale } from "./locales";

// The screens of the route table, whom each is for, and a sample address for each in each
// language: the layout walk (layout-walk.spec.ts) and the third-party walk
// (third-parties.spec.ts) visit the same screens.

export type Person = "visitor" | "client" | "staff";

/** The client area: anyone signed out is sent to log in. Every other screen outside /admin is public. */
const clientScreens = new Set([
  "routes/dashboard.tsx",
  "routes/media.tsx",
  "routes/account.tsx",
  "routes/account-delete.tsx",
]);

export function personOf([french, , file]: LocalizedRoute): Person {
  if (french === "admin" || french.startsWith("admin/")) return "staff";
  return clientScreens.has(file) ? "client" : "visitor";
}

/** Screens only: endpoints without a page (a feed, a CSV, a JSON export) are .ts modules. */
export const screens = localizedRoutes.filter(([, , file]) => file.endsWith(".tsx"));

/** A value for each path parameter, in each language. */
export type Samples = Record<string, (language: Language) => string>;

/** The longest of some texts: the hardest to lay out. */
const longest = <T>(items: readonly T[], text: (item: T) => string) =>
  items.reduce((best, item) => (text(item).length > text(best).length ? item : best));

/** The published post with the longest title in each language (a draft's address is not found). */
export async function longestPosts() {
  const { prisma } = await import("~/platform/db.server");
  const posts = await prisma.post.findMany({
    where: { publishedAt: { lte: new Date() } },
    select: { id: true, slug: true, lang: true, title: true },
  });
  return (language: Language) =>
    longest(
      posts.filter((each) => each.lang === language),
      (each) => each.title,
    );
}

/** The public screens' parameters: the longest service name and city, the post with the longest title. */
export async function publicSamples(): Promise<Samples> {
  const service = longest(services, (each) => locale("fr", "common").services[each.key] as string);
  const city = longest(shippedFacts.localCities, (each) => each);
  const post = await longestPosts();
  return {
    serviceSlug: (language) => (language === "fr" ? service.slug : service.englishSlug),
    citySlug: () => city,
    slug: (language) => post(language).slug,
    "*": () => "page-qui-n-existe-pas",
  };
}

/** A screen's address in a language, its parameters replaced by their samples. */
export function addressOf(route: LocalizedRoute, language: Language, samples: Samples) {
  const pattern = language === "fr" ? route[0] : route[1];
  const path = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : undefined;
      if (name === undefined) return segment;
      const sample = samples[name];
      if (!sample) throw new Error(`No sample value for "${segment}" of /${pattern}: give one in layout-walk.spec.ts`);
      return sample(language);
    })
    .join("/");
  return language === "fr" ? `/${path}` : `/en${path ? `/${path}` : ""}`;
}
