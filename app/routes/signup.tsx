import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthField, SubmitButton, useIsPending } from "~/components/auth-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { ActionToast } from "~/components/toaster";
import { getFixedT, languageOf } from "~/i18n.server";
import { signUp } from "~/services/account.server";
import { readAuthPost, refuseAuthPost, rejectAuthFields } from "~/services/auth.server";
import { MailDeliveryError } from "~/services/mail.server";
import { getSessionUser } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import { signupSchema } from "~/utils/auth-schemas";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { routeMeta } from "~/utils/meta";
import { getOrigin, getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionUser(request)) throw redirect(localizePath("/dashboard", languageOf(request)));
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
    console.error("Sign-up failed:", error);
    return refuseAuthPost(
      error instanceof MailDeliveryError ? 503 : 500,
      {
        title: errorTitle,
        description: t(error instanceof MailDeliveryError ? "errors.mailFailed" : "errors.generic"),
      },
      { result: submission.reply({ hideFields: ["password"] }) },
    );
  }
  return redirectWithToast(
    localizePath("/login", language),
    { title: t("signup.success.title"), description: t("signup.success.description"), variant: "success" },
    { status: 303 },
  );
}

export const meta = routeMeta;

export default function SignupPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const formAction = lp("/signup");
  const pending = useIsPending(formAction);
  const [form, fields] = useForm({
    id: "signup",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
  });

  return (
    <>
      <PageHeader title={t("signup.title")} intro={t("signup.intro")} />
      <div className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
        <div className="max-w-md space-y-6">
          <Form
            method="post"
            action={formAction}
            {...getFormProps(form)}
            className="space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm"
          >
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
          <p className="text-slate-600">
            {t("signup.hasAccount")}{" "}
            <Link to={lp("/login")} className="font-semibold text-brand-700 hover:underline">
              {t("signup.loginLink")}
            </Link>
          </p>
        </div>
      </div>
      <ActionToast toast={actionData?.toast} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
