import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  data,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CookieBanner, useConsentState } from "~/privacy/cookie-banner";
import { FloatingActions } from "~/shell/floating-actions";
import { Footer } from "~/shell/footer";
import { Header } from "~/shell/header";
import { Logo } from "~/shell/logo";
import { Toaster } from "~/components/toaster";
import { getFixedT, languageOf } from "~/i18n.server";
import { BotProtectionProvider, usePageViewCheck } from "~/platform/bot-protection";
import { getBotProtectionConfig } from "~/platform/bot-protection.server";
import { getSessionUser } from "~/accounts/session.server";
import { contentPreview } from "~/content/content-preview.server";
import { getToast } from "~/platform/toast.server";
import tailwindHref from "~/styles/tailwind.css?url";
import { readCookie } from "~/utils/http";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { languages } from "~/utils/locale";
import { routeMeta, usePageLinks } from "~/utils/meta";
import { getDefaultOgImageUrl, getOrigin } from "~/utils/meta.server";
import { snippetTitle } from "~/utils/snippet";
import { useNonce } from "~/utils/nonce";
import { PageTexts, useTranslation } from "~/utils/translation";
import { COOKIE_CONSENT, COOKIE_SETTINGS_PARAMETER, consentChoiceOf } from "~/utils/preference-cookies";
import { CookieConsentContext } from "~/utils/cookie-consent";
import { keepFirstTouch, noteLanding } from "~/leads/first-touch";
import { siteContent } from "~/content/site-content.server";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwindHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta = routeMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(language, "common");
  const [user, flash] = await Promise.all([getSessionUser(request), getToast(request)]);
  // A draft staff preview on its public page (docs/decisions/051): entry.server renders with
  // it, and a notice says so (the toaster's: no script of its own on every page).
  const preview = await contentPreview(request, user?.role);
  return data(
    {
      contentPreview: preview,
      language,
      origin: getOrigin(request),
      // Versioned here rather than in meta, which runs in the browser too.
      ogImage: getDefaultOgImageUrl(),
      user: user ? { email: user.email, role: user.role } : null,
      toast: preview
        ? { id: "content-preview", title: t("contentPreview.banner"), variant: "default" as const }
        : flash.toast,
      // The visitor's answer to the cookie banner, and whether the footer's "cookie settings" asked for it again.
      cookieConsent: consentChoiceOf(readCookie(request, COOKIE_CONSENT)),
      cookieSettings: new URL(request.url).searchParams.has(COOKIE_SETTINGS_PARAMETER),
      botProtection: getBotProtectionConfig(),
      // The coordinates staff edit, for the shell and the pages (useSiteFacts, docs/decisions/051).
      siteFacts: siteContent.facts(),
      errorTitles: {
        notFound: snippetTitle(t("notFound.meta.title")),
        error: snippetTitle(t("error.meta.title")),
        outage: snippetTitle(t("outage.meta.title")),
      },
    },
    { headers: flash.headers ?? undefined },
  );
}

/** Canonical URL and the fr / en / x-default alternates of the current page. */
function AlternateLinks({ origin }: { origin: string }) {
  const { canonical, alternates } = usePageLinks();
  const xDefault = alternates.fr ?? alternates.en;
  return (
    <>
      <link rel="canonical" href={`${origin}${canonical}`} />
      {languages.map((language) => {
        const href = alternates[language];
        return href ? <link key={language} rel="alternate" hrefLang={language} href={`${origin}${href}`} /> : null;
      })}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={`${origin}${xDefault}`} /> : null}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const language = useLanguage();
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {rootData ? <AlternateLinks origin={rootData.origin} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {children}
        <PageTexts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t("skipToContent")}
    </a>
  );
}

function PageViewCheck() {
  usePageViewCheck();
  return null;
}

/**
 * Marks the document once React has taken over, so enhanced controls (toasts in place of
 * form posts) are known to be live: browser tests wait for it before clicking.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Notes the page this document was loaded on, for the lead forms: kept once the visitor accepted cookies. */
function useVisitLanding(consented: boolean) {
  useEffect(() => {
    noteLanding();
  }, []);
  useEffect(() => {
    if (consented) keepFirstTouch();
  }, [consented]);
}

export default function App() {
  useHydratedMarker();
  const { user, toast, cookieConsent, cookieSettings, botProtection } = useLoaderData<typeof loader>();
  // Answered in the banner, changed from the footer: the page follows at once, with JavaScript.
  const consent = useConsentState(cookieConsent, cookieSettings);
  // Whether the visitor accepted cookies: what waits for consent may start (docs/decisions/046).
  const consented = consent.choice === "accepted";
  useVisitLanding(consented);
  return (
    <CookieConsentContext.Provider value={consent}>
      <BotProtectionProvider config={botProtection} consented={consented}>
        <PageViewCheck />
        <SkipLink />
        <Header signedIn={Boolean(user)} staff={user?.role === "staff"} />
        {/* Room above the footer, unless the page ends with a full-width band of its own. */}
        <main id="main" className="flex-1 pb-24 has-[>section:last-child]:pb-0">
          <Outlet />
        </main>
        <Footer />
        <FloatingActions />
        <CookieBanner />
        <Toaster flash={toast} />
      </BotProtectionProvider>
    </CookieConsentContext.Provider>
  );
}

/** When the shell itself fails (its loader, say): a bare page that cannot fail in turn. */
export function ErrorBoundary() {
  const lp = useLocalizedPath();
  return (
    <>
      <header className="flex h-24 items-center border-b border-slate-200 px-4 lg:px-8">
        <Link to={lp("/")}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex-1">
        <GeneralErrorBoundary />
      </main>
    </>
  );
}
