import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { controlClass, SubmitButton } from "~/components/form-fields";
import { NOTE_MAX_LENGTH, type NoteError } from "~/leads/lead-notes";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

/** One internal note as listed; a deleted author's notes stay, without a name. */
export type LeadNoteView = { id: string; text: string; author: string | null; createdAt: string };

/** A lead's internal notes and the form that adds one. */
export function LeadNotes({
  notes,
  error,
  draft,
  pending,
}: {
  notes: LeadNoteView[];
  error: NoteError | undefined;
  draft: string | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const noteErrorId = "note-error";
  return (
    <section aria-labelledby="notes-title" className="space-y-4">
      <h2 id="notes-title" className="text-xl font-bold text-slate-900">
        {t("fields.notes")}
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">{t("lead.notesEmpty")}</p>
      ) : (
        <ol className="space-y-3" data-testid="lead-notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {t("lead.noteBy", {
                  author: note.author ?? t("lead.formerStaff"),
                  date: formatDateTime(note.createdAt, language),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="space-y-3" key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note" className="block text-sm font-medium text-slate-800">
          {t("lead.noteLabel")}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={4}
          required
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={draft ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? noteErrorId : undefined}
          className={controlClass}
        />
        {error ? (
          <p id={noteErrorId} className="text-sm text-red-700">
            {t(`lead.errors.${error}`, { count: NOTE_MAX_LENGTH })}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={t("lead.addNote")} className="px-5 py-2.5 text-sm">
          {t("lead.addNote")}
        </SubmitButton>
      </Form>
    </section>
  );
}
