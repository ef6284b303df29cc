/** The kinds of a person's data, in the order the privacy screen names them. */
export const privacyCountKeys = [
  "leads",
  "notes",
  "account",
  "mediaFiles",
  "projects",
  "mail",
  "spooledLeads",
] as const;

export type PrivacyCountKey = (typeof privacyCountKeys)[number];

/**
 * The kinds named only when there are any: leads wait in the spool only while the database
 * refuses writes (docs/decisions/024), and a record from before the spool was counted has none.
 */
const namedWhenPresent: ReadonlySet<PrivacyCountKey> = new Set(["spooledLeads"]);

/** The kinds a summary or the screen names for these counts. */
export function shownCountKeys(counts: Partial<Record<PrivacyCountKey, number>>) {
  return privacyCountKeys.filter((key) => !namedWhenPresent.has(key) || (counts[key] ?? 0) > 0);
}

/**
 * "2 demandes, 1 note, 0 compte, ...": each kind's count in words, chosen by the language's
 * plural rules (`privacy.counts.*_one`/`_other`), for the toast of an erasure (i18next) and
 * the request log (the page's `t`), which both pass how a count reads.
 */
export function privacyCountsSummary(
  counts: Partial<Record<PrivacyCountKey, number>>,
  countInWords: (key: PrivacyCountKey, count: number) => string,
) {
  return shownCountKeys(counts)
    .map((key) => countInWords(key, counts[key] ?? 0))
    .join(", ");
}
