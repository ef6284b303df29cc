import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import {
  projectFieldErrors,
  projectSchema,
  projectStatuses,
  type ProjectFormValues,
  type ProjectInput,
} from "~/clients/project-schemas";
import { controlClass, FieldErrors, SubmitButton, TextField } from "~/components/form-fields";
import { memberOf } from "~/utils/misc";

/**
 * A project's form (new or existing): a native form posted to `action`, so it works without
 * JavaScript; with it, conform checks it with the server's schema before it is sent. The
 * server's errors come back on their fields with what was typed (lastResult).
 */
export function ProjectForm({
  id,
  action,
  values,
  lastResult,
  submitLabel,
  formKey,
}: {
  id: string;
  action: string;
  values: ProjectFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  /** A new project's one-time key: the same form sent twice makes one project. */
  formKey?: string;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const [form, fields] = useForm<ProjectFormValues, ProjectInput>({
    id,
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(projectSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectSchema }),
  });
  const errorText = (error: string) => {
    const code = memberOf(projectFieldErrors, error);
    return code ? t(`clients.projects.errors.${code}`) : error;
  };
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="grid items-start gap-4 rounded-2xl border border-slate-200 p-6 sm:grid-cols-2"
      data-testid={id}
    >
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <TextField
        meta={fields.name}
        label={t("clients.projects.fields.name")}
        errorText={errorText}
        className="sm:col-span-2"
      />
      <div>
        <label htmlFor={fields.status.id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("clients.projects.fields.status")}
        </label>
        <select {...getSelectProps(fields.status)} className={controlClass}>
          {projectStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`clients.projects.statuses.${status}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.status.errorId} errors={fields.status.errors} errorText={errorText} />
      </div>
      <TextField
        meta={fields.progress}
        type="number"
        label={t("clients.projects.fields.progress")}
        hint={t("clients.projects.fields.progressHint")}
        errorText={errorText}
      />
      <TextField
        meta={fields.deadline}
        type="date"
        optional
        label={t("clients.projects.fields.deadline")}
        errorText={errorText}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel={t("clients.projects.saving")} className="px-6 py-3">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
