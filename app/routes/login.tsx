import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import {
  AuthField,
  AuthLink,
  AuthPage,
  authCardClass,
  ResendConfirmationForm,
  useAuthForm,
  useIsPending,
} from "~/accounts/auth-form";
import { SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import {
  authenticator,
  homePathOf,
  LoginError,
  readAuthPost,
  refuseAuthPost,
  refuseFailedAuthPost,
  rejectAuthFields,
  type AuthUser,
} from "~/accounts/auth.server";
import { loginFailureLimiter } from "~/platform/rate-limit.server";
import { getSessionUser, startSession } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loginSchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { safeRedirect } from "~/utils/safe-redirect";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

/** Where a successful log-in goes: the remembered same-site path, else the user's home in the page's language. */
function destination(request: Request, user: AuthUser, redirectTo: FormDataEntryValue | string | null) {
  return safeRedirect(redirectTo, homePathOf(user, languageOf(request)));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const user = await getSessionUser(request);
  if (user) throw redirect(destination(request, user, redirectTo));
  return {
    meta: { ...getPageMeta(request, "auth", "login.meta"), noindex: true },
    // Only a same-site path is carried on (the action checks again).
    redirectTo: safeRedirect(redirectTo, ""),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("login.error.title");
  const post = await readAuthPost(request, { form: "login", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: loginSchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply({ hideFields: ["password"] }));

  const { email } = submission.value;
  const account = loginFailureLimiter.peek(email);
  if (!account.allowed) {
    return refuseAuthPost(
      429,
      {
        title: errorTitle,
        description: t("login.error.accountThrottled", { count: Math.ceil(account.retryAfterSeconds / 60) }),
      },
      {
        result: submission.reply({ hideFields: ["password"] }),
        headers: { "Retry-After": String(account.retryAfterSeconds) },
      },
    );
  }

  let user;
  try {
    user = await authenticator.authenticate("form", request);
  } catch (error) {
    const result = submission.reply({ hideFields: ["password"] });
    if (error instanceof LoginError && error.reason === "invalid") loginFailureLimiter.hit(email);
    if (error instanceof LoginError) {
      return refuseAuthPost(
        401,
        { title: errorTitle, description: t(`login.error.${error.reason}`) },
        { result, unconfirmedEmail: error.reason === "unconfirmed" ? email : undefined },
      );
    }
    return refuseFailedAuthPost(error, { what: "Login", language, errorTitle, result });
  }

  return redirectWithToast(
    destination(request, user, post.formData.get("redirectTo")),
    { title: t("login.success.title"), description: t("login.success.description"), variant: "success" },
    { status: 303, headers: { "Set-Cookie": await startSession(request, user.id) } },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const formAction = lp("/login");
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("login", loginSchema, actionData?.result);

  return (
    <AuthPage title={t("login.title")} intro={t("login.intro")} toast={actionData?.toast}>
      {/* replace: once logged in, Back does not return to the form. */}
      <Form method="post" action={formAction} replace {...getFormProps(form)} className={authCardClass}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthField meta={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <AuthField meta={fields.password} label={t("login.password")} type="password" autoComplete="current-password" />
        <p className="text-sm">
          <Link to={lp("/mot-de-passe-oublie")} className="font-semibold text-brand-700 hover:underline">
            {t("login.forgotLink")}
          </Link>
        </p>
        <SubmitButton pending={pending} pendingLabel={t("login.submitting")} className="w-full">
          {t("login.submit")}
        </SubmitButton>
      </Form>
      {actionData?.unconfirmedEmail ? (
        <section className="space-y-3 rounded-2xl bg-slate-50 p-6" aria-labelledby="resend-question">
          <p id="resend-question" className="font-medium text-slate-800">
            {t("resend.question")}
          </p>
          <ResendConfirmationForm knownEmail={actionData.unconfirmedEmail} />
        </section>
      ) : null}
      <AuthLink question={t("login.noAccount")} to={lp("/signup")}>
        {t("login.signupLink")}
      </AuthLink>
    </AuthPage>
  );
}
