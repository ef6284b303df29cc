import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthField, AuthPage, authCardClass, useAuthForm, useIsPending } from "~/accounts/auth-form";
import { controlClass, Label, SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import { inviteClient } from "~/accounts/account.server";
import {
  PRIVATE_PAGE_HEADERS,
  refuseAuthPost,
  refuseFailedAuthPost,
  rejectAuthFields,
  requireStaff,
} from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { inviteClientSchema } from "~/accounts/auth-schemas";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { languages, localizePath } from "~/utils/locale";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { readBoundedFormData, formBodyRefusal } from "~/utils/request-body.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin", "auth");

/** Staff invite a client by e-mail; the invitation's language defaults to the staff member's. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return data(
    { meta: { ...getPageMeta(request, "admin", "inviteMeta"), noindex: true }, language: languageOf(request) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/**
 * Invites the address (inviteClient): a new account with its invitation, or a new
 * invitation for an account not yet activated; an activated account is left alone and
 * staff are told so, with the address kept in the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireStaff(request);
  const language = languageOf(request);
  const t = getFixedT(language, "admin");
  const errorTitle = t("invite.error.title");
  const body = await readBoundedFormData(request);
  if (!body.ok) throw formBodyRefusal(body.status);
  const submission = parseWithZod(body.formData, { schema: inviteClientSchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply());

  const { email } = submission.value;
  let outcome;
  try {
    outcome = await inviteClient({ email, language: submission.value.language, origin: getOrigin(request) });
  } catch (error) {
    return refuseFailedAuthPost(error, { what: "Inviting a client", language, errorTitle, result: submission.reply() });
  }
  const toast = { title: t(`invite.${outcome}.title`), description: t(`invite.${outcome}.description`, { email }) };
  if (outcome === "accountExists") return refuseAuthPost(409, toast, { result: submission.reply() });
  return redirectWithToast(
    localizePath("/admin/clients/invite", language),
    { ...toast, variant: "success" },
    { status: 303 },
  );
}

export default function ClientInvitePage() {
  const { language } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const formAction = lp("/admin/clients/invite");
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("invite-client", inviteClientSchema, actionData?.result, { language });

  return (
    <AuthPage title={t("invite.title")} intro={t("invite.intro")} toast={actionData?.toast}>
      <Form method="post" action={formAction} {...getFormProps(form)} className={authCardClass}>
        <AuthField meta={fields.email} label={t("invite.email")} type="email" autoComplete="off" />
        <div>
          <Label htmlFor={fields.language.id}>{t("invite.language")}</Label>
          <select {...getSelectProps(fields.language)} className={controlClass}>
            {languages.map((each) => (
              <option key={each} value={each} lang={each}>
                {t(`invite.languages.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pending={pending} pendingLabel={t("invite.submitting")} className="w-full">
          {t("invite.submit")}
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
