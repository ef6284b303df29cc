import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { recordQuestion } from "~/search/search-questions.server";
import { getRequest, loadContext, settle, signedInCookie } from "../../../tests/vitest/factories";
import { loader } from "./questions";

const context = loadContext();

type Screen = Awaited<ReturnType<typeof loader>>["data"];

const screen = async (cookie: string, path = "/admin/questions") =>
  (await loader({ request: getRequest(path, cookie), params: {}, context })).data as Screen;

test("visitors and clients get 404 from the questions screen, in both languages", async () => {
  await recordQuestion({ text: "Question privée", language: "fr", source: "search", answered: false, clientIp: "a" });
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    for (const path of ["/admin/questions", "/en/admin/questions"]) {
      const answer = await settle(() => loader({ request: getRequest(path, cookie), params: {}, context }));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  await prisma.searchQuestion.deleteMany();
});

test("staff see the most frequent unanswered questions of the last 30 days, or none", async () => {
  const { cookie } = await signedInCookie("staff");
  const empty = await screen(cookie);
  expect(empty.questions).toEqual([]);
  expect(empty.meta).toMatchObject({ noindex: true });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const ask = (text: string, language: "fr" | "en", clientIp: string, now: Date, answered = false) =>
    recordQuestion({ text, language, source: "assistant", answered, clientIp, now });
  await ask("Est-ce que je possède mon site ?", "fr", "b", minutesAgo(30));
  await ask("Do I own my website?", "en", "b", minutesAgo(20));
  await ask("est-ce que je possede mon site", "fr", "c", minutesAgo(10));
  await ask("Combien coûte un site ?", "fr", "b", minutesAgo(5), true);
  await prisma.searchQuestion.create({
    data: {
      text: "Trop ancienne",
      normalized: "trop ancienne",
      language: "fr",
      source: "search",
      answered: false,
      createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    },
  });

  const { questions } = await screen(cookie, "/en/admin/questions");
  expect(questions).toEqual([
    {
      normalized: "est ce que je possede mon site",
      text: "est-ce que je possede mon site",
      count: 2,
      languages: ["fr"],
      lastAskedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answeredAt: null,
    },
    {
      normalized: "do i own my website",
      text: "Do I own my website?",
      count: 1,
      languages: ["en"],
      lastAskedAt: expect.any(String),
      answeredAt: null,
    },
  ]);
  await prisma.searchQuestion.deleteMany();
});
