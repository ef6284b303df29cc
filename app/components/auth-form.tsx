import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { AlertCircle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/button-link";
import { resendConfirmationSchema, type AuthFieldError } from "~/utils/auth-schemas";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

// The controls of the account forms (log-in, sign-up, new confirmation link), wired to
// conform: labels, hints and translated errors linked to their input.

/** Whether a form posted to `formAction` is on its way (or its redirect is loading). */
export function useIsPending(formAction: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === formAction;
}

export function AuthField({
  meta,
  label,
  type,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  hint?: string;
}) {
  const { t } = useTranslation("auth");
  const hintId = `${meta.id}-hint`;
  const errors = meta.errors?.map((error) => t(`errors.${error as AuthFieldError}`));
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
        autoComplete={autoComplete}
        required
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={meta.errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {errors.join(" ")}
        </p>
      ) : null}
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

/**
 * Asks for a new confirmation e-mail (posts to the auth callback route). With
 * `knownEmail` (the login page after an unconfirmed-account error) only the button
 * shows; otherwise the visitor types the address, `defaultEmail` filled in if known.
 */
export function ResendConfirmationForm({
  knownEmail,
  defaultEmail,
  lastResult,
}: {
  knownEmail?: string;
  defaultEmail?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const action = lp("/auth/callback");
  const pending = useIsPending(action);
  const [form, fields] = useForm({
    id: "resend-confirmation",
    lastResult,
    defaultValue: { email: knownEmail ?? defaultEmail },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resendConfirmationSchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      {knownEmail ? (
        <input type="hidden" name={fields.email.name} value={knownEmail} />
      ) : (
        <AuthField meta={fields.email} label={t("resend.email")} type="email" autoComplete="email" />
      )}
      <SubmitButton pending={pending} pendingLabel={t("resend.submitting")} variant="secondary" className="w-full">
        {t("resend.submit")}
      </SubmitButton>
    </Form>
  );
}
