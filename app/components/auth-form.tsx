import {
  getFormProps,
  getInputProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AlertCircle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { ActionToast } from "~/components/toaster";
import { resendConfirmationSchema, type AuthFieldError } from "~/utils/auth-schemas";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";
import type { ToastInput } from "~/utils/toast";

// The controls of the account forms (log-in, sign-up, new confirmation link), wired to
// conform: labels, hints and translated errors linked to their input.

/** The card an account form sits in. */
export const authCardClass = "space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm";

/** An account page: title and intro, its forms, links below them, and the action's toast. */
export function AuthPage({
  title,
  intro,
  toast,
  children,
}: {
  title: string;
  intro?: string;
  toast: ToastInput | null | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
        <div className="max-w-md space-y-6">{children}</div>
      </div>
      <ActionToast toast={toast} />
    </>
  );
}

/** A line under an account form leading to another page: "No account yet? Create an account". */
export function AuthLink({ question, to, children }: { question?: string; to: string; children: ReactNode }) {
  return (
    <p className="text-slate-600">
      {question ? `${question} ` : null}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** conform for an account form: the action's schema also judges the fields in the browser. */
export function useAuthForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

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
  const [form, fields] = useAuthForm("resend-confirmation", resendConfirmationSchema, lastResult, {
    email: knownEmail ?? defaultEmail,
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
