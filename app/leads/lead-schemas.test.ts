import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { auditLeadSchema, chatbotAnswerSchemas, chatbotLeadSchema, contactLeadSchema } from "./lead-schemas";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const validContact: Array<[string, string]> = [
  ["name", "  Élise Gagnon "],
  ["email", "elise@boulangerie-gagnon.ca"],
  ["consent", "on"],
];

describe("contact form", () => {
  test("the least a visitor must give: name, e-mail and consent; optional fields empty", () => {
    const submission = parseWithZod(form([...validContact, ["phone", ""], ["budget", ""]]), {
      schema: contactLeadSchema,
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Élise Gagnon",
      email: "elise@boulangerie-gagnon.ca",
      services: [],
      consent: true,
    });
  });

  test("every field, services as an array of keys, a website typed without https", () => {
    const submission = parseWithZod(
      form([
        ...validContact,
        ["phone", "+1 (418) 555-0199"],
        ["company", "Boulangerie Gagnon"],
        ["website", "boulangerie-gagnon.ca"],
        ["services", "seo"],
        ["services", "ads"],
        ["objective", "Plus de commandes en ligne"],
        ["budget", "range2"],
        ["deadline", "quarter"],
        ["message", "Bonjour!"],
      ]),
      { schema: contactLeadSchema },
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      website: "https://boulangerie-gagnon.ca",
      services: ["seo", "ads"],
      budget: "range2",
      deadline: "quarter",
    });
  });

  test.each([
    [
      "name",
      [
        ["email", "a@b.ca"],
        ["consent", "on"],
      ],
      "required",
    ],
    [
      "name",
      [
        ["name", "   "],
        ["email", "a@b.ca"],
        ["consent", "on"],
      ],
      "required",
    ],
    [
      "email",
      [
        ["name", "A"],
        ["consent", "on"],
      ],
      "required",
    ],
    [
      "email",
      [
        ["name", "A"],
        ["email", "pas-un-courriel"],
        ["consent", "on"],
      ],
      "email",
    ],
    [
      "consent",
      [
        ["name", "A"],
        ["email", "a@b.ca"],
      ],
      "consent",
    ],
    ["phone", [...validContact, ["phone", "appelez-moi"]], "phone"],
    ["phone", [...validContact, ["phone", "12"]], "phone"],
    ["website", [...validContact, ["website", "javascript:alert(1)"]], "url"],
    ["website", [...validContact, ["website", "pas un site"]], "url"],
    ["services", [...validContact, ["services", "plumbing"]], "choice"],
    ["budget", [...validContact, ["budget", "range9"]], "choice"],
    ["deadline", [...validContact, ["deadline", "yesterday"]], "choice"],
    ["message", [...validContact, ["message", "a".repeat(5001)]], "tooLong"],
    // The database would keep only what comes before a NUL: refused, never cut.
    ["name", [["name", "Élise\u0000Gagnon"], ...validContact.slice(1)], "invalidCharacter"],
    ["company", [...validContact, ["company", "Boulangerie\u0000"]], "invalidCharacter"],
    ["objective", [...validContact, ["objective", "\u0000"]], "invalidCharacter"],
    ["message", [...validContact, ["message", "Bonjour\u0000 la suite"]], "invalidCharacter"],
    [
      "email",
      [
        ["name", "A"],
        ["email", "a\u0000@b.ca"],
        ["consent", "on"],
      ],
      "email",
    ],
  ] as Array<[string, Array<[string, string]>, string]>)("%s: %j gives %s", (field, entries, message) => {
    const submission = parseWithZod(form(entries), { schema: contactLeadSchema });
    expect(submission.status).toBe("error");
    const errors = Object.entries(submission.reply().error ?? {}).find(([name]) => name.startsWith(field))?.[1];
    expect(errors).toEqual([message]);
  });
});

describe("audit form", () => {
  test("website, e-mail and name are all required", () => {
    const submission = parseWithZod(form([]), { schema: auditLeadSchema });
    expect(submission.reply().error).toEqual({ website: ["required"], email: ["required"], name: ["required"] });
  });

  test("a complete request", () => {
    const submission = parseWithZod(
      form([
        ["website", "https://www.garage-roy.ca/"],
        ["email", "marc@garage-roy.ca"],
        ["name", "Marc Roy"],
      ]),
      { schema: auditLeadSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      website: "https://www.garage-roy.ca/",
      email: "marc@garage-roy.ca",
      name: "Marc Roy",
    });
  });
});

test("the chatbot refuses a NUL in an answer, as each answer and as the whole lead", () => {
  expect(chatbotAnswerSchemas.message.safeParse("Bonjour\u0000").success).toBe(false);
  const lead = chatbotLeadSchema.safeParse({
    flow: "quote",
    name: "Sophie",
    email: "sophie@example.com",
    services: "SEO\u0000",
    objective: "Plus de ventes",
    messagePrompt: "Non",
  });
  expect(lead.success ? [] : lead.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["services", "invalidCharacter"],
  ]);
});
