/**
 * A city's display name from its URL slug: dashes become spaces and each word starts with
 * a capital ("trois-rivieres" reads "Trois Rivieres"). Empty when the slug has no word.
 */
export function cityName(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("fr") + word.slice(1).toLocaleLowerCase("fr"))
    .join(" ");
}
