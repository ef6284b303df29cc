import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthField, AuthPage, authCardClass, useAuthForm, useIsPending } from "~/accounts/auth-form";
import { SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import { changePassword } from "~/accounts/account.server";
import {
  PRIVATE_PAGE_HEADERS,
  readAuthPost,
  refuseAuthPost,
  refuseFailedAuthPost,
  rejectAuthFields,
  requireUser,
} from "~/accounts/auth.server";
import { getSessionId } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { changePasswordSchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

/** The signed-in person's account: change the password, or go on to delete the account. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data(
    {
      meta: { ...getPageMeta(request, "auth", "account.meta"), noindex: true },
      email: user.email,
      staff: user.role === "staff",
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/**
 * A new password, with the current one: every other session of the account is signed out
 * (whoever knew the old password), this one stays. Posts count against the per-IP limit
 * of the account forms, so the current password cannot be guessed quickly.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("account.password.error.title");
  const post = await readAuthPost(request, { form: "password", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: changePasswordSchema });
  const hidePasswords = { hideFields: ["currentPassword", "newPassword"] };
  if (submission.status !== "success") return rejectAuthFields(submission.reply(hidePasswords));

  let outcome;
  try {
    outcome = await changePassword({
      userId: user.id,
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.newPassword,
      keepSession: (await getSessionId(request)) ?? "",
    });
  } catch (error) {
    const result = submission.reply(hidePasswords);
    return refuseFailedAuthPost(error, { what: "Changing a password", language, errorTitle, result });
  }
  if (outcome === "wrongPassword") {
    return refuseAuthPost(
      400,
      { title: errorTitle, description: t("account.password.error.wrongCurrent") },
      { result: submission.reply(hidePasswords) },
    );
  }
  return redirectWithToast(
    localizePath("/compte", language),
    {
      title: t("account.password.success.title"),
      description: t("account.password.success.description"),
      variant: "success",
    },
    { status: 303 },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function AccountPage() {
  const { email, staff } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const formAction = lp("/compte");
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("change-password", changePasswordSchema, actionData?.result);

  return (
    <AuthPage title={t("account.title")} intro={t("account.intro", { email })} toast={actionData?.toast}>
      <section aria-labelledby="password-heading" className="space-y-4">
        <h2 id="password-heading" className="text-xl font-semibold text-slate-900">
          {t("account.password.heading")}
        </h2>
        <Form method="post" action={formAction} {...getFormProps(form)} className={authCardClass}>
          {/* For password managers: the account whose password changes. */}
          <input type="hidden" name="username" value={email} autoComplete="username" />
          <AuthField
            meta={fields.currentPassword}
            label={t("account.password.current")}
            type="password"
            autoComplete="current-password"
          />
          <AuthField
            meta={fields.newPassword}
            label={t("account.password.new")}
            type="password"
            autoComplete="new-password"
            hint={t("signup.passwordHint")}
          />
          <SubmitButton pending={pending} pendingLabel={t("account.password.submitting")} className="w-full">
            {t("account.password.submit")}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="delete-heading" className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-6">
        <h2 id="delete-heading" className="text-xl font-semibold text-slate-900">
          {t("account.delete.heading")}
        </h2>
        {staff ? (
          <p className="text-slate-700">{t("account.delete.staff")}</p>
        ) : (
          <>
            <p className="text-slate-700">{t("account.delete.text")}</p>
            <Link to={lp("/compte/supprimer")} className="inline-block font-semibold text-red-800 hover:underline">
              {t("account.delete.link")}
            </Link>
          </>
        )}
      </section>
    </AuthPage>
  );
}
