// Fills an already-migrated SQLite database with an agency's data at a size (S, M, L), for
// the cost-by-size benchmark (bench/data.ts) and for tests that need a realistic volume:
// two years of leads (contact form, free audit, chatbot) in French and English, with notes,
// due dates and attribution; blog posts of real size in both languages; client accounts with
// projects and media rows; one staff account with known credentials (FILL_STAFF) and three
// colleagues, who own most handled leads (docs/decisions/045).
//
// Deterministic: the same seed and the same `now` write the same rows. Fast: raw libSQL
// inserts of many rows per statement in one transaction per table (Prisma's query compiler
// costs about a millisecond per row, docs/decisions/026). Columns are named as the schema
// maps them (snake case) and checked against the table, so a column added later fails loudly
// here rather than being filled wrongly.
//
//   npx tsx bench/data-fill.ts --size M --database file:/tmp/m.db [--seed 35]
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createClient, type Client, type InValue } from "@libsql/client";
import { hashPassword } from "~/accounts/password.server";

export type FillSize = "S" | "M" | "L";

/** How many rows of each kind a size writes. */
export type FillCounts = {
  leads: number;
  /** Per language. */
  postsPerLanguage: number;
  clients: number;
  media: number;
};

export const FILL_SIZES: Record<FillSize, FillCounts> = {
  S: { leads: 1_000, postsPerLanguage: 10, clients: 10, media: 50 },
  M: { leads: 30_000, postsPerLanguage: 600, clients: 500, media: 3_000 },
  L: { leads: 300_000, postsPerLanguage: 3_000, clients: 3_000, media: 30_000 },
};

/** The staff account every fill creates (confirmed), for a bench or a test to sign in with. */
export const FILL_STAFF = { email: "bench.staff@vitrine.test", password: "Bench-Staff-2026" } as const;

/** The staff who own leads: FILL_STAFF and three colleagues (who never sign in). */
const FILL_COLLEAGUES = ["bench.staff2@vitrine.test", "bench.staff3@vitrine.test", "bench.staff4@vitrine.test"];

/**
 * Who owns a lead: most handled ones, a member of the staff each; few new ones (they wait
 * to be taken). Drawn from a stream of its own, so that the other rows stay as they were.
 */
function ownerOf(random: Random, status: string, staffIds: string[]) {
  const owned = random.chance(status === "new" ? 0.2 : 0.9);
  return owned ? random.pick(staffIds) : null;
}

/**
 * A person the fill always holds, at every size: three leads (with notes), a client account
 * with projects and media files; for privacy searches and exports.
 */
export const FILL_PERSON_EMAIL = "helene.cote-belanger@boulangerie-lepi-dore.ca";

/**
 * A word found in a few leads only (a company's name and its message; about one lead in
 * 2,000, at least 3): a text search that must find few rows among many.
 */
export const FILL_RARE_WORD = "zythophile";

export type FillOptions = {
  /** The PRNG's seed (default 35). */
  seed?: number;
  /** The end of the two years of data (default: now, to the minute). */
  now?: Date;
  /** Counts other than the size's (a test that needs fewer or more of one kind). */
  counts?: Partial<FillCounts>;
  /** Called after each table with what was written. */
  onProgress?: (table: string, rows: number) => void;
};

export type FillResult = FillCounts & { notes: number; projects: number; mail: number; milliseconds: number };

// --- Deterministic randomness ---------------------------------------------------------

/** mulberry32: small, fast, good enough for test data. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** A choice by weight: [[value, weight], ...]. */
  const weighted = <T>(choices: ReadonlyArray<readonly [T, number]>): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let r = next() * total;
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  };
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join("");
  /** A UUID v4 in shape (the app makes lead ids with randomUUID). */
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  /** A cuid-like id (Prisma's default for the other tables). */
  const cuid = () => `c${Math.floor(next() * 2 ** 40).toString(36)}${hex(16)}`.slice(0, 25);
  return { next, int, pick, chance, weighted, hex, uuid, cuid };
}
type Random = ReturnType<typeof prng>;

// --- Words ----------------------------------------------------------------------------

/** A list written as one line of text, "|" between its items. */
const words = (text: string) => text.split("|");

const FRENCH_FIRST = words(
  "Émilie|Hélène|François|Gaëlle|Benoît|Jérôme|Chloé|Zoé|Mélanie|Stéphane|Frédéric|Geneviève|Marie-Ève|Jean-François|Anaïs|Noémie|Léa|Éric|André|Josée|Sébastien|Valérie|Maxime|Olivier|Camille|Louis|Mathieu|Julie|Isabelle|Raphaël|Joëlle|Célestin|Ophélie|Loïc|Maëlys|Cédric|Béatrice|Thérèse|Amélie|Nathalie",
);
const FRENCH_LAST = words(
  "Côté|Bélanger|Lévesque|Gagné|Pelletier|Tremblay|Bérubé|Gélinas|Thériault|Bouchard|Dubé|Lefèbvre|Ménard|Fréchette|Bédard|Gauthier|Roy|Morin|Ouellet|Desrosiers|Paré|Boucher|Lépine|Séguin|Daigle|Girard|Hébert|Lacroix|Lévêque|Poirier",
);
const ENGLISH_FIRST = words(
  "Emily|James|Olivia|Liam|Sophie|Noah|Charlotte|Ethan|Grace|Lucas|Hannah|Owen|Chloe|Ryan|Megan|Connor|Zoë|Patrick|Siobhán|Renée",
);
const ENGLISH_LAST = words(
  "Smith|O'Brien|MacDonald|Campbell|Wilson|Taylor|Brown|Murphy|Anderson|Clarke|Fitzgerald|Walsh|Thompson|Stewart|McKenzie|Harris|Nguyen|Patel|Kowalski|Müller",
);
const COMPANY_KINDS_FR = words(
  "Boulangerie|Clinique dentaire|Quincaillerie|Atelier|Cabinet comptable|Érablière|Garage|Fromagerie|Studio de yoga|Brasserie|Librairie|Pharmacie|Toiture|Paysagement|Notaires|Traiteur|Physiothérapie|Électricité|Plomberie|Café|Vignoble|Auberge|Déneigement",
);
const COMPANY_KINDS_EN = words(
  "Bakery|Dental Clinic|Hardware|Workshop|Accounting|Sugar Shack|Auto Repair|Cheese Shop|Yoga Studio|Brewery|Bookstore|Roofing|Landscaping|Catering|Physio|Plumbing|Coffee",
);
const COMPANY_NAMES = words(
  "du Vieux-Port|Saint-Roch|Sainte-Foy|Limoilou|des Érables|L'Épi doré|Beauport|Charlesbourg|La Côte|du Plateau|Montcalm|Lévis|Boréal|Fleur de sel|Nordique|Laurentides|Chaudière|Maple Ridge|Westmount|Harbour|Pinecrest|Riverside|North Shore|Gatineau|Sherbrooke",
);
const MAIL_DOMAINS = ["gmail.com", "hotmail.com", "outlook.com", "videotron.ca", "yahoo.ca", "icloud.com", "bell.net"];
const SERVICE_KEYS = ["websites", "seo", "ads", "content"] as const;
const SERVICE_LABELS = {
  fr: ["Création de sites web", "Référencement (SEO)", "Publicité Google et Meta", "Création de contenu"],
  en: ["Web design", "SEO", "Google & Meta ads", "Content creation"],
} as const;
const OBJECTIVE_LABELS = {
  fr: ["Gagner en visibilité", "Générer plus de demandes", "Augmenter les ventes", "Développer ma marque", "Autre"],
  en: ["Gain visibility", "Generate more leads", "Increase sales", "Grow my brand", "Other"],
} as const;
const MESSAGE_PROMPT = { fr: ["Oui", "Non"], en: ["Yes", "No"] } as const;
const SENTENCES = {
  fr: [
    "Nous sommes une petite entreprise familiale établie depuis une quinzaine d'années dans la région de Québec.",
    "Notre site actuel date de 2014 et n'est pas adapté aux téléphones; nos clients nous le font souvent remarquer.",
    "Nous aimerions apparaître dans les premiers résultats de Google quand on cherche nos services à proximité.",
    "Pourriez-vous nous faire parvenir une soumission détaillée, avec les délais et les étapes prévues?",
    "Nous avons un budget limité cette année, mais nous voulons faire les choses correctement dès le départ.",
    "Nos réservations en ligne passent encore par courriel, ce qui nous fait perdre beaucoup de temps.",
    "J'ai vu votre étude de cas sur la fromagerie et j'ai beaucoup aimé l'approche.",
    "Est-ce que vous offrez aussi la gestion des réseaux sociaux, ou seulement la publicité payante?",
    "Nous ouvrons une deuxième succursale à Lévis au printemps et voulons préparer le lancement.",
    "Le site doit être bilingue, français et anglais, puisqu'une partie de notre clientèle est touristique.",
    "Nous avons essayé des campagnes Facebook nous-mêmes, sans grand succès; les coûts par clic étaient élevés.",
    "Je suis disponible pour un appel en matinée, du lundi au jeudi.",
    "Notre fiche Google Business n'est pas à jour et plusieurs avis restent sans réponse.",
    "Nous cherchons un partenaire à long terme plutôt qu'un projet ponctuel.",
    "Merci de me rappeler au numéro indiqué; je ne consulte pas souvent mes courriels.",
  ],
  en: [
    "We are a small family business that has served the Quebec City area for about fifteen years.",
    "Our current website dates from 2014 and does not work well on phones; customers mention it often.",
    "We would like to show up in the first Google results when people look for our services nearby.",
    "Could you send us a detailed quote, with the timeline and the steps you plan?",
    "Our budget is limited this year, but we want to do things properly from the start.",
    "Online bookings still go through e-mail, which costs us a lot of time every week.",
    "I saw your case study about the cheese shop and really liked the approach.",
    "Do you also manage social media, or only paid advertising?",
    "We are opening a second location in Lévis next spring and want to prepare the launch.",
    "The site has to be bilingual, French and English, since part of our customers are tourists.",
    "We tried Facebook campaigns ourselves without much success; the cost per click was high.",
    "I am available for a call in the morning, Monday to Thursday.",
    "Our Google Business profile is out of date and several reviews have no answer.",
    "We are looking for a long-term partner rather than a one-off project.",
    "Please call me back at the number above; I do not check e-mail often.",
  ],
} as const;
const NOTE_TEXTS = [
  "Rappelé, laissé un message vocal.",
  "Soumission envoyée par courriel; relancer dans une semaine.",
  "Client intéressé par le forfait SEO local, rencontre prévue jeudi.",
  "Budget trop bas pour une refonte complète; proposé une page d'atterrissage.",
  "Called back, they already signed with another agency.",
  "Sent the audit PDF and booked a follow-up call.",
  "Doublon d'une demande précédente.",
  "Looks like spam: the website does not exist.",
] as const;
const TOPICS = {
  fr: words(
    "référencement local|vitesse de chargement|fiche Google Business|publicité Meta|accessibilité web|rédaction web|commerce en ligne|infolettre|Loi 25|taux de conversion|mots-clés|photos de produits",
  ),
  en: words(
    "local SEO|page speed|Google Business profile|Meta ads|web accessibility|copywriting|online store|newsletter|Law 25|conversion rate|keywords|product photos",
  ),
};
const PARAGRAPHS = {
  fr: [
    "Pour une PME de la région, chaque visite compte. Un site lent ou difficile à lire sur un téléphone fait fuir la moitié des visiteurs avant même qu'ils aient vu vos services; un site rapide et clair, au contraire, transforme une recherche en appel.",
    "Commencez par mesurer : combien de demandes votre site reçoit-il par mois, d'où viennent-elles, et à quelle page les visiteurs abandonnent-ils? Sans ces chiffres, toute amélioration reste une intuition, et les intuitions coûtent cher.",
    "Les moteurs de recherche favorisent les pages qui répondent précisément à une question. Une page par service, un titre qui dit ce que vous faites et où vous le faites, des photos de vos réalisations : voilà la base d'un bon référencement local.",
    "La publicité payante donne des résultats immédiats, mais elle s'arrête dès que le budget s'épuise. Le contenu, lui, travaille pour vous pendant des années; l'idéal combine les deux, selon la saison et vos objectifs.",
    "N'oubliez pas vos clients actuels : une infolettre mensuelle, courte et utile, rappelle votre existence et génère souvent plus de ventes qu'une nouvelle campagne. Respectez toutefois la Loi 25 : consentement clair et désabonnement facile.",
  ],
  en: [
    "For a local business, every visit counts. A slow site, or one that is hard to read on a phone, loses half its visitors before they see your services; a fast and clear one turns a search into a call.",
    "Start by measuring: how many requests does your site receive each month, where do they come from, and on which page do visitors leave? Without these figures every improvement is a hunch, and hunches are expensive.",
    "Search engines favour pages that answer a question precisely. One page per service, a title that says what you do and where, photos of your work: that is the base of good local SEO.",
    "Paid advertising brings results at once, but they stop when the budget runs out. Content keeps working for you for years; the best plan combines both, depending on the season and your goals.",
    "Do not forget your current customers: a short and useful monthly newsletter reminds them you exist and often sells more than a new campaign. Respect Law 25, though: clear consent and an easy way out.",
  ],
} as const;
const UTM_SOURCES = [
  ["google", 40],
  ["facebook", 20],
  ["instagram", 8],
  ["linkedin", 6],
  ["newsletter", 10],
  ["bing", 3],
] as const;
const UTM_CAMPAIGNS = words(
  "printemps-2025|seo-local-quebec|black-friday-2025|audit-gratuit|refonte-site|rentree-2025|brand-awareness|spring-2026|temps-des-sucres-2026|webinaire-loi-25",
);
const REFERRERS = words(
  "www.google.com|www.google.ca|www.bing.com|duckduckgo.com|www.facebook.com|l.instagram.com|www.linkedin.com|www.pagesjaunes.ca",
);
const LANDING_PAGES = words(
  "/|/en|/services/seo|/en/services/seo|/blog|/en/blog|/audit-gratuit|/en/free-audit|/contact|/en/contact|/services/creation-sites-web",
);
const FILE_KINDS = [
  ["image/jpeg", "jpg", 60],
  ["image/png", "png", 15],
  ["image/webp", "webp", 10],
  ["application/pdf", "pdf", 10],
  ["video/mp4", "mp4", 5],
] as const;
const PROJECT_NAMES = words(
  "Refonte du site|Campagne Google Ads|SEO local|Boutique en ligne|Website redesign|Newsletter|Logo et image de marque|Content plan",
);

// --- Helpers ---------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_YEARS_MS = 730 * DAY_MS;

/** A DateTime as Prisma stores it in SQLite (app/leads/lead.server.ts: ISO text, "+00:00"). */
const stored = (time: number) => new Date(time).toISOString().replace("Z", "+00:00");

/** The schema's column of a field: snake case (every @map in prisma/schema.prisma). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Lower case, accents and spaces folded: the part of an address made from a name. */
const addressPart = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Row = Record<string, InValue>;

/** Inserts rows into a table in one transaction, many rows per statement; checks every field is a column. */
async function insertAll(database: Client, table: string, rows: Row[]) {
  if (!rows.length) return;
  const fields = Object.keys(rows[0]!);
  const columns = new Set(
    (await database.execute(`PRAGMA table_info("${table}")`)).rows.map((column) => String(column.name)),
  );
  const missing = fields.map(columnOf).filter((column) => !columns.has(column));
  if (missing.length) throw new Error(`fillDatabase: ${table} has no column ${missing.join(", ")} (migrated?)`);
  // SQLite allows 32,766 parameters per statement.
  const perStatement = Math.max(1, Math.min(500, Math.floor(32_000 / fields.length)));
  const head = `INSERT INTO "${table}" (${fields.map((field) => `"${columnOf(field)}"`).join(", ")}) VALUES `;
  const tuple = `(${fields.map(() => "?").join(", ")})`;
  const transaction = await database.transaction("write");
  try {
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      await transaction.execute({
        sql: head + chunk.map(() => tuple).join(", "),
        args: chunk.flatMap((row) => fields.map((field) => row[field] ?? null)),
      });
    }
    await transaction.commit();
  } finally {
    transaction.close();
  }
}

// --- People ----------------------------------------------------------------------------

type Person = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  website: string | null;
  locale: "fr" | "en";
};

function makePerson(random: Random, serial: number): Person {
  const locale = random.chance(0.65) ? "fr" : "en";
  const first = locale === "fr" ? random.pick(FRENCH_FIRST) : random.pick(ENGLISH_FIRST);
  const last = random.chance(0.15)
    ? `${random.pick(FRENCH_LAST)}-${random.pick(FRENCH_LAST)}`
    : locale === "fr"
      ? random.pick(FRENCH_LAST)
      : random.pick(ENGLISH_LAST);
  const hasCompany = random.chance(0.75);
  const company = hasCompany
    ? locale === "fr"
      ? `${random.pick(COMPANY_KINDS_FR)} ${random.pick(COMPANY_NAMES)}`
      : `${random.pick(COMPANY_NAMES)} ${random.pick(COMPANY_KINDS_EN)}`
    : null;
  const domain = company && random.chance(0.7) ? `${addressPart(company).slice(0, 30)}.ca` : random.pick(MAIL_DOMAINS);
  // The serial keeps addresses distinct (one person, one address), as real ones are.
  const email = `${addressPart(first)}.${addressPart(last)}${serial}@${domain}`;
  const phone = random.chance(0.7)
    ? random.pick([
        `+1 418 ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, "0")}`,
        `(581) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, "0")}`,
        `514.${random.int(200, 999)}.${String(random.int(0, 9999)).padStart(4, "0")}`,
        `+33 6 ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      ])
    : null;
  const website =
    company && random.chance(0.6)
      ? `https://www.${domain.endsWith(".ca") ? domain : `${addressPart(company)}.com`}`
      : null;
  return { name: `${first} ${last}`, email, phone, company, website, locale };
}

function message(random: Random, locale: "fr" | "en") {
  const sentences = random.int(1, 8);
  return Array.from({ length: sentences }, () => random.pick(SENTENCES[locale])).join(" ");
}

// --- Leads -----------------------------------------------------------------------------

type LeadRow = Row & { id: string; createdAt: string };
type LeadOut = { row: LeadRow; notes: Row[] };

function makeLead(
  random: Random,
  person: Person,
  createdAt: number,
  now: number,
  staffId: string,
  rare: boolean,
): LeadOut {
  const id = random.uuid();
  const type = random.weighted([
    ["contact", 55],
    ["audit", 25],
    ["chatbot", 20],
  ] as const);
  const { locale } = person;
  const age = now - createdAt;
  const chatObjective = type === "chatbot" && random.chance(0.7) ? random.pick(OBJECTIVE_LABELS[locale]) : null;
  const dueAt = type === "audit" || (type === "chatbot" && !chatObjective) ? createdAt + 2 * DAY_MS : null;
  const status =
    age < 3 * DAY_MS
      ? random.weighted([
          ["new", 85],
          ["contacted", 10],
          ["spam", 5],
        ] as const)
      : age < 21 * DAY_MS
        ? random.weighted([
            ["new", 30],
            ["contacted", 40],
            ["delivered", dueAt ? 20 : 0],
            ["won", 5],
            ["spam", 5],
          ] as const)
        : random.weighted([
            ["new", 3],
            ["contacted", 20],
            ["delivered", dueAt ? 20 : 0],
            ["won", 15],
            ["lost", 32],
            ["spam", 10],
          ] as const);
  let text = type === "audit" && random.chance(0.5) ? null : random.chance(0.85) ? message(random, locale) : null;
  let company = person.company;
  if (rare) {
    // FILL_RARE_WORD, capitalized in the name.
    company = locale === "fr" ? "Brasserie Zythophile de Limoilou" : "Zythophile Taproom";
    text =
      `${text ?? ""} ${locale === "fr" ? "Nous sommes une brasserie zythophile artisanale." : "We are a zythophile craft brewery."}`.trim();
  }
  const messagePrompt = type === "chatbot" ? (text ? MESSAGE_PROMPT[locale][0] : MESSAGE_PROMPT[locale][1]) : null;
  const services =
    type === "contact"
      ? JSON.stringify(SERVICE_KEYS.filter(() => random.chance(0.4)).slice(0, 3))
      : type === "chatbot" && chatObjective
        ? JSON.stringify([random.pick(SERVICE_LABELS[locale])])
        : null;
  const attributed = random.chance(0.45);
  const source = attributed ? random.weighted(UTM_SOURCES) : null;
  const medium = source ? (source === "newsletter" ? "email" : random.chance(0.7) ? "cpc" : "social") : null;
  const verification = random.weighted([
    ["verified", 80],
    ["unverified", 15],
    ["failed", 5],
  ] as const);
  // The consent wording came in the last year (docs/decisions/030); older leads have none.
  const consented = type !== "chatbot" && age < 365 * DAY_MS;
  const row: LeadRow = {
    id,
    type,
    name: person.name,
    email: random.chance(0.05) ? person.email.toUpperCase() : person.email,
    phone: person.phone,
    company,
    website: type === "audit" ? (person.website ?? `https://${addressPart(person.name)}.ca`) : person.website,
    services,
    objective: chatObjective,
    budget:
      type !== "audit" && random.chance(0.7) ? random.pick(["range1", "range2", "range3", "range4", "range5"]) : null,
    deadline: type !== "audit" && random.chance(0.7) ? random.pick(["asap", "month", "quarter", "flexible"]) : null,
    messagePrompt,
    message: text,
    locale,
    sourcePage:
      type === "contact"
        ? locale === "fr"
          ? "/contact"
          : "/en/contact"
        : type === "audit"
          ? locale === "fr"
            ? "/audit-gratuit"
            : "/en/free-audit"
          : random.pick(LANDING_PAGES),
    verification,
    verificationScore: verification === "unverified" ? null : Math.round(random.next() * 100) / 100,
    createdAt: stored(createdAt),
    status,
    notifiedAt: stored(createdAt + random.int(1_000, 30_000)),
    notificationError: null,
    notificationAttempts: 1,
    consentVersion: consented ? "c35a7f02e9d1b4a6" : null,
    consentGivenAt: consented ? stored(createdAt) : null,
    dueAt: dueAt === null ? null : stored(dueAt),
    fbclid: source === "facebook" || source === "instagram" ? `IwAR${random.hex(40)}` : null,
    gbraid: null,
    gclid: source === "google" && medium === "cpc" ? `Cj0KCQ${random.hex(60)}` : null,
    landingPage: attributed || random.chance(0.3) ? random.pick(LANDING_PAGES) : null,
    referrerHost: random.chance(0.5) ? random.pick(REFERRERS) : null,
    utmCampaign: source ? random.pick(UTM_CAMPAIGNS) : null,
    utmContent: source && random.chance(0.3) ? random.pick(["banner-a", "banner-b", "video-15s", "carousel"]) : null,
    utmMedium: medium,
    utmSource: source,
    utmTerm:
      source === "google" && random.chance(0.5)
        ? random.pick(["agence web quebec", "seo quebec", "web agency quebec city", "création site web"])
        : null,
    wbraid: null,
  };
  const notes: Row[] = [];
  if (status !== "new" && random.chance(0.2)) {
    for (let n = random.int(1, 3); n > 0; n--) {
      notes.push({
        id: random.cuid(),
        leadId: id,
        authorId: staffId,
        text: random.pick(NOTE_TEXTS),
        createdAt: stored(Math.min(now, createdAt + random.int(1, 10 * 24 * 60) * 60_000)),
      });
    }
  }
  return { row, notes };
}

/**
 * When a lead arrives: more leads lately (the agency grows: twice as many a week at the
 * end of the two years as at their start), on weekdays mostly, in office hours mostly.
 */
function arrival(random: Random, start: number) {
  // Density rising from 1 to 2 over the span: the inverse of its distribution function.
  let time = start + (Math.sqrt(1 + 3 * random.next()) - 1) * TWO_YEARS_MS;
  const day = new Date(time).getUTCDay();
  if ((day === 0 || day === 6) && random.chance(0.6)) time -= random.int(1, 2) * DAY_MS;
  const date = new Date(time);
  // Eastern time office hours: 13:00-22:00 UTC mostly.
  if (random.chance(0.75))
    date.setUTCHours(random.int(13, 21), random.int(0, 59), random.int(0, 59), random.int(0, 999));
  // Never in the future: the last day's leads came before now.
  const end = start + TWO_YEARS_MS;
  return date.getTime() <= end ? date.getTime() : end - random.int(1, 12 * 60) * 60_000;
}

// --- Posts -----------------------------------------------------------------------------

function postContent(random: Random, language: "fr" | "en", topic: string) {
  const sections = random.int(3, 7);
  const parts: string[] = [`<p>${random.pick(PARAGRAPHS[language])}</p>`];
  for (let s = 0; s < sections; s++) {
    parts.push(`<h2>${language === "fr" ? "Étape" : "Step"} ${s + 1} : ${topic}</h2>`);
    for (let p = random.int(2, 4); p > 0; p--) parts.push(`<p>${random.pick(PARAGRAPHS[language])}</p>`);
    if (random.chance(0.4)) {
      parts.push(
        `<ul>${Array.from({ length: random.int(3, 5) }, () => `<li>${random.pick(TOPICS[language])}</li>`).join("")}</ul>`,
      );
    }
  }
  return parts.join("\n");
}

function makePosts(random: Random, perLanguage: number, now: number, staffId: string) {
  const rows: Row[] = [];
  for (let i = 0; i < perLanguage; i++) {
    // Most posts exist in both languages (a translation key), some in one only.
    const translationKey = random.chance(0.6) ? random.cuid() : null;
    const published = now - Math.floor(random.next() * TWO_YEARS_MS);
    for (const lang of ["fr", "en"] as const) {
      if (!translationKey && lang === "en" && random.chance(0.5)) continue;
      const topic = random.pick(TOPICS[lang]);
      const title =
        lang === "fr"
          ? `${topic[0]!.toUpperCase()}${topic.slice(1)} : le guide pratique n° ${i + 1}`
          : `${topic[0]!.toUpperCase()}${topic.slice(1)}: a practical guide, part ${i + 1}`;
      const content = postContent(random, lang, topic);
      const state = random.weighted([
        ["published", 92],
        ["draft", 6],
        ["scheduled", 2],
      ] as const);
      const updatedAt = stored(Math.min(now, published + random.int(0, 30) * DAY_MS));
      rows.push({
        id: random.cuid(),
        slug: `${addressPart(topic)}-${lang === "fr" ? "guide" : "guide-en"}-${i + 1}`,
        lang,
        translationKey,
        title,
        excerpt: random.pick(PARAGRAPHS[lang]).slice(0, 160),
        content,
        imageUrl: random.chance(0.7) ? `/images/blog/cover-${random.int(1, 12)}.jpg` : null,
        imageAlt: null,
        publishedAt:
          state === "draft" ? null : stored(state === "scheduled" ? now + random.int(1, 30) * DAY_MS : published),
        readTime: Math.max(1, Math.round(content.split(/\s+/).length / 220)),
        createdAt: stored(published - random.int(0, 10) * DAY_MS),
        updatedAt,
        updatedById: random.chance(0.5) ? staffId : null,
        createKey: null,
        seoTitle: null,
        seoDescription: null,
      });
      if (rows.at(-1)!.imageUrl)
        rows.at(-1)!.imageAlt = lang === "fr" ? `Illustration : ${topic}` : `Illustration: ${topic}`;
    }
  }
  return rows;
}

// --- The fill --------------------------------------------------------------------------

/**
 * Fills an already-migrated database (a file URL) with the data of a size. The database
 * should hold no leads, posts or users of its own making with the same addresses (the
 * staff account's address, FILL_STAFF, must be free).
 */
export async function fillDatabase(
  databaseUrl: string,
  size: FillSize,
  options: FillOptions = {},
): Promise<FillResult> {
  const began = performance.now();
  const counts = { ...FILL_SIZES[size], ...options.counts };
  const random = prng(options.seed ?? 35);
  const now = options.now?.getTime() ?? Math.floor(Date.now() / 60_000) * 60_000;
  const start = now - TWO_YEARS_MS;
  const progress = options.onProgress ?? (() => undefined);
  const database = createClient({ url: databaseUrl });
  try {
    await database.execute("PRAGMA journal_mode = WAL");
    // A fill that dies is started again from scratch: durability buys nothing here.
    await database.execute("PRAGMA synchronous = OFF");
    // Random ids (as the app makes them) land all over the primary key's B-tree: with
    // SQLite's 2 MB page cache, an L fill spends minutes reading back index pages.
    await database.execute("PRAGMA cache_size = -262144");

    // One hash for every account (argon2 costs tens of ms): the staff's password; clients never sign in.
    const passwordHash = await hashPassword(FILL_STAFF.password);
    const staffId = random.cuid();
    const users: Row[] = [
      {
        id: staffId,
        email: FILL_STAFF.email,
        passwordHash,
        role: "staff",
        emailVerifiedAt: stored(start),
        createdAt: stored(start),
        updatedAt: stored(start),
        lastSignInAt: stored(now - DAY_MS),
      },
    ];
    const owning = prng((options.seed ?? 35) + 1);
    const staffIds = [staffId];
    for (const email of FILL_COLLEAGUES) {
      const id = owning.cuid();
      staffIds.push(id);
      users.push({
        id,
        email,
        passwordHash,
        role: "staff",
        emailVerifiedAt: stored(start),
        createdAt: stored(start),
        updatedAt: stored(start),
        lastSignInAt: null,
      });
    }

    // Leads: people first (a tenth of them come back with another request), then their leads in time order.
    const people: Person[] = [];
    const personFor = (index: number) => {
      if (people.length > 10 && random.chance(0.1)) return random.pick(people);
      const person = makePerson(random, index);
      people.push(person);
      return person;
    };
    const rareEvery = Math.min(2_000, Math.max(1, Math.floor(counts.leads / 3)));
    const times = Array.from({ length: counts.leads }, () => arrival(random, start)).sort((a, b) => a - b);
    const leadRows: LeadRow[] = [];
    const noteRows: Row[] = [];
    const person: Person = {
      name: "Hélène Côté-Bélanger",
      email: FILL_PERSON_EMAIL,
      phone: "+1 418 555-0199",
      company: "Boulangerie L'Épi doré",
      website: "https://www.boulangerie-lepi-dore.ca",
      locale: "fr",
    };
    // The known person's three leads: at a third, two thirds and near the end of the span.
    const personAt = new Set([Math.floor(counts.leads / 3), Math.floor((2 * counts.leads) / 3), counts.leads - 2]);
    times.forEach((time, index) => {
      const who = personAt.has(index) ? person : personFor(index);
      const { row, notes } = makeLead(random, who, time, now, staffId, index % rareEvery === rareEvery - 1);
      if (who === person) {
        row.email = FILL_PERSON_EMAIL;
        row.status = "contacted";
        notes.push({
          id: random.cuid(),
          leadId: row.id,
          authorId: staffId,
          text: "Rappelée : veut une soumission pour la boutique en ligne.",
          createdAt: row.createdAt,
        });
      }
      row.ownerId = ownerOf(owning, String(row.status), staffIds);
      leadRows.push(row);
      noteRows.push(...notes);
    });

    // A few notices still in the mail queue: some queued for the newest leads, some given up.
    const mailCount = Math.max(3, Math.floor(counts.leads / 1_000));
    const mailRows: Row[] = leadRows.slice(-mailCount).map((lead, index) => {
      const failed = index % 3 === 0;
      return {
        id: random.uuid(),
        kind: "leadNotice",
        recipient: "ventes@vitrine.test",
        language: "fr",
        origin: "https://www.vitrine.test",
        leadId: lead.id,
        state: failed ? "failed" : "queued",
        attempts: failed ? 12 : 1,
        nextAttemptAt: stored(now + 60_000),
        firstFailedAt: stored(now - (failed ? 3 * DAY_MS : 60_000)),
        lastError: "connect ECONNREFUSED 127.0.0.1:587",
        createdAt: lead.createdAt,
      };
    });

    // Clients: accounts with projects and media files; the known person is one of them.
    const projectRows: Row[] = [];
    const clientIds: string[] = [];
    for (let c = 0; c < counts.clients; c++) {
      const client = c === 0 ? person : makePerson(random, counts.leads + c);
      const id = random.cuid();
      clientIds.push(id);
      const createdAt = start + Math.floor(random.next() * TWO_YEARS_MS);
      users.push({
        id,
        email: client.email,
        passwordHash,
        role: "client",
        emailVerifiedAt: random.chance(0.9) ? stored(createdAt + 600_000) : null,
        createdAt: stored(createdAt),
        updatedAt: stored(createdAt),
        lastSignInAt: random.chance(0.7) ? stored(createdAt + Math.floor(random.next() * (now - createdAt))) : null,
      });
      for (let p = c === 0 ? 2 : random.int(0, 3); p > 0; p--) {
        const status = random.weighted([
          ["in_progress", 40],
          ["completed", 45],
          ["pending", 15],
        ] as const);
        projectRows.push({
          id: random.cuid(),
          ownerId: id,
          name: random.pick(PROJECT_NAMES),
          status,
          progress: status === "completed" ? 100 : status === "pending" ? 0 : random.int(5, 95),
          deadline: random.chance(0.7) ? stored(createdAt + random.int(30, 400) * DAY_MS) : null,
          createdAt: stored(createdAt),
          updatedAt: stored(createdAt),
          createKey: null,
        });
      }
    }
    const mediaRows: Row[] = [];
    for (let m = 0; m < counts.media; m++) {
      // Every client's files; the known person has a few at any size.
      const ownerIndex = m < 3 ? 0 : random.int(0, Math.max(0, clientIds.length - 1));
      const ownerId = clientIds[ownerIndex] ?? staffId;
      const [mimetype, extension] = random.weighted(
        FILE_KINDS.map(([type, ext, weight]) => [[type, ext], weight] as const),
      );
      const id = random.cuid();
      mediaRows.push({
        id,
        ownerId,
        storageKey: `${ownerId}/${random.uuid()}.${extension}`,
        originalName: `${random.pick(["logo", "photo-equipe", "facade", "menu", "brochure", "IMG", "produit", "vidéo-promo"])}_${random.int(1, 9999)}.${extension}`,
        mimetype,
        size: extension === "mp4" ? random.int(5_000_000, 48_000_000) : random.int(40_000, 4_000_000),
        createdAt: stored(start + Math.floor(random.next() * TWO_YEARS_MS)),
      });
    }
    mediaRows.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));

    const postRows = makePosts(random, counts.postsPerLanguage, now, staffId);

    for (const [table, rows] of [
      ["users", users],
      ["leads", leadRows],
      ["lead_notes", noteRows],
      ["outgoing_mail", mailRows],
      ["projects", projectRows],
      ["media_files", mediaRows],
      ["posts", postRows],
    ] as const) {
      await insertAll(database, table, rows);
      progress(table, rows.length);
    }
    return {
      ...counts,
      notes: noteRows.length,
      projects: projectRows.length,
      mail: mailRows.length,
      milliseconds: Math.round(performance.now() - began),
    };
  } finally {
    database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { size: { type: "string", default: "S" }, database: { type: "string" }, seed: { type: "string" } },
  });
  const size = values.size?.toUpperCase();
  if (!values.database || (size !== "S" && size !== "M" && size !== "L")) {
    console.error("Usage: npx tsx bench/data-fill.ts --size S|M|L --database file:<migrated database> [--seed 35]");
    process.exitCode = 1;
  } else {
    const result = await fillDatabase(values.database, size, {
      seed: values.seed ? Number(values.seed) : undefined,
      onProgress: (table, rows) => console.info(`${table}: ${rows} row(s)`),
    });
    console.info(`Filled ${values.database} at size ${size} in ${result.milliseconds} ms.`);
    console.info(`Staff: ${FILL_STAFF.email} / ${FILL_STAFF.password}`);
  }
}
