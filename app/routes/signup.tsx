import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthField, AuthLink, AuthPage, authCardClass, useAuthForm, useIsPending } from "~/accounts/auth-form";
import { SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import { signUp } from "~/accounts/account.server";
import { homePathOf, readAuthPost, refuseFailedAuthPost, rejectAuthFields } from "~/accounts/auth.server";
import { getSessionUser } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { signupSchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homePathOf(user, languageOf(request)));
  return { meta: { ...getPageMeta(request, "auth", "signup.meta"), noindex: true } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("signup.error.title");
  const post = await readAuthPost(request, { form: "signup", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: signupSchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply({ hideFields: ["password"] }));

  try {
    await signUp({ ...submission.value, language, origin: getOrigin(request) });
  } catch (error) {
    const result = submission.reply({ hideFields: ["password"] });
    return refuseFailedAuthPost(error, { what: "Sign-up", language, errorTitle, result });
  }
  return redirectWithToast(
    localizePath("/login", language),
    { title: t("signup.success.title"), description: t("signup.success.description"), variant: "success" },
    { status: 303 },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function SignupPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const formAction = lp("/signup");
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("signup", signupSchema, actionData?.result);

  return (
    <AuthPage title={t("signup.title")} intro={t("signup.intro")} toast={actionData?.toast}>
      <Form method="post" action={formAction} {...getFormProps(form)} className={authCardClass}>
        <AuthField meta={fields.email} label={t("signup.email")} type="email" autoComplete="email" />
        <AuthField
          meta={fields.password}
          label={t("signup.password")}
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
        />
        <SubmitButton pending={pending} pendingLabel={t("signup.submitting")} className="w-full">
          {t("signup.submit")}
        </SubmitButton>
      </Form>
      <AuthLink question={t("signup.hasAccount")} to={lp("/login")}>
        {t("signup.loginLink")}
      </AuthLink>
    </AuthPage>
  );
}
