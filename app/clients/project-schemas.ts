import "~/utils/zod-without-eval";
import { z } from "zod/mini";
import { hasNoNul } from "~/utils/misc";

// A client's project as staff write it, shared by the browser (conform) and the actions.
// Error messages are codes; their texts are in admin.json under "clients.projects.errors".

export const projectStatuses = ["in_progress", "completed", "pending"] as const;
export type ProjectStatusValue = (typeof projectStatuses)[number];

export const projectFieldErrors = [
  "nameRequired",
  "nameTooLong",
  "nameInvalidCharacter",
  "statusInvalid",
  "progressInvalid",
  "deadlineInvalid",
] as const;
export type ProjectFieldError = (typeof projectFieldErrors)[number];

export const PROJECT_NAME_MAX = 120;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A deadline is a day, not an instant: "2027-01-15" is stored as that day's midnight UTC
 * and shown in UTC (formatDay), so every time zone sees the same day. Null: not a real day.
 */
export function dayToDate(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  // Date rolls 2027-02-30 over to March: a day that comes back different does not exist.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : null;
}

/** The form's value of a stored deadline: "2027-01-15". */
export function dateToDay(date: Date | string) {
  return new Date(date).toISOString().slice(0, 10);
}

const invalid = (code: ProjectFieldError) => ({ error: code });

export const projectSchema = z.object({
  name: z
    .string(invalid("nameRequired"))
    .check(
      z.trim(),
      z.minLength(1, invalid("nameRequired")),
      z.maxLength(PROJECT_NAME_MAX, invalid("nameTooLong")),
      z.refine(hasNoNul, invalid("nameInvalidCharacter")),
    ),
  status: z.enum(projectStatuses, invalid("statusInvalid")),
  // conform turns the field's text into a number (NaN when it is not one: refused here).
  progress: z
    .int(invalid("progressInvalid"))
    .check(z.gte(0, invalid("progressInvalid")), z.lte(100, invalid("progressInvalid"))),
  deadline: z.optional(z.string().check(z.refine((day) => dayToDate(day) !== null, invalid("deadlineInvalid")))),
});

export type ProjectInput = z.output<typeof projectSchema>;

/** What the project form starts from: a project's values (or a new one's), as the form's strings. */
export type ProjectFormValues = { name: string; status: ProjectStatusValue; progress: string; deadline: string };

export const newProjectValues: ProjectFormValues = { name: "", status: "in_progress", progress: "0", deadline: "" };
