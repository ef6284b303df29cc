/** Joins the class names that are set. */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(" ");
}

/**
 * `value` as the member of `list` it equals, else undefined: a code that arrived as a plain
 * string (a form error, a stored choice) becomes a typed key for t() without a cast.
 */
export function memberOf<Member extends string>(list: readonly Member[], value: unknown): Member | undefined {
  return list.find((member) => member === value);
}

/** The database keeps only what comes before a NUL: a text with one is refused, never cut. */
export function hasNoNul(value: string) {
  return !value.includes("\u0000");
}
