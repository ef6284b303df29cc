import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { AlertCircle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { fieldErrorCodes } from "~/utils/field-errors";
import { cn, memberOf } from "~/utils/misc";

// Form controls wired to conform: each shows its label, marks optional fields, and shows
// its translated errors under it, linked by aria-describedby (set by conform).

export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600";

/**
 * Turns an error key from a shared schema into the text shown (lead forms by default). The
 * schemas give only their own codes; anything else would be shown as it came.
 */
type ErrorText = (error: string) => string;

function useLeadErrorText(): ErrorText {
  const { t } = useTranslation();
  return (error) => {
    const code = memberOf(fieldErrorCodes, error);
    return code ? t(`errors.${code}`, { ns: "lead-form" }) : error;
  };
}

export function FieldErrors({
  id,
  errors,
  errorText,
}: {
  id: string;
  errors: string[] | undefined;
  errorText: ErrorText;
}) {
  if (!errors?.length) return null;
  const [only] = errors;
  if (errors.length === 1 && only !== undefined) {
    return (
      <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {errorText(only)}
      </p>
    );
  }
  // Several errors (a password breaking several rules): one item each, the list being what
  // the field's aria-describedby names.
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm text-red-700">
      {errors.map((error) => (
        <li key={error} className="flex items-start gap-1.5">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {errorText(error)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A field's label. Optional fields say so in the label; the required marker sits beside
 * it, hidden from assistive technology (the input's required state says it), so that the
 * field's name is exactly its label.
 */
export function Label({ htmlFor, optional, children }: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mb-1.5 flex gap-1 text-sm font-medium text-slate-800">
      <label htmlFor={htmlFor}>
        {children}
        {optional ? <span className="font-normal text-slate-500"> ({t("optional")})</span> : null}
      </label>
      {optional ? null : (
        <span className="text-red-700" aria-hidden>
          *
        </span>
      )}
    </div>
  );
}

/** A lasting help text under a field (its input points to it with aria-describedby). */
function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </p>
  );
}

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "password" | "number" | "date";
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** A lasting help text under the field, such as the password rule. */
  hint?: string;
  /** The text of each error key; the lead forms' by default. */
  errorText?: ErrorText;
  className?: string;
};

export function TextField({
  meta,
  label,
  type = "text",
  optional,
  placeholder,
  autoComplete,
  hint,
  errorText,
  className,
}: TextFieldProps) {
  const leadErrorText = useLeadErrorText();
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={meta.id} optional={optional}>
        {label}
      </Label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={controlClass}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} errorText={errorText ?? leadErrorText} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  optional,
  placeholder,
  hint,
  errorText,
  rows = 5,
  className,
  enhancement,
}: Omit<TextFieldProps, "type" | "autoComplete"> & {
  rows?: number;
  /** What JavaScript puts over the textarea (the post editor's rich text), shown in its place. */
  enhancement?: ReactNode;
}) {
  const leadErrorText = useLeadErrorText();
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={meta.id} optional={optional}>
        {label}
      </Label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined })}
        rows={rows}
        placeholder={placeholder}
        className={controlClass}
      />
      {enhancement}
      <FieldHint id={hintId} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} errorText={errorText ?? leadErrorText} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  placeholder,
  options,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={meta.id} optional>
        {label}
      </Label>
      <select {...getSelectProps(meta)} className={controlClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} errorText={useLeadErrorText()} />
    </div>
  );
}

/** A group of checkboxes sharing one name: the chosen values arrive as an array. */
export function CheckboxGroup({
  meta,
  legend,
  options,
  className,
}: {
  meta: FieldMetadata<string[] | undefined>;
  legend: string;
  options: Array<{ value: string; label: string }>;
  className?: string;
}) {
  const { t } = useTranslation();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <fieldset className={className} aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        <span className="font-normal text-slate-500"> ({t("optional")})</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {getCollectionProps(meta, { type: "checkbox", options: options.map((option) => option.value) }).map(
          ({ key, ...props }) => (
            <label
              key={key}
              htmlFor={props.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input {...props} className="size-4 accent-brand-600" />
              {labels.get(props.value)}
            </label>
          ),
        )}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} errorText={useLeadErrorText()} />
    </fieldset>
  );
}

/** One required checkbox, such as consent. */
export function ConsentField({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
        <input {...getInputProps(meta, { type: "checkbox" })} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
        <span>
          {label}
          <span className="text-red-700" aria-hidden>
            {" "}
            *
          </span>
        </span>
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} errorText={useLeadErrorText()} />
    </div>
  );
}

/**
 * A field people never see and bots fill in (the honeypot): off screen rather than
 * display:none, which some bots skip; out of the tab order and of autofill.
 */
export function HoneypotField({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
      <label htmlFor={`${name}-field`}>{t("honeypot", { ns: "lead-form" })}</label>
      <input id={`${name}-field`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-level error (why the whole post was refused), announced when it appears. */
export function FormAlert({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{description}</p>
      </div>
    </div>
  );
}

/** The submit button: disabled with a loading label while the form is pending. */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  variant = "primary",
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className?: string;
  variant?: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(buttonClass(variant, className), "disabled:cursor-wait disabled:opacity-70")}
    >
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
