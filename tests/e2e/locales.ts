import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "~/utils/locale";

/** A locale file, so tests expect the real translated text rather than a copy of it. */
export function locale(language: Language, namespace: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary keys
  return JSON.parse(readFileSync(path.resolve("locales", language, `${namespace}.json`), "utf8")) as any;
}
