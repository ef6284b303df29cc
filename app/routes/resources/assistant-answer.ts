import "~/utils/zod-without-eval";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod/mini";
import { getFixedT } from "~/i18n.server";
import { questionRateLimiter } from "~/platform/rate-limit.server";
import { questionSchema } from "~/search/question";
import { siteSearch } from "~/search/site-search.server";
import type { SearchAnswer } from "~/search/search-types";
import { typeset } from "~/utils/french-typography";
import { languageOrDefault, languages, type Language } from "~/utils/locale";

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
  // The one place where both the question and its outcome are known: a record of the
  // questions asked belongs here.
  return Response.json(typesetAnswer(answer, language), { headers });
}

/** The answer as the chat quotes it: the passage's texts are read without their French spacing. */
function typesetAnswer(answer: SearchAnswer, language: Language): SearchAnswer {
  if (!answer.answered) return answer;
  const { text, title, heading } = answer;
  return {
    ...answer,
    text: typeset(language, text),
    title: typeset(language, title),
    heading: typeset(language, heading),
  };
}
