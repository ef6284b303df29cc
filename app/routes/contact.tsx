import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Clock, Mail, MapPin, MessageCircle, Phone, Star } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { WhatsappIcon } from "~/components/brand-icons";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  CheckboxGroup,
  ConsentField,
  FormAlert,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/form-fields";
import { useLeadForm } from "~/leads/lead-form";
import { PageHeader } from "~/components/page-header";
import { site } from "~/config/site";
import { trackEvent } from "~/services/analytics";
import { captureLead, rejectLeadForm } from "~/leads/lead-capture.server";
import { retryAfterHeaders } from "~/utils/http";
import { useLocalizedPath } from "~/utils/language";
import { budgetKeys, contactLeadSchema, deadlineKeys, HONEYPOT_FIELD, serviceKeys } from "~/leads/lead-schemas";
import { languageFromPathname, localizePath } from "~/utils/locale";
import { routeMeta } from "~/utils/meta";
import { getLocalBusinessPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["contact"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: getLocalBusinessPageMeta(request, "contact") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await captureLead({
    request,
    clientIp: context.clientIp,
    schema: contactLeadSchema,
    type: "contact",
    action: "contactForm",
    // Consent is required to send, and not stored (spec section 3).
    toLead: ({ consent: _consent, ...lead }) => lead,
  });
  if (outcome.status === "stored" || outcome.status === "ignored") {
    return redirect(localizePath("/thank-you", languageFromPathname(new URL(request.url).pathname)), 303);
  }
  return rejectLeadForm(outcome);
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export const meta = routeMeta;

export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto mt-12 grid max-w-7xl gap-10 px-4 lg:grid-cols-3 lg:px-8">
        <ContactForm />
        <aside className="space-y-6">
          <Coordinates />
          <OpeningHours />
        </aside>
      </div>
      <Reviews />
      <OfficeMap />
    </>
  );
}

function ContactForm() {
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation();
  const lp = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const { form, fields, pending, failure } = useLeadForm({
    id: "contact-form",
    schema: contactLeadSchema,
    lastResult: actionData?.result,
    action: "contactForm",
  });

  // A post that leaves for the thank-you page is a sent lead (also a honeypot one, on purpose).
  const navigation = useNavigation();
  const thankYouPath = lp("/thank-you");
  const sent =
    navigation.state === "loading" && Boolean(navigation.formMethod) && navigation.location.pathname === thankYouPath;
  useEffect(() => {
    if (sent) trackEvent("form_submit", { form: "contact" });
  }, [sent]);

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-2"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("form.intro")}</p>
      <Form
        method="post"
        id={form.id}
        aria-labelledby="contact-form-title"
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        className="relative mt-8 space-y-6"
      >
        {failure ? <FormAlert id={form.errorId} title={failure.title} description={failure.description} /> : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            meta={fields.name}
            label={t("form.name.label")}
            placeholder={t("form.name.placeholder")}
            autoComplete="name"
          />
          <TextField
            meta={fields.email}
            type="email"
            label={t("form.email.label")}
            placeholder={t("form.email.placeholder")}
            autoComplete="email"
          />
          <TextField
            meta={fields.phone}
            type="tel"
            optional
            label={t("form.phone.label")}
            placeholder={t("form.phone.placeholder")}
            autoComplete="tel"
          />
          <TextField
            meta={fields.company}
            optional
            label={t("form.company.label")}
            placeholder={t("form.company.placeholder")}
            autoComplete="organization"
          />
          <TextField
            meta={fields.website}
            type="url"
            optional
            label={t("form.website.label")}
            placeholder={t("form.website.placeholder")}
            autoComplete="url"
            className="sm:col-span-2"
          />
        </div>
        <CheckboxGroup
          meta={fields.services}
          legend={t("form.services.legend")}
          options={serviceKeys.map((key) => ({ value: key, label: tc(`services.${key}`) }))}
        />
        <TextField
          meta={fields.objective}
          optional
          label={t("form.objective.label")}
          placeholder={t("form.objective.placeholder")}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            meta={fields.budget}
            label={t("form.budget.label")}
            placeholder={t("form.budget.placeholder")}
            options={budgetKeys.map((key) => ({ value: key, label: t(`form.budget.options.${key}`) }))}
          />
          <SelectField
            meta={fields.deadline}
            label={t("form.deadline.label")}
            placeholder={t("form.deadline.placeholder")}
            options={deadlineKeys.map((key) => ({ value: key, label: t(`form.deadline.options.${key}`) }))}
          />
        </div>
        <TextareaField
          meta={fields.message}
          optional
          label={t("form.message.label")}
          placeholder={t("form.message.placeholder")}
        />
        <ConsentField meta={fields.consent} label={t("form.consent")} />
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">
            <span className="text-red-700" aria-hidden>
              *
            </span>{" "}
            {tc("leadForm.required")}
          </p>
          <SubmitButton pending={pending} pendingLabel={tc("leadForm.submitting")}>
            {t("form.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

const cardClass = "rounded-2xl border border-slate-200 bg-slate-50 p-6";
const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

function Coordinates() {
  const { t } = useTranslation("contact");
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

function OpeningHours() {
  const { t } = useTranslation("contact");
  return (
    <section aria-labelledby="hours-title" className={cardClass}>
      <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="size-5 text-brand-700" aria-hidden />
        {t("hours.title")}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="opening-hours">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t("hours.weekdays")}</dt>
          <dd className="font-medium text-slate-900">{t("hours.weekdaysHours")}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t("hours.weekend")}</dt>
          <dd className="font-medium text-slate-900">{t("hours.closed")}</dd>
        </div>
      </dl>
    </section>
  );
}

function Reviews() {
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

function OfficeMap() {
  const { t } = useTranslation("contact");
  return (
    <div className="mx-auto mt-16 max-w-7xl px-4 lg:px-8">
      <iframe
        title={t("map.title")}
        src={site.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-96 w-full rounded-2xl border border-slate-200"
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
