import { Link, useLocation } from "@remix-run/react";
import { Bot, RotateCcw, Send, X } from "lucide-react";
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useTranslation } from "~/utils/translation";
import { HoneypotField } from "~/components/form-fields";
import { showToast } from "~/components/toaster";
import { ClickToLoad } from "~/components/click-to-load";
import { useCookieConsent } from "~/utils/cookie-consent";
import { useBotProtection } from "~/platform/bot-protection";
import { loadCalendlyScript, openBookingPopup, openBookingPopupWhenLoaded } from "~/content/booking-widget";
import { isLeadFailure, type ChatbotAnswer } from "~/leads/lead-failures";
import { trackingQuery } from "~/leads/attribution";
import { addFirstTouch } from "~/leads/first-touch";
import { HONEYPOT_FIELD, objectiveKeys, serviceKeys, TOKEN_FIELD } from "~/leads/lead-keys";
import { QUESTION_MAX_LENGTH } from "~/search/question";
import type { SearchAnswer } from "~/search/search-types";
import { safeRedirect } from "~/utils/safe-redirect";
import { useLanguage } from "~/utils/language";
import { cn, memberOf } from "~/utils/misc";
import { useOpeningHoursText, useSiteFacts } from "~/utils/site-facts";
import {
  createConversation,
  currentQuestion,
  initialChatState,
  messagePromptKeys,
  offeredOptions,
  type Answers,
  type AskReply,
  type BotLine,
  type ChatState,
  type QuotedAnswer,
  type Question,
  type QuestionId,
} from "./chatbot-conversation";

// The chatbot's panel, loaded only when the visitor first opens it (floating-actions.tsx).
// It stays mounted afterwards, hidden when closed, so the conversation survives closing.

const CHATBOT_LEAD_URL = "/resources/chatbot-lead";
const ASSISTANT_ANSWER_URL = "/resources/assistant-answer";

/** Whether the server's JSON is an answer the chat can show: a passage, with a path of this site. */
function isSearchAnswer(value: unknown): value is SearchAnswer {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (answer.answered === false) return true;
  return (
    answer.answered === true &&
    ["text", "title", "heading", "url"].every((field) => typeof answer[field] === "string") &&
    safeRedirect(answer.url as string, "") === answer.url
  );
}

/** Asks the assistant in the page's language (docs/decisions/052). */
function useAsker() {
  const language = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  return async (question: string): Promise<AskReply> => {
    const query = new URLSearchParams({ question, language: languageRef.current });
    let response: Response;
    try {
      response = await fetch(`${ASSISTANT_ANSWER_URL}?${query}`);
    } catch {
      return { answered: false, failure: "offline" };
    }
    const reply: unknown = await response.json().catch(() => null);
    if (!response.ok || !isSearchAnswer(reply)) return { answered: false, failure: "failed" };
    return reply.answered ? reply : { answered: false };
  };
}

/** Sends a lead as the forms do: a token for chatbot_lead, then the resource route. */
function useLeadSender() {
  const { t } = useTranslation("chatbot");
  const { t: tc } = useTranslation("lead-form");
  const bot = useBotProtection();
  const { pathname } = useLocation();
  const honeypotRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ bot, pathname, t, tc });
  latest.current = { bot, pathname, t, tc };

  async function send(flow: "quote" | "audit", answers: Answers): Promise<"sent" | "failed" | "offline"> {
    const { bot, pathname, t, tc } = latest.current;
    const fail = (description: string) =>
      showToast({ title: t("toast.error.title"), description, variant: "destructive" });
    const token = await bot.execute("chatbot_lead");
    if (!token) {
      fail(tc("failures.verificationMissing.description"));
      return "failed";
    }
    const body = new FormData();
    body.set("flow", flow);
    for (const [name, value] of Object.entries(answers))
      if (value !== null && value !== undefined) body.set(name, value);
    body.set("sourcePage", pathname);
    addFirstTouch(body);
    body.set(TOKEN_FIELD, token);
    body.set(HONEYPOT_FIELD, honeypotRef.current?.querySelector("input")?.value ?? "");
    let response: Response;
    try {
      // The page's own campaign tags go in the URL, as a form's post carries them.
      response = await fetch(`${CHATBOT_LEAD_URL}${trackingQuery(window.location.search)}`, { method: "POST", body });
    } catch {
      fail(t("bot.connectionError"));
      return "offline";
    }
    const answer = (await response.json().catch(() => null)) as ChatbotAnswer | null;
    if (response.ok && answer?.ok) {
      showToast({ title: t("toast.sent.title"), description: t("toast.sent.description"), variant: "success" });
      return "sent";
    }
    const failure = answer && !answer.ok && isLeadFailure(answer.failure) ? answer.failure : "storeFailed";
    fail(tc(`failures.${failure}.description`));
    return "failed";
  }

  return { send, honeypotRef };
}

/**
 * The conversation, and whether the booking calendar waits for the visitor's click: without
 * cookie consent, Calendly loads only when asked (docs/decisions/046).
 */
function useConversation(send: ReturnType<typeof useLeadSender>["send"], consented: boolean) {
  const sendRef = useRef(send);
  sendRef.current = send;
  const ask = useAsker();
  const askRef = useRef(ask);
  askRef.current = ask;
  const consentedRef = useRef(consented);
  consentedRef.current = consented;
  const bookingUrlRef = useRef(useSiteFacts().bookingUrl);
  const [bookingWaits, setBookingWaits] = useState(false);
  const [conversation] = useState(() =>
    createConversation({
      submit: (flow, answers) => sendRef.current(flow, answers),
      openBooking: () => (consentedRef.current ? openBookingPopup(bookingUrlRef.current) : setBookingWaits(true)),
      ask: (question) => askRef.current(question),
    }),
  );
  const state = useSyncExternalStore(conversation.subscribe, conversation.getState, () => initialChatState);
  return { state, dispatch: conversation.dispatch, bookingWaits: bookingWaits && state.flow === "appointment" };
}

/** Opens Calendly's popup once drawn: after the visitor's click on the placeholder, or their consent. */
function BookingOpener() {
  const { bookingUrl } = useSiteFacts();
  useEffect(() => {
    openBookingPopupWhenLoaded(bookingUrl);
  }, [bookingUrl]);
  return null;
}

/** The booking calendar's placeholder in the panel, with the appointment page's texts. */
function BookingPlaceholder() {
  const { t } = useTranslation("appointment");
  return (
    <ClickToLoad
      name="booking"
      notice={t("calendar.notice")}
      loadLabel={t("calendar.load")}
      className="mb-3 p-4 text-sm"
    >
      <BookingOpener />
    </ClickToLoad>
  );
}

function useBotLineText() {
  const { t } = useTranslation("chatbot");
  const { days, times } = useOpeningHoursText();
  const phone = useSiteFacts().phone.display;
  return (line: Exclude<BotLine, { key: "answer" }>) =>
    line.key === "thanks" ? t("bot.thanks", { name: line.name }) : t(`bot.${line.key}`, { days, times, phone });
}

/**
 * The assistant's answer: the passage quoted (under its question or term, when it has one),
 * and a link to its page named by the page's title. Following it closes the panel, which
 * would cover the page; the conversation stays.
 */
function AnswerMessage({ answer, onFollow }: { answer: QuotedAnswer; onFollow: () => void }) {
  const { t } = useTranslation("chatbot");
  return (
    <>
      <p>{t("bot.answer")}</p>
      <blockquote cite={answer.url} className="my-2 border-l-2 border-brand-300 pl-3 text-slate-700">
        {answer.heading && answer.heading !== answer.title ? (
          <p className="font-semibold text-slate-900">{answer.heading}</p>
        ) : null}
        <p>{answer.text}</p>
      </blockquote>
      <p>
        {t("source")}{" "}
        <Link
          to={answer.url}
          onClick={onFollow}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {answer.title}
        </Link>
      </p>
    </>
  );
}

export default function ChatbotPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("chatbot");
  const { send, honeypotRef } = useLeadSender();
  const consented = useCookieConsent().choice === "accepted";
  const { state, dispatch, bookingWaits } = useConversation(send, consented);
  const lineText = useBotLineText();
  const closeRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!open) return;
    dispatch({ type: "open" });
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose, dispatch]);

  // Keep the newest message in view.
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [state.messages.length, state.typing]);

  return (
    <div
      role="dialog"
      aria-labelledby="assistant-title"
      hidden={!open}
      data-testid="assistant-panel"
      className="fixed right-4 bottom-24 z-50 flex max-h-[min(600px,calc(100vh-8rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-6"
    >
      <div className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
        <div>
          <h2 id="assistant-title" className="flex items-center gap-2 font-semibold">
            <Bot className="size-5" aria-hidden />
            {t("title")}
          </h2>
          <p className="text-xs text-brand-100">{t("subtitle")}</p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-md p-1 hover:bg-white/20"
          aria-label={t("close")}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <ol
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t("log")}
        className="min-h-48 flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4 text-sm"
      >
        {state.messages.map((message) =>
          message.from === "bot" ? (
            <li
              key={message.id}
              className="mr-auto w-fit max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-slate-800 shadow-sm"
            >
              {message.line.key === "answer" ? (
                <AnswerMessage answer={message.line.answer} onFollow={onClose} />
              ) : (
                lineText(message.line)
              )}
            </li>
          ) : (
            <li
              key={message.id}
              className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-white"
            >
              {message.text}
            </li>
          ),
        )}
        {state.typing ? (
          <li className="w-fit rounded-2xl rounded-tl-sm bg-white px-3 py-2 shadow-sm" data-testid="chatbot-typing">
            <span className="sr-only">{t("typing")}</span>
            <span className="flex gap-1" aria-hidden>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 animate-bounce rounded-full bg-slate-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </li>
        ) : null}
      </ol>
      <div className="border-t border-slate-200 p-3">
        {bookingWaits ? (
          <Suspense fallback={null}>
            <BookingPlaceholder />
          </Suspense>
        ) : null}
        <Controls state={state} dispatch={dispatch} consented={consented} />
      </div>
      <div ref={honeypotRef}>
        <HoneypotField name={`chatbot-${HONEYPOT_FIELD}`} />
      </div>
    </div>
  );
}

type Dispatch = ReturnType<typeof useConversation>["dispatch"];

const choiceClass =
  "rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * What the visitor can do now: pick a start option, answer, skip, ask the assistant (and,
 * when it had no answer, pick one of the handover's options), or go back to the menu.
 */
function Controls({ state, dispatch, consented }: { state: ChatState; dispatch: Dispatch; consented: boolean }) {
  const { t } = useTranslation("chatbot");
  const question = currentQuestion(state);
  const options = offeredOptions(state);
  const optionButtons =
    options.length > 0 ? (
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={choiceClass}
            onClick={() => {
              // The booking popup opens 2.5 s later: with consent, start loading its script now.
              if (option === "appointment" && consented) loadCalendlyScript();
              dispatch({ type: "choose", option, label: t(`options.${option}`) });
            }}
          >
            {t(`options.${option}`)}
          </button>
        ))}
      </div>
    ) : null;
  const restart = (
    <button
      type="button"
      className={cn(choiceClass, "inline-flex items-center gap-2 self-start")}
      onClick={() => dispatch({ type: "reset" })}
    >
      <RotateCcw className="size-4" aria-hidden />
      {t("restart")}
    </button>
  );

  if (state.stage === "menu") return optionButtons;
  if (state.stage === "question" && state.flow === "ask") {
    return (
      <div className="flex flex-col gap-2">
        {optionButtons}
        <TextInput
          key={state.nextId}
          input="text"
          label={t("question")}
          placeholder={t("question")}
          maxLength={QUESTION_MAX_LENGTH}
          onSend={(text) => dispatch({ type: "ask", text })}
        />
        {restart}
      </div>
    );
  }
  if (question?.input === "choice")
    return <ChoiceAnswer key={`${state.flow}-${state.step}`} question={question} dispatch={dispatch} />;
  if (question) {
    return (
      <TextInput
        key={`${state.flow}-${state.step}`}
        input={question.input}
        label={t("answer")}
        placeholder={t(`bot.questions.${question.id}`)}
        autoComplete={autoCompletes[question.id]}
        onSend={(text) => dispatch({ type: "answer", text })}
        onSkip={question.optional ? () => dispatch({ type: "skip", label: t("skip") }) : undefined}
      />
    );
  }
  if (state.stage === "over" && !state.pending) return restart;
  return null;
}

function ChoiceAnswer({ question, dispatch }: { question: Question; dispatch: Dispatch }) {
  const { t } = useTranslation("chatbot");
  const { t: tc } = useTranslation();
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  // A choice is a key of its question's list; one that is not is shown as it is.
  const label = (choice: string) => {
    const service = question.id === "services" && memberOf(serviceKeys, choice);
    if (service) return tc(`services.${service}`);
    const objective = question.id === "objective" && memberOf(objectiveKeys, choice);
    if (objective) return t(`choices.objective.${objective}`);
    const reply = question.id === "messagePrompt" && memberOf(messagePromptKeys, choice);
    if (reply) return t(`choices.messagePrompt.${reply}`);
    return choice;
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t(`bot.questions.${question.id}`)}>
      {question.choices?.map((choice, index) => (
        <button
          key={choice}
          ref={index === 0 ? firstRef : undefined}
          type="button"
          className={choiceClass}
          onClick={() => dispatch({ type: "pick", choice, label: label(choice) })}
        >
          {label(choice)}
        </button>
      ))}
    </div>
  );
}

/** The browser's autofill hint for the questions it can fill in. */
const autoCompletes: Partial<Record<QuestionId, string>> = {
  name: "name",
  email: "email",
  phone: "tel",
  company: "organization",
  website: "url",
};

/** A free-text field and its send button (Enter sends; in a textarea, Shift+Enter is a new line). */
function TextInput({
  input,
  label,
  placeholder,
  autoComplete,
  maxLength,
  onSend,
  onSkip,
}: {
  input: Exclude<Question["input"], "choice">;
  label: string;
  placeholder: string;
  autoComplete?: string;
  maxLength?: number;
  onSend: (text: string) => void;
  /** Only for an optional question. */
  onSkip?: () => void;
}) {
  const { t } = useTranslation("chatbot");
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const blank = !text.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    onSend(text);
    setText("");
  }

  const inputProps = {
    ref: inputRef,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    "aria-label": label,
    placeholder,
    maxLength,
    className:
      "min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none",
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <div className="flex items-end gap-2">
        {input === "textarea" ? (
          <textarea
            {...inputProps}
            rows={3}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) submit(event);
            }}
          />
        ) : (
          <input {...inputProps} type={input} autoComplete={autoComplete} />
        )}
        <button
          type="submit"
          disabled={blank}
          aria-label={t("send")}
          className="rounded-lg bg-brand-600 p-2.5 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden />
        </button>
      </div>
      {onSkip ? (
        <button
          type="button"
          className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          onClick={onSkip}
        >
          {t("skip")}
        </button>
      ) : null}
    </form>
  );
}
