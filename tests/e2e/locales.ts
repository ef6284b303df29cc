import { readFileSync } from "node:fs";
import path from "node:path";
import { typesetTexts } from "~/utils/french-typography";
import type { Language } from "~/utils/locale";

/**
 * A locale file, so tests expect the real translated text rather than a copy of it: typeset
 * as the pages show it (French no-break spaces, docs/decisions/035).
 */
export function locale(language: Language, namespace: string) {
  const texts = JSON.parse(readFileSync(path.resolve("locales", language, `${namespace}.json`), "utf8")) as object;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary keys
  return typesetTexts(language, texts as Record<string, unknown>) as any;
}
