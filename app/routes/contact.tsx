import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Coordinates, OfficeMap, OpeningHours, Reviews } from "~/components/contact-details";
import { PageHeader } from "~/components/page-header";
import { languageOf } from "~/i18n.server";
import { ContactForm } from "~/leads/contact-form";
import { captureLead, rejectLeadForm } from "~/leads/lead-capture.server";
import { contactLeadSchema } from "~/leads/lead-schemas";
import { consentGivenNow } from "~/privacy/consent.server";
import { retryAfterHeaders } from "~/utils/http";
import { localizePath } from "~/utils/locale";
import { getLocalBusinessPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { siteContent } from "~/content/site-content.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("contact", "lead-form");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    meta: {
      ...getLocalBusinessPageMeta(request, "contact", siteContent.facts()),
      breadcrumbs: getSectionBreadcrumbs(request, "/contact", "nav.contact"),
    },
    // The form's HTML constraints; its schema loads only when the visitor enters it.
    constraint: getZodConstraint(contactLeadSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await captureLead({
    request,
    clientIp: context.clientIp,
    schema: contactLeadSchema,
    type: "contact",
    action: "contactForm",
    // The visitor must consent to send the form; the lead records which wording, and when.
    toLead: ({ consent: _consent, ...lead }) => ({ ...lead, ...consentGivenNow() }),
  });
  if (outcome.status === "stored" || outcome.status === "ignored") {
    return redirect(localizePath("/thank-you", languageOf(request)), 303);
  }
  return rejectLeadForm(outcome);
}

// A refused post keeps its Retry-After (429) on the page.
export const headers = retryAfterHeaders;

export default function ContactPage() {
  const { t } = useTranslation("contact");
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto mt-12 grid max-w-7xl gap-10 px-4 lg:grid-cols-3 lg:px-8">
        <ContactForm constraint={constraint} lastResult={actionData?.result} />
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
