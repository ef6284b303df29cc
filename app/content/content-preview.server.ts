import { languageOrDefault, type Language } from "~/config/languages";
import { withEntryParts, type ContentDocument } from "~/content/site-content.server";
import { textsDocumentJson } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { typesetTexts } from "~/utils/french-typography";
import { withFallback, type Texts } from "~/utils/translate";
import type { TextSource } from "~/utils/translation";

// Staff see a draft as visitors will, on the public page itself: `?preview=<entry id>`
// renders that entry's draft in place of its published texts, for staff only, never cached
// (a staff request is private). Everyone else gets the published page (docs/decisions/051).

export const PREVIEW_PARAMETER = "preview";

export type ContentPreview = { kind: string; key: string; language: Language; document: ContentDocument };

/** The draft a staff request asks to preview, or null. */
export async function contentPreview(request: Request, role: string | undefined): Promise<ContentPreview | null> {
  const entryId = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
  if (!entryId || role !== "staff") return null;
  const entry = await prisma.contentEntry.findUnique({
    where: { id: entryId },
    select: { kind: true, key: true, language: true, draft: true, published: true },
  });
  if (!entry) return null;
  return {
    kind: entry.kind,
    key: entry.key,
    language: languageOrDefault(entry.language),
    document: JSON.parse(entry.draft ?? entry.published) as ContentDocument,
  };
}

/** The page's texts with the previewed draft's parts in place of the published ones. */
export function previewTextSource(source: TextSource, preview: ContentPreview): TextSource {
  const texts = (language: Language, namespace: string): Texts | undefined => {
    const published = source.texts(language, namespace);
    if (!published || language !== preview.language) return published;
    const drafted = typesetTexts(language, withEntryParts(published, namespace, preview));
    // A text left empty in English falls back to French, as once published.
    return language === "fr" ? drafted : withFallback(drafted, source.texts("fr", namespace));
  };
  return {
    texts,
    load: source.load,
    documentTexts: (language, namespaces) =>
      textsDocumentJson(
        Object.fromEntries(
          namespaces.flatMap((namespace) => {
            const namespaceTexts = texts(language, namespace);
            return namespaceTexts ? [[namespace, namespaceTexts]] : [];
          }),
        ),
      ),
  };
}
