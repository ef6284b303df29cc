import { useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { languageFromPathname, localizePath, type Language } from "~/utils/locale";
import { LANGUAGE_COOKIE, preferenceCookie } from "~/utils/preference-cookies";

/** The current page's language, read from the URL (also inside error boundaries). */
export function useLanguage(): Language {
  return languageFromPathname(useLocation().pathname);
}

/** Turns a French path into the current language's path: lp("/contact") is "/en/contact" in English. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/** The local-storage key under which the browser remembers the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private modes); the cookie below still works.
  }
  document.cookie = preferenceCookie(LANGUAGE_COOKIE, language, { secure: location.protocol === "https:" });
}
