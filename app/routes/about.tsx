import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight, CalendarCheck, ChartLine, Eye, Target, Telescope } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { cn } from "~/utils/misc";
import { screenRoute } from "~/components/screen-route";
import { siteContent } from "~/content/site-content.server";
import { languageOf } from "~/i18n.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("about");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    /** The team, in the order staff gave it (docs/decisions/051). */
    memberIds: siteContent.keys("team-member", languageOf(request)),
    meta: {
      ...getPageMeta(request, "about"),
      breadcrumbs: getSectionBreadcrumbs(request, "/a-propos", "footer.about_link"),
    },
  };
}

const purposeBlocks = [
  { id: "mission", Icon: Target },
  { id: "vision", Icon: Telescope },
] as const;

const values = [
  { id: "transparency", Icon: Eye },
  { id: "deadlines", Icon: CalendarCheck },
  { id: "results", Icon: ChartLine },
] as const;

/** A member without a photo: initials on a colour each, the colours in turn. */
const avatarClasses = ["bg-brand-600 text-white", "bg-teal-700 text-white", "bg-amber-300 text-amber-950"] as const;

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("");
}

export default function AboutPage() {
  const { memberIds } = useLoaderData<typeof loader>();
  const { t } = useTranslation("about");
  // The members' keys are the content's (docs/decisions/051), not the locale file's.
  const member = t as unknown as (key: string, options?: { defaultValue: string }) => string;
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />

      <Section eyebrow={t("purpose.eyebrow")} title={t("purpose.title")}>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {purposeBlocks.map(({ id, Icon }) => (
            <div key={id} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm" data-testid="purpose">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-slate-900">{t(`purpose.${id}.title`)}</h3>
              <p className="mt-3 text-slate-600">{t(`purpose.${id}.text`)}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section tone="muted" title={t("values.title")} intro={t("values.intro")}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {values.map(({ id, Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="value">
              <Icon className="size-6 text-brand-600" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`values.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`values.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow={t("team.eyebrow")} title={t("team.title")} intro={t("team.intro")}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {memberIds.map((id, index) => {
            const name = member(`team.members.${id}.name`);
            // The photo staff uploaded (docs/decisions/051), else the initials.
            const photo = member(`team.members.${id}.photo`, { defaultValue: "" });
            return (
              <li
                key={id}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid="team-member"
              >
                {photo ? (
                  <img
                    src={photo}
                    alt={member(`team.members.${id}.photoAlt`, { defaultValue: "" })}
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 rounded-full object-cover"
                    data-testid="avatar"
                  />
                ) : (
                  <span
                    aria-hidden
                    data-testid="avatar"
                    className={cn(
                      "flex size-16 items-center justify-center rounded-full text-xl font-bold",
                      avatarClasses[index % avatarClasses.length],
                    )}
                  >
                    {initials(name)}
                  </span>
                )}
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{name}</h3>
                <p className="text-sm font-medium text-brand-700">{member(`team.members.${id}.role`)}</p>
                <p className="mt-3 text-slate-600">{member(`team.members.${id}.bio`)}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="brand" title={t("cta.title")} intro={t("cta.text")}>
        <ButtonLink to={lp("/contact")} variant="light" className="mt-8">
          {t("cta.button")}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </Section>
    </>
  );
}
