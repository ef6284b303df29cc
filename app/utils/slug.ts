/** "Écrire pour le Web : 5 règles" -> "ecrire-pour-le-web-5-regles": an address's word, at most `max` characters. */
export function slugify(text: string, max: number) {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
