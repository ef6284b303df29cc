import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthField, AuthLink, AuthPage, authCardClass, useAuthForm, useIsPending } from "~/accounts/auth-form";
import { SubmitButton } from "~/components/form-fields";
import { getFixedT, languageOf } from "~/i18n.server";
import {
  checkPasswordToken,
  PASSWORD_TOKEN_TTL_MS,
  redeemPasswordToken,
  type PasswordTokenState,
} from "~/accounts/password-token.server";
import { homePathOf, readAuthPost, refuseFailedAuthPost, rejectAuthFields } from "~/accounts/auth.server";
import { hashPassword } from "~/accounts/password.server";
import { startSession } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { choosePasswordSchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

/**
 * The page holds a live token (its address and its form): no cache may keep it (the page
 * cache never stores a `no-store` page, nor a query with a token), and no request to
 * another site may carry the address in a Referer. `same-origin` rather than
 * `no-referrer`: under `no-referrer` a browser posts a form without JavaScript with
 * `Origin: null`, which the request guard (Remix's rule) refuses with 403; our own
 * server already knows the token.
 */
const TOKEN_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/** The link of the e-mail, as the page shows it: ready, expired (which kind) or unknown. */
type LinkState = { status: PasswordTokenState["status"]; purpose: "invitation" | "reset" | null; email: string | null };

function linkState(state: PasswordTokenState): LinkState {
  return {
    status: state.status,
    purpose: "purpose" in state ? state.purpose : null,
    email: "email" in state ? state.email : null,
  };
}

const linkLifetimes = {
  hours: PASSWORD_TOKEN_TTL_MS.reset / 3_600_000,
  days: PASSWORD_TOKEN_TTL_MS.invitation / 86_400_000,
};

/** An invitation or a forgotten-password link lands here, with its token in the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = linkState(token ? await checkPasswordToken(token) : { status: "invalid" });
  return data(
    {
      meta: { ...getPageMeta(request, "auth", "choose.meta"), noindex: true },
      link,
      token: token ?? "",
      ...linkLifetimes,
    },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

/**
 * Sets the password with the link, once, under the password rule; every session of the
 * account is signed out and this browser signed in (a new session), on its home (homePathOf).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("choose.error.title");
  const post = await readAuthPost(request, { form: "choose", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: choosePasswordSchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply({ hideFields: ["password"] }));

  let used;
  try {
    used = await redeemPasswordToken(submission.value.token, await hashPassword(submission.value.password));
  } catch (error) {
    const result = submission.reply({ hideFields: ["password"] });
    return refuseFailedAuthPost(error, { what: "Choosing a password", language, errorTitle, result });
  }
  // Expired or used meanwhile: the page itself (its loader) says which, and what to do.
  const { pathname, search } = new URL(request.url);
  if (used.status !== "used") return redirect(`${pathname}${search}`, 303);
  // The password is set: a failure to start the session leaves it set (the person logs in).
  const setCookie = await startSession(request, used.userId);
  return redirectWithToast(
    homePathOf(used, language),
    { title: t("choose.success.title"), description: t("choose.success.description"), variant: "success" },
    { status: 303, headers: { "Set-Cookie": setCookie } },
  );
}

/** The loader's headers (and a refusal's Retry-After), with the token page's on every answer, an action's included. */
export function headers(args: Parameters<typeof retryAfterHeaders>[0]) {
  const sent = retryAfterHeaders(args);
  for (const [name, value] of Object.entries(TOKEN_PAGE_HEADERS)) sent.set(name, value);
  return sent;
}

/** An expired or unknown link: a reset asks for a new one; an invitation asks the agency. */
function LinkRefused({ purpose }: { purpose: LinkState["purpose"] }) {
  const { t } = useTranslation("auth");
  const { hours, days } = useLoaderData<typeof loader>();
  const lp = useLocalizedPath();
  const texts = purpose ? (`choose.expired.${purpose}` as const) : ("choose.invalid" as const);
  return (
    <AuthPage
      title={t(`${texts}.title`)}
      intro={t(`${texts}.text`, { count: purpose === "invitation" ? days : hours })}
      toast={null}
    >
      {purpose === "invitation" ? null : <AuthLink to={lp("/mot-de-passe-oublie")}>{t("choose.newLink")}</AuthLink>}
      {purpose === "reset" ? null : <AuthLink to={lp("/contact")}>{t("choose.askAgency")}</AuthLink>}
    </AuthPage>
  );
}

export default function ChoosePasswordPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const { pathname, search } = useLocation();
  const formAction = `${pathname}${search}`;
  const pending = useIsPending(formAction);
  const [form, fields] = useAuthForm("choose-password", choosePasswordSchema, actionData?.result);
  const { link } = loaderData;

  // An expired link names its kind; an unknown one (or one used meanwhile) cannot.
  if (link.status !== "valid" || !link.purpose)
    return <LinkRefused purpose={link.status === "expired" ? link.purpose : null} />;
  return (
    <AuthPage
      title={t(`choose.${link.purpose}.title`)}
      intro={t(`choose.${link.purpose}.intro`, { email: link.email ?? "" })}
      toast={actionData?.toast}
    >
      {/* replace: once signed in, Back does not return to the used link. */}
      <Form method="post" action={formAction} replace {...getFormProps(form)} className={authCardClass}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" value={link.email ?? ""} autoComplete="username" />
        <AuthField
          meta={fields.password}
          label={t("choose.password")}
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
        />
        <SubmitButton pending={pending} pendingLabel={t("choose.submitting")} className="w-full">
          {t("choose.submit")}
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
