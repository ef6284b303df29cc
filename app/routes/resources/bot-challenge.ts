import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLeadAction } from "~/platform/bot-protection";
import { createBotChallenge } from "~/platform/bot-protection.server";
import { botChallengeRateLimiter } from "~/platform/rate-limit.server";

/**
 * A signed ALTCHA challenge for one lead action (`?action=contactForm`), which the browser
 * solves when the form is sent (docs/decisions/047). Each is new: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const rate = botChallengeRateLimiter.hit(context.clientIp);
  if (!rate.allowed) {
    return Response.json(
      { error: "rateLimited" },
      { status: 429, headers: { ...headers, "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }
  const action = new URL(request.url).searchParams.get("action");
  if (!isLeadAction(action)) return Response.json({ error: "unknownAction" }, { status: 400, headers });
  return Response.json(await createBotChallenge(action), { headers });
}
