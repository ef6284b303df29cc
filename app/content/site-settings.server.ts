import { findEntry, findEntryDocuments, findRevision, listRevisions, saveEntry } from "~/content/content-entry.server";
import {
  shippedSettingsForm,
  siteSettingKeys,
  siteSettingsSchema,
  type SiteSettingsForm,
} from "~/content/site-settings";

// The site settings as staff edit them at /admin/settings (docs/decisions/051). Every save
// publishes: the settings show on every page, and there is no page to preview them on
// alone, so a draft would be a state no screen shows. A restore is a save of earlier values,
// published the same way (not restoreRevision's draft).

const settingsRef = { kind: "settings", key: "site", language: "fr" } as const;

/** What a refused save answers: the values as typed, the errors by field (codes), or who saved meanwhile. */
export type SettingsRefusal = {
  values: SiteSettingsForm;
  errors: Partial<Record<keyof SiteSettingsForm, string>>;
  conflict: { version: number; updatedBy: string | null; updatedAt: string } | null;
};

export type SettingsOutcome = { ok: true } | ({ ok: false } & SettingsRefusal);

/** A document's values as the form holds them: every field a text, "" where it has none. */
function formValuesOf(document: Record<string, unknown>): SiteSettingsForm {
  return Object.fromEntries(
    siteSettingKeys.map((key) => [key, typeof document[key] === "string" ? document[key].trim() : ""]),
  ) as SiteSettingsForm;
}

/** The first error of each field that has one. */
function errorsOf(values: SiteSettingsForm): SettingsRefusal["errors"] {
  const parsed = siteSettingsSchema.safeParse(values);
  const errors: SettingsRefusal["errors"] = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = siteSettingKeys.find((each) => each === issue.path[0]);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The settings screen: the published values, the entry's version and last change, and its history. */
export async function settingsScreen() {
  const entry = await findEntryDocuments(settingsRef);
  const revisions = entry ? await listRevisions(entry.id) : [];
  return {
    version: entry?.version ?? 0,
    updatedAt: entry?.updatedAt.toISOString() ?? null,
    updatedBy: entry?.updatedBy?.email ?? null,
    values: entry ? formValuesOf(entry.publishedDocument) : shippedSettingsForm,
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      createdAt: revision.createdAt.toISOString(),
      author: revision.author?.email ?? null,
      changed: siteSettingKeys.filter((key) => (JSON.parse(revision.changed) as string[]).includes(key)),
    })),
  };
}

/** Publishes checked values, if nobody saved the settings since `version`. */
async function publish(values: SiteSettingsForm, version: number, authorId: string): Promise<SettingsOutcome> {
  const errors = errorsOf(values);
  if (Object.keys(errors).length > 0) return { ok: false, values, errors, conflict: null };
  const saved = await saveEntry(settingsRef, { document: values, version, publish: true, authorId });
  if (saved.ok) return { ok: true };
  const { updatedBy, updatedAt } = saved.conflict;
  return {
    ok: false,
    values,
    errors,
    conflict: { version: saved.conflict.version, updatedBy, updatedAt: updatedAt.toISOString() },
  };
}

/** The settings as posted, published if they pass the rules and nobody saved since the form's `version`. */
export function saveSettings(formData: FormData, authorId: string) {
  return publish(formValuesOf(Object.fromEntries(formData)), Number(formData.get("version")), authorId);
}

/**
 * An earlier revision's values published again (a revision of its own), as if typed: values
 * the rules now refuse come back in the form with their errors, unsaved. Null: the settings
 * have no such revision.
 */
export async function restoreSettings(formData: FormData, authorId: string): Promise<SettingsOutcome | null> {
  const entry = await findEntry(settingsRef);
  const revision = entry ? await findRevision(entry.id, String(formData.get("revision") ?? "")) : null;
  if (!revision) return null;
  const document = JSON.parse(revision.document) as Record<string, unknown>;
  return publish(formValuesOf(document), Number(formData.get("version")), authorId);
}
