import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { captureLead, refusalInit } from "~/leads/lead-capture.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { ChatbotAnswer } from "~/leads/lead-failures";
import { chatbotLeadSchema } from "~/leads/lead-schemas";

/**
 * The chatbot posts its leads here: the same checks as the forms (size bound, rate
 * limit, honeypot, shared schema, bot protection for chatbot_lead), answered as JSON for
 * the chat to read (ChatbotAnswer).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await captureLead({
    request,
    clientIp: context.clientIp,
    schema: chatbotLeadSchema,
    type: "chatbot",
    action: "chatbot_lead",
    toLead: ({ flow: _flow, ...lead }) => ("services" in lead ? { ...lead, services: [lead.services] } : lead),
    // The page the chat was open on; only a path of this site is taken.
    sourcePage: (formData) => new URL(safeRedirect(formData.get("sourcePage")), "http://localhost").pathname,
  });
  switch (outcome.status) {
    case "stored":
    case "ignored":
      return Response.json({ ok: true } satisfies ChatbotAnswer);
    case "invalid":
      return Response.json({ ok: false, failure: "invalid", errors: outcome.reply.error } satisfies ChatbotAnswer, {
        status: 400,
      });
    case "failed":
      return Response.json({ ok: false, failure: outcome.failure } satisfies ChatbotAnswer, refusalInit(outcome));
  }
}

export function loader() {
  return redirect("/");
}
