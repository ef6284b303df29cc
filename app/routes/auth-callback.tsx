import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import { AuthLink, AuthPage, authCardClass, ResendConfirmationForm } from "~/accounts/auth-form";
import { PageHeader } from "~/components/page-header";
import { getFixedT, languageOf } from "~/i18n.server";
import { CONFIRMATION_TTL_MS, confirmEmail } from "~/accounts/email-confirmation.server";
import { resendConfirmation } from "~/accounts/account.server";
import { readAuthPost, refuseFailedAuthPost, rejectAuthFields } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { emailOnlySchema } from "~/accounts/auth-schemas";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

/** How long the confirmation page waits before moving on to the login page: three seconds. */
const CALLBACK_REDIRECT_DELAY_MS = 3_000;

/**
 * The confirmation link lands here with its token. A valid token confirms the account,
 * then the page reloads without it (a flash toast says so; the token leaves the address
 * bar and history) and moves on to /login. An expired or unknown token says so and
 * offers a new e-mail.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOf(request);
  const meta = { ...getPageMeta(request, "auth", "callback.meta"), noindex: true };
  const hours = CONFIRMATION_TTL_MS / 3_600_000;
  if (url.searchParams.get("confirmed") === "1") return { meta, hours, state: "confirmed" as const, email: null };

  const token = url.searchParams.get("token");
  const result = token ? await confirmEmail(token) : ({ status: "invalid" } as const);
  if (result.status === "confirmed") {
    const t = getFixedT(language, "auth");
    throw await redirectWithToast(
      `${localizePath("/auth/callback", language)}?confirmed=1`,
      { title: t("callback.toast.title"), description: t("callback.toast.description"), variant: "success" },
      { status: 303 },
    );
  }
  return { meta, hours, state: result.status, email: result.status === "expired" ? result.email : null };
}

/** A new confirmation e-mail (this page's form, and the login page's after an unconfirmed-account error). */
export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("resend.error.title");
  const post = await readAuthPost(request, { form: "resend", clientIp: context.clientIp, language, errorTitle });
  if (!post.ok) return post.refusal;

  const submission = parseWithZod(post.formData, { schema: emailOnlySchema });
  if (submission.status !== "success") return rejectAuthFields(submission.reply());

  try {
    await resendConfirmation({ email: submission.value.email, language, origin: getOrigin(request) });
  } catch (error) {
    const result = submission.reply();
    return refuseFailedAuthPost(error, { what: "Sending a new confirmation link", language, errorTitle, result });
  }
  return redirectWithToast(
    localizePath("/login", language),
    { title: t("resend.sent.title"), description: t("resend.sent.description"), variant: "success" },
    { status: 303 },
  );
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

/**
 * Confirmed: the outcome (the loader has already confirmed; nothing is still in progress,
 * docs/decisions/035) and the way on, then the login page after 3 s, with or without JavaScript.
 */
function Confirmed() {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const loginPath = lp("/login");
  useEffect(() => {
    const timer = setTimeout(() => navigate(loginPath, { replace: true }), CALLBACK_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, loginPath]);
  return (
    <>
      {/* Without JavaScript the browser follows this instead; with it, noscript content is inert. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${CALLBACK_REDIRECT_DELAY_MS / 1000};url=${loginPath}`} />
      </noscript>
      <PageHeader title={t("callback.confirmed.title")} intro={t("callback.confirmed.text")}>
        <CircleCheck className="mt-8 size-8 text-brand-600" aria-hidden />
        <p className="mt-6">
          <Link to={loginPath} replace className="font-semibold text-brand-700 hover:underline">
            {t("callback.continue")}
          </Link>
        </p>
      </PageHeader>
    </>
  );
}

export default function AuthCallbackPage() {
  const { state, email, hours } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  if (state === "confirmed") return <Confirmed />;
  return (
    <AuthPage
      title={t(`callback.${state}.title`)}
      intro={t(`callback.${state}.text`, { count: hours })}
      toast={actionData?.toast}
    >
      <div className={authCardClass}>
        <ResendConfirmationForm key={email} defaultEmail={email ?? undefined} lastResult={actionData?.result} />
      </div>
      {/* A link already used (perhaps by a mail scanner that opened it) confirmed the account. */}
      {state === "invalid" ? <AuthLink to={lp("/login")}>{t("callback.continue")}</AuthLink> : null}
    </AuthPage>
  );
}
