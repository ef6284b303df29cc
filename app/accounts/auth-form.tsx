import { getFormProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import type { z } from "zod/mini";
import { SubmitButton, TextField } from "~/components/form-fields";
import { PageHeader } from "~/components/page-header";
import { ActionToast } from "~/components/toaster";
import { authFieldErrors, emailOnlySchema } from "~/accounts/auth-schemas";
import { useLocalizedPath } from "~/utils/language";
import { memberOf } from "~/utils/misc";
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
export function useAuthForm<Schema extends z.ZodMiniObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
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

/** An e-mail or password field of an account form, with the account forms' error texts. */
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
  return (
    <TextField
      meta={meta}
      label={label}
      type={type}
      autoComplete={autoComplete}
      hint={hint}
      errorText={(error) => {
        const code = memberOf(authFieldErrors, error);
        return code ? t(`errors.${code}`) : error;
      }}
    />
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
  const [form, fields] = useAuthForm("resend-confirmation", emailOnlySchema, lastResult, {
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
