import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  CHATBOT_DELAYS,
  createConversation,
  currentQuestion,
  offeredOptions,
  startOptions,
  type Answers,
  type AskReply,
  type ChatMessage,
  type StartOption,
} from "./chatbot-conversation";

// The conversation driven through its runner with fake timers: each of the chatbot's delays
// is checked one millisecond early (nothing yet) and on time.

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The server's replies to the assistant's questions, in order; each resolves when the test says. */
type ServerReplies = { asked: string[]; reply(reply: AskReply): Promise<void> };

function start(outcome: "sent" | "failed" | "offline" = "sent") {
  const sent: Array<{ flow: string; answers: Answers }> = [];
  const openBooking = vi.fn();
  const waiting: Array<(reply: AskReply) => void> = [];
  const server: ServerReplies = {
    asked: [],
    async reply(reply) {
      waiting.shift()?.(reply);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
  const chat = createConversation({
    submit: async (flow, answers) => {
      sent.push({ flow, answers });
      return outcome;
    },
    openBooking,
    ask: (question) => {
      server.asked.push(question);
      return new Promise((resolve) => waiting.push(resolve));
    },
  });
  // The panel listens while it is on the page; timers run only then.
  const stopListening = chat.subscribe(() => undefined);
  const state = () => chat.getState();
  const said = () => state().messages.map(describeMessage);
  return { chat, state, said, sent, openBooking, stopListening, server };
}

function describeMessage(message: ChatMessage) {
  return message.from === "bot" ? `bot:${message.line.key}` : `user:${message.text}`;
}

/** Moves time on and checks that `key` is said exactly when `delay` has passed. */
async function expectSaidAfter(chat: ReturnType<typeof start>, delay: number, key: string) {
  const before = chat.state().messages.length;
  expect(chat.state().typing).toBe(true);
  await vi.advanceTimersByTimeAsync(delay - 1);
  expect(chat.state().messages).toHaveLength(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(chat.said().at(-1)).toBe(`bot:${key}`);
}

async function openAndChoose(chat: ReturnType<typeof start>, option: StartOption) {
  chat.chat.dispatch({ type: "open" });
  await expectSaidAfter(chat, CHATBOT_DELAYS.welcome, "welcome");
  expect(chat.state().stage).toBe("menu");
  await choose(chat, option);
}

async function choose(chat: ReturnType<typeof start>, option: StartOption) {
  chat.chat.dispatch({ type: "choose", option, label: `label:${option}` });
  await expectSaidAfter(chat, CHATBOT_DELAYS.reply, `intro.${option}`);
}

async function answer(chat: ReturnType<typeof start>, text: string, nextKey?: string) {
  chat.chat.dispatch({ type: "answer", text });
  if (nextKey) await expectSaidAfter(chat, CHATBOT_DELAYS.reply, nextKey);
}

describe("quote flow", () => {
  test("every question in order, optional ones skipped, yes to a message; sent, thanked by name, reset after 4000 ms", async () => {
    const chat = start();
    await openAndChoose(chat, "quote");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.name");
    expect(currentQuestion(chat.state())).toMatchObject({ id: "name", input: "text" });

    await answer(chat, "  Élise Gagnon ", "questions.email");
    expect(currentQuestion(chat.state())).toMatchObject({ input: "email" });
    await answer(chat, "elise@boulangerie.ca", "questions.phone");
    expect(currentQuestion(chat.state())).toMatchObject({ input: "tel", optional: true });
    chat.chat.dispatch({ type: "skip", label: "Passer" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.company");
    chat.chat.dispatch({ type: "skip", label: "Passer" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.website");
    await answer(chat, "boulangerie.ca", "questions.services");
    chat.chat.dispatch({ type: "pick", choice: "seo", label: "Référencement (SEO)" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.objective");
    chat.chat.dispatch({ type: "pick", choice: "sales", label: "Augmenter les ventes" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.messagePrompt");
    chat.chat.dispatch({ type: "pick", choice: "yes", label: "Oui" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.message");
    expect(currentQuestion(chat.state())).toMatchObject({ input: "textarea" });
    chat.chat.dispatch({ type: "answer", text: "Deux succursales." });

    expect(chat.said().at(-1)).toBe("bot:sending");
    expect(chat.state().stage).toBe("sending");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.sent).toEqual([
      {
        flow: "quote",
        answers: {
          name: "Élise Gagnon",
          email: "elise@boulangerie.ca",
          phone: null,
          company: null,
          website: "boulangerie.ca",
          services: "Référencement (SEO)",
          objective: "Augmenter les ventes",
          messagePrompt: "Oui",
          message: "Deux succursales.",
        },
      },
    ]);
    const thanks = chat.state().messages.at(-1);
    expect(thanks).toMatchObject({ from: "bot", line: { key: "thanks", name: "Élise Gagnon" } });

    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.reset - 1);
    expect(chat.state().stage).toBe("over");
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.state()).toMatchObject({ stage: "menu", flow: null, answers: {} });
    expect(chat.said()).toEqual(["bot:welcome"]);
  });

  test("no to a message sends at once, without asking for it", async () => {
    const chat = start();
    await openAndChoose(chat, "quote");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.name");
    await answer(chat, "Marc", "questions.email");
    await answer(chat, "marc@garage.ca", "questions.phone");
    await answer(chat, "418 555-0100", "questions.company");
    await answer(chat, "Garage Roy", "questions.website");
    chat.chat.dispatch({ type: "skip", label: "Skip" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.services");
    chat.chat.dispatch({ type: "pick", choice: "ads", label: "Ads" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.objective");
    chat.chat.dispatch({ type: "pick", choice: "leads", label: "Leads" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "questions.messagePrompt");
    chat.chat.dispatch({ type: "pick", choice: "no", label: "No" });
    expect(chat.said().at(-1)).toBe("bot:sending");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.sent[0]?.answers).toEqual({
      name: "Marc",
      email: "marc@garage.ca",
      phone: "418 555-0100",
      company: "Garage Roy",
      website: null,
      services: "Ads",
      objective: "Leads",
      messagePrompt: "No",
    });
  });

  test("blank answers cannot be sent, required questions cannot be skipped, choices only take their options", async () => {
    const chat = start();
    await openAndChoose(chat, "quote");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.name");
    const before = chat.state();
    chat.chat.dispatch({ type: "answer", text: "   " });
    chat.chat.dispatch({ type: "skip", label: "Passer" });
    chat.chat.dispatch({ type: "pick", choice: "seo", label: "SEO" });
    expect(chat.state()).toBe(before);
  });

  test("an answer that will not do is said so, and the question stays", async () => {
    const chat = start();
    await openAndChoose(chat, "quote");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.name");
    await answer(chat, "Marc", "questions.email");
    await answer(chat, "marc@", "invalid.email");
    expect(currentQuestion(chat.state())?.id).toBe("email");
    await answer(chat, "marc@garage.ca", "questions.phone");
  });
});

describe("audit flow", () => {
  test("website, name, email; then sent", async () => {
    const chat = start();
    await openAndChoose(chat, "audit");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.website");
    expect(currentQuestion(chat.state())).toMatchObject({ input: "url" });
    chat.chat.dispatch({ type: "skip", label: "Passer" });
    expect(chat.said().at(-1)).toBe("bot:questions.website");
    await answer(chat, "garage-roy.ca", "questions.name");
    await answer(chat, "Marc Roy", "questions.email");
    await answer(chat, "marc@garage-roy.ca");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.sent).toEqual([
      { flow: "audit", answers: { website: "garage-roy.ca", name: "Marc Roy", email: "marc@garage-roy.ca" } },
    ]);
  });

  test.each([
    ["failed", "error"],
    ["offline", "connectionError"],
  ] as const)("a %s submission says %s in the chat, and resets after 4000 ms", async (outcome, key) => {
    const chat = start(outcome);
    await openAndChoose(chat, "audit");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.website");
    await answer(chat, "garage-roy.ca", "questions.name");
    await answer(chat, "Marc Roy", "questions.email");
    await answer(chat, "marc@garage-roy.ca");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.said().at(-1)).toBe(`bot:${key}`);
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.reset - 1);
    expect(chat.said().at(-1)).toBe(`bot:${key}`);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.state().stage).toBe("menu");
  });
});

describe("appointment and human", () => {
  test("appointment: the reply, then the booking popup 1500 ms later", async () => {
    const chat = start();
    await openAndChoose(chat, "appointment");
    expect(chat.state().typing).toBe(false);
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.bookingPopup - 1);
    expect(chat.openBooking).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.openBooking).toHaveBeenCalledTimes(1);
    expect(chat.state().stage).toBe("over");
  });

  test("human: the human-response message ends the flow", async () => {
    const chat = start();
    await openAndChoose(chat, "human");
    expect(chat.state()).toMatchObject({ stage: "over", typing: false, pending: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chat.said()).toEqual(["bot:welcome", "user:label:human", "bot:intro.human"]);
    chat.chat.dispatch({ type: "reset" });
    expect(chat.state().stage).toBe("menu");
  });

  test("opening twice does not welcome twice; choosing is only possible from the menu", async () => {
    const chat = start();
    chat.chat.dispatch({ type: "open" });
    chat.chat.dispatch({ type: "choose", option: "quote", label: "Quote" });
    chat.chat.dispatch({ type: "open" });
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.welcome);
    expect(chat.said()).toEqual(["bot:welcome"]);
  });

  test("the bot waits while nobody listens and speaks once a listener is back (StrictMode's remount in development)", async () => {
    const chat = start();
    chat.chat.dispatch({ type: "open" });
    chat.stopListening();
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.welcome * 2);
    expect(chat.said()).toEqual([]);
    const stopAgain = chat.chat.subscribe(() => undefined);
    // Once: the second listener does not schedule the welcome twice.
    chat.chat.subscribe(() => undefined);
    await expectSaidAfter(chat, CHATBOT_DELAYS.welcome, "welcome");
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.welcome * 2);
    expect(chat.said()).toEqual(["bot:welcome"]);
    stopAgain();
  });
});

describe("asking the assistant", () => {
  const roas = {
    text: "Revenus générés par une campagne divisés par ce qu'elle a coûté.",
    url: "/glossaire#roas",
    title: "Glossaire du marketing numérique",
    heading: "ROAS (rendement des dépenses publicitaires)",
  };

  test("the menu has five options, the assistant last", async () => {
    const chat = start();
    chat.chat.dispatch({ type: "open" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.welcome, "welcome");
    expect(offeredOptions(chat.state())).toEqual(["quote", "audit", "appointment", "human", "ask"]);
    expect(startOptions).toHaveLength(5);
  });

  test("a question goes out at once; its answer is quoted with its page 1000 ms later, typing meanwhile; another question, then back to the menu", async () => {
    const chat = start();
    await openAndChoose(chat, "ask");
    expect(chat.state()).toMatchObject({ stage: "question", flow: "ask", typing: false });
    expect(currentQuestion(chat.state())).toBeNull();

    chat.chat.dispatch({ type: "ask", text: "  c'est quoi le ROAS " });
    expect(chat.said().at(-1)).toBe("user:c'est quoi le ROAS");
    expect(chat.server.asked).toEqual(["c'est quoi le ROAS"]);
    expect(chat.state()).toMatchObject({ stage: "busy", typing: true });
    // The server replies within 400 ms; the bot still takes its whole reply delay from the question, typing.
    await vi.advanceTimersByTimeAsync(400);
    await chat.server.reply({ answered: true, ...roas });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply - 400, "answer");
    expect(chat.state().messages.at(-1)).toMatchObject({ from: "bot", line: { key: "answer", answer: roas } });
    expect(chat.state()).toMatchObject({ stage: "question", flow: "ask", typing: false, handover: false });
    expect(offeredOptions(chat.state())).toEqual([]);

    // Another question.
    chat.chat.dispatch({ type: "ask", text: "do I own my website" });
    expect(chat.server.asked).toHaveLength(2);
    await chat.server.reply({ answered: true, ...roas, url: "/en/services/web-design" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "answer");

    chat.chat.dispatch({ type: "reset" });
    expect(chat.state()).toMatchObject({ stage: "menu", flow: null });
    expect(chat.said()).toEqual(["bot:welcome"]);
  });

  test("a server slower than the reply delay: typing until its reply, said as it comes", async () => {
    const chat = start();
    await openAndChoose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "seo" });
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.reply * 3);
    expect(chat.said().at(-1)).toBe("user:seo");
    expect(chat.state()).toMatchObject({ stage: "busy", typing: true });
    await chat.server.reply({ answered: true, ...roas });
    expect(chat.said().at(-1)).toBe("bot:answer");
    expect(chat.state().typing).toBe(false);
  });

  test("unanswered: said plainly, and the quote, the audit or a human offered; the quote flow starts from there", async () => {
    const chat = start();
    await openAndChoose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "zxqv blorptangle" });
    await chat.server.reply({ answered: false });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "unanswered");
    expect(offeredOptions(chat.state())).toEqual(["quote", "audit", "human"]);
    // The appointment is not among them.
    const before = chat.state();
    chat.chat.dispatch({ type: "choose", option: "appointment", label: "Rendez-vous" });
    expect(chat.state()).toBe(before);

    chat.chat.dispatch({ type: "choose", option: "quote", label: "Obtenir une soumission" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "intro.quote");
    await expectSaidAfter(chat, CHATBOT_DELAYS.firstQuestion, "questions.name");
    expect(chat.state()).toMatchObject({ flow: "quote", handover: false });
  });

  test.each(["audit", "human"] as const)("unanswered, then %s: its flow starts", async (option) => {
    const chat = start();
    await openAndChoose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "zxqv" });
    await chat.server.reply({ answered: false });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "unanswered");
    await choose(chat, option);
  });

  test("unanswered, then another question: the handover goes with the new answer", async () => {
    const chat = start();
    await openAndChoose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "zxqv" });
    await chat.server.reply({ answered: false });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "unanswered");
    chat.chat.dispatch({ type: "ask", text: "roas" });
    expect(offeredOptions(chat.state())).toEqual([]);
    await chat.server.reply({ answered: true, ...roas });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "answer");
    expect(offeredOptions(chat.state())).toEqual([]);
  });

  test.each([
    ["failed", "askFailed"],
    ["offline", "connectionError"],
  ] as const)("a %s request says %s, with the handover", async (failure, key) => {
    const chat = start();
    await openAndChoose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "seo" });
    await chat.server.reply({ answered: false, failure });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, key);
    expect(offeredOptions(chat.state())).toEqual(["quote", "audit", "human"]);
  });

  test("a blank question is not sent; one over 300 characters is said too long, and not sent", async () => {
    const chat = start();
    await openAndChoose(chat, "ask");
    const before = chat.state();
    chat.chat.dispatch({ type: "ask", text: "   " });
    expect(chat.state()).toBe(before);
    chat.chat.dispatch({ type: "ask", text: "a".repeat(301) });
    await expectSaidAfter(chat, CHATBOT_DELAYS.reply, "invalid.question");
    expect(chat.server.asked).toEqual([]);
    expect(chat.state()).toMatchObject({ stage: "question", flow: "ask" });
  });

  test("questions only once the assistant is chosen; a reply after going back to the menu is dropped", async () => {
    const chat = start();
    chat.chat.dispatch({ type: "open" });
    await expectSaidAfter(chat, CHATBOT_DELAYS.welcome, "welcome");
    chat.chat.dispatch({ type: "ask", text: "seo" });
    expect(chat.server.asked).toEqual([]);
    await choose(chat, "ask");
    chat.chat.dispatch({ type: "ask", text: "seo" });
    chat.chat.dispatch({ type: "reset" });
    await chat.server.reply({ answered: true, ...roas });
    await vi.advanceTimersByTimeAsync(CHATBOT_DELAYS.reply);
    expect(chat.said()).toEqual(["bot:welcome"]);
  });
});
