import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthField, AuthLink, AuthPage, authCardClass, useAuthForm, useIsPending } from "~/accounts/auth-form";
import { SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import { requestPasswordReset } from "~/accounts/account.server";
import { readAuthPost, refuseAuthPost, refuseFailedAuthPost, rejectAuthFields } from "~/accounts/auth.server";
import { passwordResetLimiter } from "~/platform/rate-limit.server";
import { redirectWithToast } from "~/platform/toast.server";
import { emailOnlySchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: { ...getPageMeta(request, "auth", "forgot.meta"), noindex: true } };
}

/**
 * A link to choose a new password, e-mailed if the address has an account. The answer is
 * the same for any address, and so is the work (one e-mail queued; the mail worker sends
 * it only to an account). Limited per IP (with the other account forms) and per address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("forgot.error.title");
  const post = await readAuthPost(request, { form: "forgot", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: emailOnlySchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply());

  const { email } = submission.value;
  const limit = passwordResetLimiter.hit(email);
  if (!limit.allowed) {
    return refuseAuthPost(
      429,
      {
        title: errorTitle,
        description: t("forgot.error.addressThrottled", { count: Math.ceil(limit.retryAfterSeconds / 60) }),
      },
      { result: submission.reply(), headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await requestPasswordReset({ email, language, origin: getOrigin(request) });
  } catch (error) {
    const result = submission.reply();
    return refuseFailedAuthPost(error, { what: "A password reset request", language, errorTitle, result });
  }
  return redirectWithToast(
    localizePath("/login", language),
    { title: t("forgot.sent.title"), description: t("forgot.sent.description"), variant: "success" },
    { status: 303 },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const formAction = lp("/mot-de-passe-oublie");
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("forgot-password", emailOnlySchema, actionData?.result);

  return (
    <AuthPage title={t("forgot.title")} intro={t("forgot.intro")} toast={actionData?.toast}>
      <Form method="post" action={formAction} {...getFormProps(form)} className={authCardClass}>
        <AuthField meta={fields.email} label={t("forgot.email")} type="email" autoComplete="email" />
        <SubmitButton pending={pending} pendingLabel={t("forgot.submitting")} className="w-full">
          {t("forgot.submit")}
        </SubmitButton>
      </Form>
      <AuthLink to={lp("/login")}>{t("signup.loginLink")}</AuthLink>
    </AuthPage>
  );
}
