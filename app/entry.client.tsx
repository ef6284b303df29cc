import { RemixBrowser } from "@remix-run/react";
import i18next, { type ResourceLanguage } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "~/i18n";

// Each locale file becomes its own small, cacheable chunk, loaded when a page needs it.
const localeFiles = import.meta.glob<ResourceLanguage>("../locales/*/*.json", { import: "default" });

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = localeFiles[`../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No locale file for ${language}/${namespace}`);
        return load();
      }),
    )
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
      // i18next loads every namespace of the fallback language too: an English page would
      // download each of its locale files twice. app/i18n.test.ts proves that English has
      // every French key, so the browser needs no fallback; the server keeps it.
      fallbackLng: false,
      react: { useSuspense: true },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
