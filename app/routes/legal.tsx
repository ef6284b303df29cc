import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Coordinates, LegalSection, Subheading } from "~/components/legal-sections";
import { PageHeader } from "~/components/page-header";
import { site } from "~/config/site";
import { useSiteFacts } from "~/utils/site-facts";
import { env } from "~/env.server";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { SESSION_COOKIE, TOAST_COOKIE } from "~/utils/cookie-names";
import { COOKIE_CONSENT, LANGUAGE_COOKIE } from "~/utils/preference-cookies";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("legal");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    meta: {
      ...getPageMeta(request, "legal"),
      breadcrumbs: getSectionBreadcrumbs(request, "/mentions-legales", "footer.legal"),
    },
    // The period the retention job keeps leads (app/privacy/lead-retention.server.ts).
    retentionMonths: env.LEAD_RETENTION_MONTHS,
    // How long database snapshots keep what was erased (app/platform/backup.server.ts, docs/decisions/040).
    backups: { hours: env.BACKUP_KEEP_HOURS, days: env.BACKUP_KEEP_DAYS },
  };
}

/** The sections, in page order; each id is the section's anchor (#cookies, …). */
const sectionIds = ["publisher", "hosting", "privacy", "terms", "cookies"] as const;

/** The hosting provider, as its terms of service name it. */
const host = {
  name: "Fly.io, Inc.",
  address: "321 N Clark St, Suite 2550, Chicago, IL 60654",
  url: "https://fly.io",
} as const;

/** Every cookie the site sets; the names are those of the code that sets them. */
const cookies = [
  { id: "session", name: SESSION_COOKIE },
  { id: "language", name: LANGUAGE_COOKIE },
  { id: "consent", name: COOKIE_CONSENT },
  { id: "toast", name: TOAST_COOKIE },
] as const;

/** Other hosts' services and when each loads (docs/decisions/046); the last says there is no analytics service. */
const thirdParties = ["map", "calendar", "video", "recaptcha", "analytics"] as const;

const collectedData = ["contact", "audit", "chatbot", "account", "technical"] as const;
const privacyTopics = ["purposes", "retention", "backups", "sharing", "rights"] as const;
const termsParagraphs = ["use", "property", "account", "links", "liability", "law"] as const;

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function TableOfContents() {
  const { t } = useTranslation("legal");
  return (
    <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-32">
      <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("toc")}
      </h2>
      <ol className="mt-4 space-y-1 border-l border-slate-200">
        {sectionIds.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              {t(`${id}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default function LegalPage() {
  const { t } = useTranslation("legal");
  const { retentionMonths, backups } = useLoaderData<typeof loader>();
  const facts = useSiteFacts();
  const email = (
    <a href={`mailto:${facts.email}`} className={linkClass}>
      {facts.email}
    </a>
  );
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")}>
        <p className="mt-4 text-sm text-slate-500">{t("updated")}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 lg:grid-cols-[15rem_1fr] lg:px-8">
        <aside>
          <TableOfContents />
        </aside>
        <div className="max-w-3xl space-y-12">
          <LegalSection id="publisher" title={t("publisher.title")}>
            <p>{t("publisher.text")}</p>
            <Coordinates
              rows={[
                [t("labels.company"), site.name],
                [t("labels.address"), facts.postalAddress],
                [t("labels.email"), email],
                [
                  t("labels.phone"),
                  <a key="phone" href={facts.phone.href} className={linkClass}>
                    {facts.phone.display}
                  </a>,
                ],
              ]}
            />
          </LegalSection>

          <LegalSection id="hosting" title={t("hosting.title")}>
            <p>{t("hosting.text")}</p>
            <Coordinates
              rows={[
                [t("labels.company"), host.name],
                [t("labels.address"), `${host.address}, ${t("hosting.country")}`],
                [
                  t("labels.website"),
                  <a key="website" href={host.url} className={linkClass} rel="noopener noreferrer">
                    fly.io
                  </a>,
                ],
                [t("labels.dataLocation"), t("hosting.dataLocation")],
              ]}
            />
          </LegalSection>

          <LegalSection id="privacy" title={t("privacy.title")}>
            <p>{t("privacy.intro")}</p>
            <Subheading>{t("privacy.collected.title")}</Subheading>
            <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
              {collectedData.map((item) => (
                <li key={item}>{t(`privacy.collected.${item}`)}</li>
              ))}
            </ul>
            {privacyTopics.map((topic) => (
              <div key={topic} className="space-y-4">
                <Subheading>{t(`privacy.${topic}.title`)}</Subheading>
                <p>
                  {t(
                    `privacy.${topic}.text`,
                    topic === "backups" ? { count: backups.days, hours: backups.hours } : { count: retentionMonths },
                  )}
                </p>
              </div>
            ))}
            <Subheading>{t("privacy.officer.title")}</Subheading>
            <p>{t("privacy.officer.text")}</p>
            <Coordinates
              rows={[
                [t("labels.email"), email],
                [t("labels.address"), facts.postalAddress],
              ]}
            />
          </LegalSection>

          <LegalSection id="terms" title={t("terms.title")}>
            {termsParagraphs.map((paragraph) => (
              <p key={paragraph}>{t(`terms.${paragraph}`)}</p>
            ))}
          </LegalSection>

          <LegalSection id="cookies" title={t("cookies.title")}>
            <p>{t("cookies.intro")}</p>
            <div className="overflow-hidden rounded-2xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">
                  {t("cookies.caption")}
                </caption>
                <thead className="border-y border-slate-200 bg-slate-50 text-slate-900">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("cookies.columns.name")}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("cookies.columns.purpose")}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("cookies.columns.duration")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {cookies.map((cookie) => (
                    <tr key={cookie.id} className="align-top">
                      <th
                        scope="row"
                        className="px-4 py-3 font-mono text-xs font-medium break-all text-slate-900 sm:break-normal sm:whitespace-nowrap"
                      >
                        {cookie.name}
                      </th>
                      <td className="px-4 py-3">{t(`cookies.items.${cookie.id}.purpose`)}</td>
                      <td className="px-4 py-3">{t(`cookies.items.${cookie.id}.duration`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>{t("cookies.storage")}</p>
            <Subheading>{t("cookies.thirdParties.title")}</Subheading>
            <p>{t("cookies.thirdParties.intro")}</p>
            <ul className="list-disc space-y-2 pl-5 marker:text-brand-600" data-testid="third-parties">
              {thirdParties.map((service) => (
                <li key={service}>{t(`cookies.thirdParties.${service}`)}</li>
              ))}
            </ul>
            <p>{t("cookies.manage")}</p>
          </LegalSection>
        </div>
      </div>
    </>
  );
}
