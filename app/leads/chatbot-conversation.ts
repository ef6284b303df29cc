import { objectiveKeys, serviceKeys } from "~/leads/lead-keys";
import { chatbotAnswerSchemas } from "~/leads/lead-schemas";
import { questionSchema } from "~/search/question";
import type { SearchAnswer } from "~/search/search-types";

// The chatbot's conversation as a pure state machine: `chatReducer` says what the chat
// shows and what the bot does next (`pending`: an action after a delay) or asks the
// outside world to do (`effect`: send the lead, open the booking popup). A small runner
// (`createConversation`) plays the delays and effects; the panel only renders and
// dispatches what the visitor does. The "ask" option is the assistant: the visitor's
// questions go to the server, whose answer is the site's best passage (docs/decisions/052).

/** How long the chatbot waits before each step, in milliseconds. */
export const CHATBOT_DELAYS = {
  /** From opening the panel to the welcome message. */
  welcome: 1_000,
  /** From an answer to the bot's reply. */
  reply: 1_000,
  /** From the intro of a flow to its first question. */
  firstQuestion: 2_000,
  /** From the appointment reply to the booking popup. */
  bookingPopup: 1_500,
  /** From the outcome of a submission to the start menu. */
  reset: 4_000,
} as const;

export const startOptions = ["quote", "audit", "appointment", "human", "ask"] as const;
export type StartOption = (typeof startOptions)[number];
type LeadFlow = Extract<StartOption, "quote" | "audit">;

/** What the chat offers when the assistant has no answer: what the scripted flows do. */
export const handoverOptions = ["quote", "audit", "human"] as const satisfies readonly StartOption[];

/** The server's reply to a question: its answer (or none), or why there is no reply. */
export type AskReply = SearchAnswer | { answered: false; failure: "failed" | "offline" };
/** An answer as the chat quotes it. */
export type QuotedAnswer = Omit<Extract<SearchAnswer, { answered: true }>, "answered">;

export type QuestionId =
  "name" | "email" | "phone" | "company" | "website" | "services" | "objective" | "messagePrompt" | "message";

export type Question = {
  id: QuestionId;
  input: "text" | "email" | "tel" | "url" | "textarea" | "choice";
  optional?: boolean;
  /** Keys of the choices (labels in chatbot:choices.<id>). */
  choices?: readonly string[];
};

/** The answers to "add a message?" (labels in chatbot:choices.messagePrompt). */
export const messagePromptKeys = ["yes", "no"] as const;

export const questions: Record<LeadFlow, readonly Question[]> = {
  quote: [
    { id: "name", input: "text" },
    { id: "email", input: "email" },
    { id: "phone", input: "tel", optional: true },
    { id: "company", input: "text", optional: true },
    { id: "website", input: "url", optional: true },
    { id: "services", input: "choice", choices: serviceKeys },
    { id: "objective", input: "choice", choices: objectiveKeys },
    { id: "messagePrompt", input: "choice", choices: messagePromptKeys },
    { id: "message", input: "textarea" },
  ],
  audit: [
    { id: "website", input: "url" },
    { id: "name", input: "text" },
    { id: "email", input: "email" },
  ],
};

/** What the bot says: a key under chatbot:bot, with values for it. */
export type BotLine =
  | { key: "welcome" | "sending" | "error" | "connectionError" | "unanswered" | "askFailed" }
  | { key: `intro.${StartOption}` }
  | { key: `questions.${QuestionId}` }
  | { key: `invalid.${keyof typeof chatbotAnswerSchemas | "question"}` }
  | { key: "thanks"; name: string }
  | { key: "answer"; answer: QuotedAnswer };

type NewMessage = { from: "bot"; line: BotLine } | { from: "user"; text: string };
export type ChatMessage = NewMessage & { id: number };

/** A move the bot makes later: after `delay` ms. */
type Scheduled = { delay: number; action: ChatAction };

export type ChatAction =
  | { type: "open" }
  /** The bot speaks; then the chat waits in `stage` (a question by default), or moves on to `next`. */
  | { type: "say"; line: BotLine; stage?: "menu" | "question" | "over"; next?: Scheduled }
  | { type: "choose"; option: StartOption; label: string }
  | { type: "answer"; text: string }
  | { type: "pick"; choice: string; label: string }
  | { type: "skip"; label: string }
  /** The visitor asks the assistant. */
  | { type: "ask"; text: string }
  /** The server replied to the question. */
  | { type: "replied"; reply: AskReply }
  /** The reply delay has passed since the question. */
  | { type: "replyDue" }
  | { type: "submitted"; outcome: "sent" | "failed" | "offline" }
  | { type: "openBooking" }
  | { type: "reset" };

export type Answers = Partial<Record<QuestionId, string | null>>;

export type ChatEffect =
  { type: "submit"; flow: LeadFlow; answers: Answers } | { type: "openBooking" } | { type: "ask"; question: string };

export type ChatState = {
  messages: ChatMessage[];
  /**
   * closed: never opened; busy: the bot is about to speak; menu: the start options;
   * question: waiting for an answer (or, asking the assistant, for a question); sending:
   * the lead is on its way; over: a flow ended (human, appointment) or a submission's
   * outcome shows until the reset.
   */
  stage: "closed" | "busy" | "menu" | "question" | "sending" | "over";
  flow: StartOption | null;
  /** Index of the current question in the flow. */
  step: number;
  answers: Answers;
  /**
   * A question to the assistant on its way: the bot replies once both the reply delay has
   * passed and the server has replied, whichever comes last.
   */
  asking: { delayOver: boolean; reply: AskReply | null } | null;
  /** The assistant had no answer: the handover options are offered. */
  handover: boolean;
  /** The typing indicator: shown while the bot is about to speak. */
  typing: boolean;
  pending: Scheduled | null;
  effect: ChatEffect | null;
  nextId: number;
};

export const initialChatState: ChatState = {
  messages: [],
  stage: "closed",
  flow: null,
  step: 0,
  answers: {},
  asking: null,
  handover: false,
  typing: false,
  pending: null,
  effect: null,
  nextId: 1,
};

export function currentQuestion(state: ChatState): Question | null {
  if (state.stage !== "question" || (state.flow !== "quote" && state.flow !== "audit")) return null;
  return questions[state.flow][state.step] ?? null;
}

/** The start options the visitor may choose now: the menu's, or the handover's. */
export function offeredOptions(state: ChatState): readonly StartOption[] {
  if (state.stage === "menu") return startOptions;
  if (state.stage === "question" && state.flow === "ask" && state.handover) return handoverOptions;
  return [];
}

function add(state: ChatState, message: NewMessage): ChatState {
  return { ...state, messages: [...state.messages, { ...message, id: state.nextId }], nextId: state.nextId + 1 };
}

/** The bot will speak after `delay`, with the typing indicator meanwhile. */
function botWillSay(
  state: ChatState,
  delay: number,
  say: Omit<Extract<ChatAction, { type: "say" }>, "type">,
): ChatState {
  return { ...state, stage: "busy", typing: true, pending: { delay, action: { type: "say", ...say } } };
}

/** Why a free-text answer will not do, or null. Only answers with a rule are checked. */
function invalidAnswer(id: QuestionId, text: string): keyof typeof chatbotAnswerSchemas | null {
  if (!(id in chatbotAnswerSchemas)) return null;
  const key = id as keyof typeof chatbotAnswerSchemas;
  return chatbotAnswerSchemas[key].safeParse(text).success ? null : key;
}

/** The assistant's reply, said: an answer quoted, or none and the handover. */
function reply(state: ChatState, reply: AskReply): ChatState {
  const line: BotLine = reply.answered
    ? { key: "answer", answer: { text: reply.text, url: reply.url, title: reply.title, heading: reply.heading } }
    : "failure" in reply
      ? { key: reply.failure === "offline" ? "connectionError" : "askFailed" }
      : { key: "unanswered" };
  return {
    ...add({ ...state, typing: false, asking: null }, { from: "bot", line }),
    stage: "question",
    handover: !reply.answered,
  };
}

/** After an answer: the next question, or the lead goes out. */
function advance(state: ChatState, answers: Answers, submitNow: boolean): ChatState {
  const flow = state.flow as LeadFlow;
  const step = state.step + 1;
  const next = questions[flow][step];
  if (submitNow || !next) {
    return add(
      { ...state, answers, stage: "sending", typing: false, effect: { type: "submit", flow, answers } },
      { from: "bot", line: { key: "sending" } },
    );
  }
  return botWillSay({ ...state, answers, step }, CHATBOT_DELAYS.reply, { line: { key: `questions.${next.id}` } });
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  // Each step sets its own next move and effect; none carries over.
  const base: ChatState = { ...state, pending: null, effect: null };
  switch (action.type) {
    case "open":
      if (state.stage !== "closed") return state;
      return botWillSay(base, CHATBOT_DELAYS.welcome, { line: { key: "welcome" }, stage: "menu" });

    case "say": {
      const spoken = add({ ...base, typing: false }, { from: "bot", line: action.line });
      if (!action.next) return { ...spoken, stage: action.stage ?? "question" };
      const waitsForWords = action.next.action.type === "say";
      return { ...spoken, stage: "busy", typing: waitsForWords, pending: action.next };
    }

    case "choose": {
      if (!offeredOptions(state).includes(action.option)) return state;
      const chosen = add(
        { ...base, flow: action.option, step: 0, answers: {}, handover: false },
        { from: "user", text: action.label },
      );
      const intro = { key: `intro.${action.option}` } as const;
      switch (action.option) {
        case "quote":
        case "audit": {
          // The intro, then the first question 2000 ms later.
          const first = questions[action.option][0] as Question;
          return botWillSay(chosen, CHATBOT_DELAYS.reply, {
            line: intro,
            next: {
              delay: CHATBOT_DELAYS.firstQuestion,
              action: { type: "say", line: { key: `questions.${first.id}` } },
            },
          });
        }
        case "human":
          return botWillSay(chosen, CHATBOT_DELAYS.reply, { line: intro, stage: "over" });
        case "ask":
          return botWillSay(chosen, CHATBOT_DELAYS.reply, { line: intro });
        case "appointment":
          return botWillSay(chosen, CHATBOT_DELAYS.reply, {
            line: intro,
            next: { delay: CHATBOT_DELAYS.bookingPopup, action: { type: "openBooking" } },
          });
      }
      return state;
    }

    case "answer": {
      const question = currentQuestion(state);
      const text = action.text.trim();
      if (!question || question.input === "choice" || !text) return state;
      const answered = add(base, { from: "user", text });
      const problem = invalidAnswer(question.id, text);
      if (problem) return botWillSay(answered, CHATBOT_DELAYS.reply, { line: { key: `invalid.${problem}` } });
      return advance(answered, { ...state.answers, [question.id]: text }, false);
    }

    case "pick": {
      const question = currentQuestion(state);
      if (!question?.choices?.includes(action.choice)) return state;
      const answered = add(base, { from: "user", text: action.label });
      // Answering no to "add a message?" sends the lead at once.
      const submitNow = question.id === "messagePrompt" && action.choice === "no";
      return advance(answered, { ...state.answers, [question.id]: action.label }, submitNow);
    }

    case "skip": {
      const question = currentQuestion(state);
      if (!question?.optional) return state;
      return advance(add(base, { from: "user", text: action.label }), { ...state.answers, [question.id]: null }, false);
    }

    case "ask": {
      if (state.stage !== "question" || state.flow !== "ask") return state;
      const text = action.text.trim();
      if (!text) return state;
      const asked = add({ ...base, handover: false }, { from: "user", text });
      const parsed = questionSchema.safeParse(text);
      if (!parsed.success) return botWillSay(asked, CHATBOT_DELAYS.reply, { line: { key: "invalid.question" } });
      // The question goes out now; the reply shows no sooner than the reply delay.
      return {
        ...asked,
        stage: "busy",
        typing: true,
        asking: { delayOver: false, reply: null },
        effect: { type: "ask", question: parsed.data },
        pending: { delay: CHATBOT_DELAYS.reply, action: { type: "replyDue" } },
      };
    }

    case "replied":
      if (!state.asking) return state;
      if (state.asking.delayOver) return reply(base, action.reply);
      // Early: kept until the delay is over, whose move stays scheduled.
      return { ...state, effect: null, asking: { ...state.asking, reply: action.reply } };

    case "replyDue":
      if (!state.asking) return state;
      if (state.asking.reply) return reply(base, state.asking.reply);
      return { ...base, asking: { delayOver: true, reply: null } };

    case "submitted": {
      if (state.stage !== "sending") return state;
      const line: BotLine =
        action.outcome === "sent"
          ? { key: "thanks", name: state.answers.name ?? "" }
          : { key: action.outcome === "offline" ? "connectionError" : "error" };
      return {
        ...add(base, { from: "bot", line }),
        stage: "over",
        pending: { delay: CHATBOT_DELAYS.reset, action: { type: "reset" } },
      };
    }

    case "openBooking":
      return { ...base, stage: "over", effect: { type: "openBooking" } };

    case "reset":
      // Back to the start: the welcome and the options, as when first opened.
      return {
        ...initialChatState,
        stage: "menu",
        messages: [{ id: state.nextId, from: "bot", line: { key: "welcome" } }],
        nextId: state.nextId + 1,
      };
  }
}

export type Conversation = {
  getState(): ChatState;
  dispatch(action: ChatAction): void;
  /** Timers run while someone listens: the unsubscribe of the last listener pauses them. */
  subscribe(listener: () => void): () => void;
};

/**
 * Plays a conversation: schedules each `pending` move after its delay and performs each
 * effect once. `submit` resolves with how sending the lead went. The pending move waits
 * while nobody listens and is scheduled again, with its whole delay, when a listener comes
 * back: React's StrictMode unsubscribes and subscribes again on mount in development, and
 * a panel that leaves the page must not have the bot speak to nobody (decision 016).
 */
export function createConversation({
  submit,
  openBooking,
  ask,
}: {
  submit: (flow: LeadFlow, answers: Answers) => Promise<"sent" | "failed" | "offline">;
  openBooking: () => void;
  /** Asks the server; resolves with its reply, or the failure (never rejects). */
  ask: (question: string) => Promise<AskReply>;
}): Conversation {
  let state = initialChatState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function schedulePending() {
    clearTimeout(timer);
    timer = undefined;
    const { pending } = state;
    if (pending && listeners.size > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        dispatch(pending.action);
      }, pending.delay);
    }
  }

  function dispatch(action: ChatAction) {
    const next = chatReducer(state, action);
    if (next === state) return;
    const previous = state;
    state = next;
    // A move still pending (the reply delay while the server replied) keeps its timer.
    if (next.pending !== previous.pending) schedulePending();
    const { effect } = state;
    if (effect?.type === "submit") {
      void submit(effect.flow, effect.answers).then((outcome) => dispatch({ type: "submitted", outcome }));
    }
    if (effect?.type === "openBooking") openBooking();
    if (effect?.type === "ask") void ask(effect.question).then((reply) => dispatch({ type: "replied", reply }));
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) schedulePending();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) schedulePending();
      };
    },
  };
}
