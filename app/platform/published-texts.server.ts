import { remember } from "@epic-web/remember";
import type { Language } from "~/config/languages";
import type { Texts } from "~/utils/translate";

/** A namespace's texts with what staff published in place of the locale file's. */
export type TextsOverlay = (language: Language, namespace: string, localeTexts: Texts) => Texts | undefined;

/**
 * Where the content domain hands the translation its published texts (docs/decisions/051):
 * one slot for the process (the server reads the content at start, the app translates with
 * it; they are bundled apart). `version` moves with every publication.
 */
export const publishedTexts = remember("published-texts", () => ({
  version: 0,
  overlay: undefined as TextsOverlay | undefined,
}));
