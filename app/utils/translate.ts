/** A namespace's texts: one locale file (`locales/<language>/<namespace>.json`). */
export type Texts = { readonly [key: string]: unknown };

export type TranslateOptions = {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [name: string]: unknown;
};

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return `_${rules.select(count)}`;
}

function lookUp(texts: Texts, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node ?? undefined;
}

/** `{{name}}` takes the option of that name; a placeholder with no such option stays as written. */
function interpolate(text: string, options: TranslateOptions) {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(options, key)) return placeholder;
    const value = options[key];
    return value === undefined || value === null ? "" : String(value);
  });
}

function resolve(texts: Texts, language: string, key: string, options: TranslateOptions): unknown {
  const plural =
    typeof options.count === "number" ? lookUp(texts, key + pluralSuffix(language, options.count)) : undefined;
  const value = plural ?? lookUp(texts, key);
  if (typeof value === "string") return interpolate(value, options);
  if (typeof value !== "object" || value === null || !options.returnObjects) return undefined;
  const resolveChild = (child: string, item: unknown) => resolve(texts, language, `${key}.${child}`, options) ?? item;
  if (Array.isArray(value)) return value.map((item: unknown, index) => resolveChild(String(index), item));
  return Object.fromEntries(Object.entries(value).map(([child, item]) => [child, resolveChild(child, item)]));
}

/**
 * The text at `key` (dot-separated) of one namespace, as i18next's `t` gives it with this
 * app's settings (docs/decisions/004): `_one`/`_other` keys chosen by `count` with the
 * language's plural rules, `{{name}}` placeholders filled without escaping (React
 * escapes), objects and arrays only with `returnObjects`, and a missing text shows
 * `defaultValue` or else its key. The pages render with it on both sides, so the browser
 * needs no i18next; `translate.test.ts` holds it equal to i18next on every locale file.
 */
export function translate(texts: Texts, language: string, key: string, options: TranslateOptions = {}): unknown {
  return (
    resolve(texts, language, key, options) ??
    (options.defaultValue === undefined ? key : interpolate(options.defaultValue, options))
  );
}

const isTextsObject = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A language's texts with the fallback language's wherever it has none, at any depth:
 * English over French (docs/decisions/038). Looked up by `translate`, they give the
 * English text, else the French one, else the key, as i18next's `fallbackLng` does on
 * the server; the server renders and sends English pages these, and English locale
 * chunks are built so (scripts/locale-fallback-plugin.ts).
 */
export function withFallback(texts: Texts | undefined, fallback: Texts | undefined): Texts {
  if (!fallback) return texts ?? {};
  if (!texts) return fallback;
  const merged: Record<string, unknown> = { ...fallback };
  for (const [key, value] of Object.entries(texts)) {
    const under = fallback[key];
    merged[key] = isTextsObject(value) && isTextsObject(under) ? withFallback(value, under) : value;
  }
  return merged;
}
