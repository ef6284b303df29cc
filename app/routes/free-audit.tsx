import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CheckCircle } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import { FormAlert, HoneypotField, SubmitButton, TextField } from "~/components/form-fields";
import { useLeadForm } from "~/leads/lead-form";
import { PageHeader } from "~/components/page-header";
import { showToast } from "~/components/toaster";
import { getFixedT } from "~/i18n.server";
import { captureLead, rejectLeadForm } from "~/leads/lead-capture.server";
import { redirectWithToast } from "~/platform/toast.server";
import { retryAfterHeaders } from "~/utils/http";
import { HONEYPOT_FIELD } from "~/leads/lead-keys";
import { auditLeadSchema } from "~/leads/lead-schemas";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("free-audit", "lead-form");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    meta: {
      ...getPageMeta(request, "free-audit"),
      breadcrumbs: getSectionBreadcrumbs(request, "/audit-gratuit", "breadcrumb.freeAudit"),
    },
    // The form's HTML constraints; its schema loads only when the visitor enters it.
    constraint: getZodConstraint(auditLeadSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await captureLead({
    request,
    clientIp: context.clientIp,
    schema: auditLeadSchema,
    type: "audit",
    action: "freeAuditForm",
    toLead: (lead) => lead,
  });
  if (outcome.status === "invalid" || outcome.status === "failed") return rejectLeadForm(outcome);
  // The enhanced form stays and empties itself; a post without script gets a fresh page
  // (post/redirect/get) with the toast in the flash cookie. Both say the same.
  if (outcome.scripted) return data({ result: outcome.reset, sent: true });
  const { pathname } = new URL(request.url);
  const t = getFixedT(request, "free-audit");
  return redirectWithToast(
    pathname,
    { title: t("toast.success.title"), description: t("toast.success.description"), variant: "success" },
    { status: 303 },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function FreeAuditPage() {
  const { t } = useTranslation("free-audit");
  const includes = t("includes.items", { returnObjects: true });
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto mt-12 grid max-w-7xl gap-10 px-4 lg:grid-cols-5 lg:px-8">
        <AuditForm />
        <section aria-labelledby="audit-includes" className="lg:col-span-2">
          <h2 id="audit-includes" className="text-xl font-semibold text-slate-900">
            {t("includes.title")}
          </h2>
          <ul className="mt-6 space-y-4">
            {includes.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CheckCircle className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function AuditForm() {
  const { t } = useTranslation("free-audit");
  const { t: tc } = useTranslation();
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const auditError = { title: t("toast.error.title"), description: t("toast.error.description") };
  const { form, fields, pending, failure } = useLeadForm({
    id: "audit-form",
    loadSchema: () => import("~/leads/lead-schemas").then((schemas) => schemas.auditLeadSchema),
    constraint,
    lastResult: actionData?.result,
    action: "freeAuditForm",
    messages: { verificationMissing: auditError, storeFailed: auditError },
  });

  const sent = actionData && "sent" in actionData ? actionData : null;
  useEffect(() => {
    if (sent) {
      showToast({ title: t("toast.success.title"), description: t("toast.success.description"), variant: "success" });
    }
  }, [sent, t]);

  return (
    <section
      aria-labelledby="audit-form-title"
      className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-3"
    >
      <h2 id="audit-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("form.title")}
      </h2>
      <Form
        method="post"
        id={form.id}
        aria-labelledby="audit-form-title"
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        className="relative mt-8 space-y-6"
      >
        {failure ? <FormAlert id={form.errorId} title={failure.title} description={failure.description} /> : null}
        <TextField
          meta={fields.website}
          type="url"
          label={t("form.website.label")}
          placeholder={t("form.website.placeholder")}
          autoComplete="url"
        />
        <TextField
          meta={fields.email}
          type="email"
          label={t("form.email.label")}
          placeholder={t("form.email.placeholder")}
          autoComplete="email"
        />
        <TextField
          meta={fields.name}
          label={t("form.name.label")}
          placeholder={t("form.name.placeholder")}
          autoComplete="name"
        />
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton pending={pending} pendingLabel={tc("submitting", { ns: "lead-form" })} className="w-full">
          {t("form.submit")}
        </SubmitButton>
        <p className="text-center text-sm text-slate-500">{t("form.privacy")}</p>
      </Form>
    </section>
  );
}
