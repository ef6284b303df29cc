/** The kinds of a person's data, in the order the privacy screen names them. */
export const privacyCountKeys = ["leads", "notes", "account", "mediaFiles", "projects", "mail"] as const;

/**
 * "2 demandes, 1 note, 0 compte, ...": each kind's count in words, chosen by the language's
 * plural rules (`privacy.counts.*_one`/`_other`), for the toast of an erasure (i18next) and
 * the request log (the page's `t`), which both pass how a count reads.
 */
export function privacyCountsSummary(
  counts: Partial<Record<(typeof privacyCountKeys)[number], number>>,
  countInWords: (key: (typeof privacyCountKeys)[number], count: number) => string,
) {
  return privacyCountKeys.map((key) => countInWords(key, counts[key] ?? 0)).join(", ");
}
