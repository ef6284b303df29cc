import type { Resource, ResourceLanguage } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { defaultLanguage, languageFromPathname, languages } from "~/utils/locale";

// Every locale file is bundled into the server build: no file system access per request.
const localeFiles = import.meta.glob<ResourceLanguage>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [path, namespace] of Object.entries(localeFiles)) {
  const [, language, name] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !name) continue;
  (resources[language] ??= {})[name] = namespace;
}

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async (request) => languageFromPathname(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});
