import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { InstagramIcon, LinkedinIcon } from "~/components/brand-icons";
import { Logo } from "~/shell/logo";
import { serviceLinks } from "~/shell/nav-items";
import { NoticeButton, NoticeForm } from "~/components/work-in-progress";
import { site } from "~/config/site";
import { useCookieConsent } from "~/utils/cookie-consent";
import { COOKIE_SETTINGS_PARAMETER } from "~/utils/preference-cookies";
import { useLocalizedPath } from "~/utils/language";
import { useOpeningHoursText, useSiteFacts } from "~/utils/site-facts";

const linkClass = "text-sm text-slate-300 hover:text-white";
const socialIcons = { linkedin: LinkedinIcon, instagram: InstagramIcon } as const;

/** A titled list of links, by French path. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: Array<{ path: string; label: string }>;
}) {
  const lp = useLocalizedPath();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-semibold text-white">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={lp(link.path)} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Cookie settings, on every page (Québec's Law 25: an answer can be changed as simply as it
 * was given): the banner opens again, with the current answer. Without JavaScript the link
 * asks for this page with ?cookie-settings, which the server renders with the banner open.
 */
function CookieSettingsLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { openSettings } = useCookieConsent();
  return (
    <a
      href={`${pathname}?${COOKIE_SETTINGS_PARAMETER}`}
      rel="nofollow"
      onClick={(event) => {
        event.preventDefault();
        openSettings();
      }}
      className="text-xs text-slate-400 underline hover:text-white"
    >
      {t("cookieBanner.settings")}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const facts = useSiteFacts();
  const hours = useOpeningHoursText();
  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <div className="[&_span]:!text-white">
            <Logo />
          </div>
          <p className="text-sm">{t("footer.about")}</p>
          <address className="space-y-1 text-sm not-italic">
            <p>{facts.postalAddress}</p>
            <p>
              <a href={facts.phone.href} className="hover:text-white">
                {facts.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${facts.email}`} className="hover:text-white">
                {facts.email}
              </a>
            </p>
            <p>{hours.line}</p>
          </address>
        </div>

        <FooterLinks
          id="footer-services"
          title={t("footer.servicesTitle")}
          links={[
            ...serviceLinks.map((service) => ({ path: service.path, label: t(`services.${service.key}`) })),
            { path: "/etudes-de-cas", label: t("footer.caseStudies") },
          ]}
        />
        <FooterLinks
          id="footer-company"
          title={t("footer.companyTitle")}
          links={[
            { path: "/a-propos", label: t("footer.about_link") },
            { path: "/blog", label: t("nav.blog") },
            { path: "/glossaire", label: t("footer.glossary") },
            { path: "/contact", label: t("nav.contact") },
            { path: "/rendez-vous", label: t("nav.appointment") },
            { path: "/mentions-legales", label: t("footer.legal") },
          ]}
        />

        <div className="space-y-4">
          <h2 className="font-semibold text-white">{t("footer.newsletter.title")}</h2>
          <p className="text-sm">{t("footer.newsletter.text")}</p>
          {/* Not functional on purpose, only a work-in-progress notice: the e-mail field has no name, so nothing is ever sent. */}
          {/* The button goes below the field when the column is too narrow for its placeholder (docs/decisions/036). */}
          <NoticeForm className="flex flex-wrap gap-2" aria-label={t("footer.newsletter.title")}>
            <label htmlFor="newsletter-email" className="sr-only">
              {t("footer.newsletter.emailLabel")}
            </label>
            <input
              id="newsletter-email"
              type="email"
              required
              autoComplete="email"
              placeholder={t("footer.newsletter.placeholder")}
              className="min-w-44 flex-1 rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-500"
            />
            <button
              type="submit"
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500"
            >
              {t("footer.newsletter.submit")}
            </button>
          </NoticeForm>
          <div className="flex gap-2" role="group" aria-label={t("footer.social.label")}>
            {site.socials.map((network) => {
              const Icon = socialIcons[network];
              const url = facts.socialUrls[network];
              const className =
                "inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white";
              // A network staff gave no page yet: the icon says the page is coming (the settings' hint).
              return url ? (
                <a key={network} href={url} target="_blank" rel="noopener noreferrer" className={className}>
                  <Icon className="size-5" aria-hidden />
                  <span className="sr-only">{t(`footer.social.${network}`)}</span>
                </a>
              ) : (
                <NoticeButton key={network} label={t(`footer.social.${network}`)} className={className}>
                  <Icon className="size-5" aria-hidden />
                </NoticeButton>
              );
            })}
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 lg:px-8">
          <p className="text-xs text-slate-400">{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <CookieSettingsLink />
        </div>
      </div>
    </footer>
  );
}
