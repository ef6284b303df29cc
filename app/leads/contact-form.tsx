import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import {
  CheckboxGroup,
  ConsentField,
  FormAlert,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/form-fields";
import { useLeadForm, type LeadFormConstraint } from "~/leads/lead-form";
import { budgetKeys, deadlineKeys, HONEYPOT_FIELD, serviceKeys } from "~/leads/lead-keys";
import { trackEvent } from "~/platform/analytics";
import { useLocalizedPath } from "~/utils/language";

/** The contact form: posts to the contact page's action, which stores the lead. */
export function ContactForm({
  constraint,
  lastResult,
}: {
  constraint: LeadFormConstraint;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation();
  const lp = useLocalizedPath();
  const { form, fields, pending, failure } = useLeadForm({
    id: "contact-form",
    loadSchema: () => import("~/leads/lead-schemas").then((schemas) => schemas.contactLeadSchema),
    constraint,
    lastResult,
    action: "contactForm",
  });

  // A post that leaves for the thank-you page is a sent lead (also a honeypot one, on purpose).
  const navigation = useNavigation();
  const thankYouPath = lp("/thank-you");
  const sent =
    navigation.state === "loading" && Boolean(navigation.formMethod) && navigation.location.pathname === thankYouPath;
  useEffect(() => {
    if (sent) trackEvent("form_submit", { form: "contact" });
  }, [sent]);

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-2"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("form.intro")}</p>
      <Form
        method="post"
        id={form.id}
        aria-labelledby="contact-form-title"
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        className="relative mt-8 space-y-6"
      >
        {failure ? <FormAlert id={form.errorId} title={failure.title} description={failure.description} /> : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            meta={fields.name}
            label={t("form.name.label")}
            placeholder={t("form.name.placeholder")}
            autoComplete="name"
          />
          <TextField
            meta={fields.email}
            type="email"
            label={t("form.email.label")}
            placeholder={t("form.email.placeholder")}
            autoComplete="email"
          />
          <TextField
            meta={fields.phone}
            type="tel"
            optional
            label={t("form.phone.label")}
            placeholder={t("form.phone.placeholder")}
            autoComplete="tel"
          />
          <TextField
            meta={fields.company}
            optional
            label={t("form.company.label")}
            placeholder={t("form.company.placeholder")}
            autoComplete="organization"
          />
          <TextField
            meta={fields.website}
            type="url"
            optional
            label={t("form.website.label")}
            placeholder={t("form.website.placeholder")}
            autoComplete="url"
            className="sm:col-span-2"
          />
        </div>
        <CheckboxGroup
          meta={fields.services}
          legend={t("form.services.legend")}
          options={serviceKeys.map((key) => ({ value: key, label: tc(`services.${key}`) }))}
        />
        <TextField
          meta={fields.objective}
          optional
          label={t("form.objective.label")}
          placeholder={t("form.objective.placeholder")}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            meta={fields.budget}
            label={t("form.budget.label")}
            placeholder={t("form.budget.placeholder")}
            options={budgetKeys.map((key) => ({ value: key, label: t(`form.budget.options.${key}`) }))}
          />
          <SelectField
            meta={fields.deadline}
            label={t("form.deadline.label")}
            placeholder={t("form.deadline.placeholder")}
            options={deadlineKeys.map((key) => ({ value: key, label: t(`form.deadline.options.${key}`) }))}
          />
        </div>
        <TextareaField
          meta={fields.message}
          optional
          label={t("form.message.label")}
          placeholder={t("form.message.placeholder")}
        />
        <ConsentField meta={fields.consent} label={t("form.consent")} />
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">
            <span className="text-red-700" aria-hidden>
              *
            </span>{" "}
            {tc("required", { ns: "lead-form" })}
          </p>
          <SubmitButton pending={pending} pendingLabel={tc("submitting", { ns: "lead-form" })}>
            {t("form.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
