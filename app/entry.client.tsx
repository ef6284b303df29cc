import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { getInitialNamespaces } from "remix-i18next/client";
import { browserTexts, readDocumentTexts } from "~/utils/browser-texts";
import { languageFromPathname } from "~/utils/locale";
import { TextsProvider } from "~/utils/translation";

async function hydrate() {
  const language = languageFromPathname(location.pathname);
  // Hydration renders what the server rendered, with the texts the document holds; any
  // namespace of the matched routes missing from them is loaded first.
  readDocumentTexts(language);
  await browserTexts.load(language, getInitialNamespaces());
  startTransition(() => {
    hydrateRoot(
      document,
      <TextsProvider source={browserTexts}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TextsProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
