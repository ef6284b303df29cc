import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { languages, type Language } from "~/utils/locale";
import { createUnansweredQuestions, deleteQuestions, signIn } from "./fixtures";
import { auditLayout, type LayoutProblems } from "./layout-audit";
import { locale } from "./locales";
import { addressOf, longestPosts, personOf, publicSamples, screens, type Person, type Samples } from "./screens";

// Every screen of the route table, in both languages, as the person it is for, on a phone
// (390 px) and a laptop (1366 px): no sideways scroll, nothing past the viewport's edges,
// no cut text, no text over other text (rules: docs/decisions/036). The screens come from
// the table, so a new one is walked as soon as it is declared; a parameter with no sample
// value below fails the walk. One test per person and width, one browser page each.

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;

/** Long texts where a client's screens show them: a project's name, a file's; the project. */
async function fillClientAccount(clientId: string) {
  const { prisma } = await import("~/platform/db.server");
  const project = await prisma.project.create({
    data: {
      ownerId: clientId,
      name: "Refonte du site transactionnel et migration du catalogue de produits",
      status: "in_progress",
      progress: 65,
      deadline: new Date("2027-03-31"),
    },
  });
  await prisma.mediaFile.create({
    data: {
      ownerId: clientId,
      storageKey: `${clientId}/${randomUUID()}.pdf`,
      originalName: "rapport-de-performance-referencement-local-troisieme-trimestre-2026-version-finale.pdf",
      mimetype: "application/pdf",
      size: 2_480_133,
    },
  });
  return project;
}

/**
 * What staff screens show at their longest: leads with long names, addresses, companies
 * and campaigns (one audit overdue), a client with a long address and project, the
 * post with the longest title in each language, and long unanswered questions.
 */
async function arrangeStaff(context: BrowserContext) {
  const { prisma } = await import("~/platform/db.server");
  const { createLead } = await import("~/leads/lead.server");
  await signIn(context, { role: "staff" });
  const tag = randomUUID().slice(0, 8);
  const base = { locale: "fr", verification: "verified" as const };
  const lead = await createLead({
    ...base,
    type: "contact",
    sourcePage: "/services/publicite-google-meta",
    name: "Marie-Ève Bouchard-Lamontagne",
    email: `marie-eve.bouchard-lamontagne-${tag}@cliniquedentairedesgrandesmarees.ca`,
    company: "Clinique dentaire des Grandes-Marées inc.",
    phone: "+1 418 555-0199",
    website: "https://www.cliniquedentairedesgrandesmarees.ca/rendez-vous-en-ligne",
    message: "Nous voulons refaire notre site et lancer des campagnes Google Ads pour nos trois cliniques.",
    utmSource: "facebook",
    utmCampaign: "printemps-2026-reseaux-sociaux-quebec-levis",
  });
  const late = await createLead(
    {
      ...base,
      type: "audit",
      sourcePage: "/audit-gratuit",
      name: "Jean-François Tremblay-Gagnon",
      email: `jf.tremblay-gagnon-${tag}@renovations-tremblay-et-fils.com`,
      website: "https://renovations-tremblay-et-fils.com",
      utmSource: "google",
      utmCampaign: "audit-gratuit-recherche-payante-automne",
    },
    undefined,
    { createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) },
  );
  const chatbot = await createLead({
    ...base,
    type: "chatbot",
    sourcePage: "/en/services/content-creation",
    locale: "en",
    name: "Anne-Sophie Lévesque-Villeneuve",
    email: `annesophie.levesque-villeneuve-${tag}@boulangerie-artisanale-du-vieux-port.com`,
    company: "Boulangerie artisanale du Vieux-Port",
  });
  const client = await prisma.user.create({
    data: {
      email: `direction.marketing-${tag}@quincaillerie-beauchemin-saint-jean.ca`,
      passwordHash: "not-used-by-these-tests",
      emailVerifiedAt: new Date(),
    },
  });
  const project = await fillClientAccount(client.id);
  const questions = await createUnansweredQuestions();
  const post = await longestPosts();
  const samples: Samples = {
    leadId: () => lead.id,
    postId: (language) => post(language).id,
    clientId: () => client.id,
    projectId: () => project.id,
    // The content editor's longest form: the home page's texts.
    kind: () => "page",
    key: () => "home",
  };
  return { samples, leads: [lead.id, late.id, chatbot.id], clientId: client.id, questions };
}

/**
 * Each person's walks: the data their screens show, and its name when there are several.
 * A client's screens are walked with an empty account (every empty state), then a full one.
 */
const walksOf: Record<Person, (context: BrowserContext) => AsyncGenerator<[name: string, samples: Samples]>> = {
  visitor: async function* () {
    yield ["", {}];
  },
  client: async function* (context) {
    const client = await signIn(context);
    yield ["empty account", {}];
    await fillClientAccount(client.id);
    yield ["full account", {}];
  },
  staff: async function* (context) {
    const { prisma } = await import("~/platform/db.server");
    const arranged = await arrangeStaff(context);
    // Other tests list leads and clients: they find them as they were.
    try {
      yield ["", arranged.samples];
    } finally {
      await prisma.lead.deleteMany({ where: { id: { in: arranged.leads } } });
      await prisma.user.delete({ where: { id: arranged.clientId } });
      await deleteQuestions(arranged.questions);
    }
  },
};

/**
 * The breadcrumb trail's own rule: a step's name never breaks across lines, and no line of
 * the trail starts with a separator (it wrapped between a separator and its step).
 */
function auditTrail(label: string) {
  const trail = document.querySelector(`nav[aria-label="${label}"] ol`);
  if (!trail) return [];
  const start = trail.getBoundingClientRect().left;
  const problems: string[] = [];
  for (const step of trail.querySelectorAll("li")) {
    const name = step.querySelector("a, span[aria-current]");
    const range = document.createRange();
    range.selectNodeContents(name ?? step);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (tops.size > 1) problems.push(`"${step.textContent}" breaks across ${tops.size} lines`);
    const separator = step.querySelector("svg");
    if (separator && separator.getBoundingClientRect().left <= start + 1) {
      problems.push(`a line starts with the separator before "${step.textContent}"`);
    }
  }
  return problems;
}

/** Opens a screen, waits until it is drawn as it will stay (hydrated, its fonts loaded), and measures it. */
async function measure(
  page: Page,
  url: string,
  { splat, phone, language }: { splat: boolean; phone: boolean; language: Language },
) {
  // Hydration, not the load event, says the page is drawn (images have their sizes).
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  // A page that never hydrates fails here rather than at the test's end.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  const problems: Partial<LayoutProblems> & { answer?: string; trail?: string[] } = {};
  const status = response?.status();
  const landed = new URL(page.url()).pathname;
  // The walk must measure the screen itself, not the login page or the not-found page.
  if (status !== (splat ? 404 : 200) || landed !== url) problems.answer = `${status} at ${landed}`;
  Object.assign(problems, problemsOf(await page.evaluate(auditLayout, { tablesMayScroll: phone })));
  const trail = await page.evaluate(auditTrail, locale(language, "common").breadcrumb.label as string);
  if (trail.length > 0) problems.trail = trail;
  return problems;
}

/** The kinds of problem found, without the empty ones. */
function problemsOf(found: LayoutProblems): Partial<LayoutProblems> {
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value > 0)),
  );
}

/**
 * The header's menus (<details>: the mobile menu, the services and account menus), each
 * open in turn: the same on every screen, so measured on one screen per walk and language.
 */
async function measureMenus(page: Page, phone: boolean) {
  const problems: Record<string, Partial<LayoutProblems>> = {};
  const summaries = page.locator("header details > summary");
  for (const summary of await summaries.all()) {
    if (!(await summary.isVisible())) continue;
    const name = (await summary.getAttribute("aria-label")) ?? (await summary.innerText());
    await summary.click();
    const found = problemsOf(await page.evaluate(auditLayout, { tablesMayScroll: phone }));
    if (Object.keys(found).length > 0) problems[`menu "${name}" open`] = found;
    await summary.click();
  }
  return problems;
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const person of ["visitor", "client", "staff"] as const) {
      test(`every ${person} screen fits the ${viewport.name} (${viewport.width} px), in both languages`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        const common = await publicSamples();
        const personScreens = screens.filter((each) => personOf(each) === person);
        const problemsByPage: Record<string, unknown> = {};
        for await (const [walk, data] of walksOf[person](context)) {
          const samples = { ...common, ...data };
          for (const route of personScreens) {
            for (const language of languages) {
              const url = addressOf(route, language, samples);
              const problems = await measure(page, url, {
                splat: route[0] === "*",
                phone: viewport.name === "phone",
                language,
              });
              const key = walk ? `${url} (${walk})` : url;
              if (Object.keys(problems).length > 0) problemsByPage[key] = problems;
              if (route === personScreens[0]) {
                for (const [menu, found] of Object.entries(await measureMenus(page, viewport.name === "phone"))) {
                  problemsByPage[`${key}, ${menu}`] = found;
                }
              }
            }
          }
        }
        expect(problemsByPage).toEqual({});
      });
    }
  });
}
