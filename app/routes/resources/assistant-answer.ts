import "~/utils/zod-without-eval";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod/mini";
import { getFixedT } from "~/i18n.server";
import { questionRateLimiter } from "~/platform/rate-limit.server";
import { questionSchema } from "~/search/question";
import { siteSearch } from "~/search/site-search.server";
import { recordQuestion } from "~/search/search-questions.server";
import { languageOrDefault, languages } from "~/utils/locale";

const askSchema = z.object({ question: questionSchema, language: z.enum(languages) });

/**
 * The chatbot's assistant asks here (`?question=...&language=fr`): the site's best passage
 * for the question as JSON (SearchAnswer), or `{ answered: false }` when none scores high
 * enough (docs/decisions/052). A question that will not do is a 400, too many a 429, each
 * with its error in the chat's language. Each answer is computed afresh: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const t = getFixedT(languageOrDefault(query.get("language")), "chatbot");
  const headers = { "Cache-Control": "no-store" };
  const rate = questionRateLimiter.hit(context.clientIp);
  if (!rate.allowed) {
    return Response.json(
      { error: t("errors.rateLimited") },
      { status: 429, headers: { ...headers, "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }
  const asked = askSchema.safeParse({ question: query.get("question"), language: query.get("language") });
  if (!asked.success) return Response.json({ error: t("errors.question") }, { status: 400, headers });
  const { question, language } = asked.data;
  const answer = await siteSearch.answer(question, language);
  // Kept for the staff's list of unanswered questions (docs/decisions/053).
  const { answered } = answer;
  await recordQuestion({ text: question, language, source: "assistant", answered, clientIp: context.clientIp });
  return Response.json(answer, { headers });
}
