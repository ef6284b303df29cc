import { Clock, Mail, MapPin, MessageCircle, Phone, Star } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { WhatsappIcon } from "~/components/brand-icons";
import { ClickToLoad } from "~/components/click-to-load";
import { trackEvent } from "~/platform/analytics";
import { useOpeningHoursText, useSiteFacts } from "~/utils/site-facts";

const cardClass = "rounded-2xl border border-slate-200 bg-slate-50 p-6";
const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

/** How to reach the agency: phone, e-mail, address and the two chat apps. */
export function Coordinates() {
  const { t } = useTranslation("contact");
  const site = useSiteFacts();
  const { street, city, region, postalCode } = site.address;
  return (
    <section aria-labelledby="coordinates-title" className={cardClass}>
      <h2 id="coordinates-title" className="text-lg font-semibold text-slate-900">
        {t("coordinates.title")}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="flex items-center gap-2 text-slate-500">
            <Phone className="size-4 text-brand-700" aria-hidden />
            {t("coordinates.phone")}
          </dt>
          <dd className="mt-1 pl-6">
            <a href={site.phone.href} className={linkClass} onClick={() => trackEvent("click_phone")}>
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-slate-500">
            <Mail className="size-4 text-brand-700" aria-hidden />
            {t("coordinates.email")}
          </dt>
          <dd className="mt-1 pl-6">
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-slate-500">
            <MapPin className="size-4 text-brand-700" aria-hidden />
            {t("coordinates.address")}
          </dt>
          <dd className="mt-1 pl-6 text-slate-800">
            {street}
            <br />
            {city} ({region}) {postalCode}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-2">
        <a
          href={site.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackEvent("click_whatsapp")}
          className="inline-flex items-center gap-2 rounded-lg bg-[#1f7a45] px-4 py-2.5 text-sm font-semibold text-white hover:bg-[#186238]"
        >
          <WhatsappIcon className="size-5" aria-hidden />
          {t("coordinates.whatsapp")}
          <span className="sr-only"> {t("coordinates.newTab")}</span>
        </a>
        <a
          href={site.messengerUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackEvent("click_messenger")}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <MessageCircle className="size-5" aria-hidden />
          {t("coordinates.messenger")}
          <span className="sr-only"> {t("coordinates.newTab")}</span>
        </a>
      </div>
    </section>
  );
}

export function OpeningHours() {
  const { t } = useTranslation("contact");
  const { t: common } = useTranslation();
  const hours = useOpeningHoursText();
  return (
    <section aria-labelledby="hours-title" className={cardClass}>
      <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="size-5 text-brand-700" aria-hidden />
        {t("hours.title")}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="opening-hours">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{hours.openDaysLabel}</dt>
          <dd className="font-medium text-slate-900">{hours.times}</dd>
        </div>
        {hours.closedDays ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{hours.closedDaysLabel}</dt>
            <dd className="font-medium text-slate-900">{common("openingHours.closed")}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function Reviews() {
  const { t } = useTranslation("contact");
  const reviews = t("reviews.items", { returnObjects: true });
  return (
    <section aria-labelledby="reviews-title" className="mx-auto mt-16 max-w-7xl px-4 lg:px-8">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("reviews.title")}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.author} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t("reviews.rating", { rating: 5 })}>
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="size-4 fill-current" aria-hidden />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 text-slate-700">{review.quote}</blockquote>
            <p className="mt-4 text-sm font-semibold text-slate-900">{review.author}</p>
            <p className="text-sm text-slate-500">{review.company}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The office on Google Maps: framed once the visitor accepted cookies or asks for it (docs/decisions/046). */
export function OfficeMap() {
  const { t } = useTranslation("contact");
  const site = useSiteFacts();
  return (
    <div className="mx-auto mt-16 max-w-7xl px-4 lg:px-8">
      <ClickToLoad
        name="map"
        notice={t("map.notice")}
        loadLabel={t("map.load")}
        className="h-96"
        after={
          <a
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("map.open")}
            <span className="sr-only"> {t("coordinates.newTab")}</span>
          </a>
        }
      >
        <iframe
          title={t("map.title")}
          src={site.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-96 w-full rounded-2xl border border-slate-200"
        />
      </ClickToLoad>
    </div>
  );
}
