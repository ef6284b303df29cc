import { expect, test } from "vitest";
import { getFixedT, resources } from "~/i18n.server";
import { privacyCountsSummary } from "~/privacy/privacy-counts";
import { translate, type Texts } from "~/utils/translate";

const counts = { leads: 1, notes: 0, account: 1, mediaFiles: 2, projects: 0, mail: 5 };

test("the privacy screen's counts agree with their nouns: 1 and 0 are singular in French, 0 is plural in English", () => {
  const fr = getFixedT("fr", "admin");
  expect(privacyCountsSummary(counts, (key, count) => fr(`privacy.counts.${key}`, { count }))).toBe(
    "1 demande, 0 note, 1 compte, 2 fichiers, 0 projet, 5 courriels en attente",
  );
  const en = getFixedT("en", "admin");
  expect(privacyCountsSummary(counts, (key, count) => en(`privacy.counts.${key}`, { count }))).toBe(
    "1 lead, 0 notes, 1 account, 2 media files, 0 projects, 5 queued e-mails",
  );
  expect(fr("privacy.earlierRequests", { count: 1, reference: "R" })).toMatch(/^1 demande antérieure /);
});

test("the page's translator gives the same summary as i18next", () => {
  const texts = resources.fr?.admin as Texts;
  expect(
    privacyCountsSummary(counts, (key, count) => String(translate(texts, "fr", `privacy.counts.${key}`, { count }))),
  ).toBe(privacyCountsSummary(counts, (key, count) => getFixedT("fr", "admin")(`privacy.counts.${key}`, { count })));
});
