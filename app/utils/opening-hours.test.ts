import { expect, test } from "vitest";
import englishCommon from "../../locales/en/common.json";
import frenchCommon from "../../locales/fr/common.json";
import { openingHoursText } from "~/utils/opening-hours";
import { withFallback } from "~/utils/translate";

const common = { fr: frenchCommon, en: withFallback(englishCommon, frenchCommon) };
const inWords = (language: "fr" | "en", days: string, opens: string, closes: string) =>
  openingHoursText({ days, opens, closes }, common[language], language);

test("the shipped hours read as the site has always written them, in both languages", () => {
  expect(inWords("fr", "Mo-Fr", "09:00", "17:00")).toEqual({
    days: "du lundi au vendredi",
    times: "9 h à 17 h",
    closedDays: "samedi et dimanche",
    openDaysLabel: "Du lundi au vendredi",
    closedDaysLabel: "Samedi et dimanche",
    line: "Du lundi au vendredi, de 9 h à 17 h",
  });
  expect(inWords("en", "Mo-Fr", "09:00", "17:00")).toEqual({
    days: "Monday to Friday",
    times: "9 a.m. to 5 p.m.",
    closedDays: "Saturday and Sunday",
    openDaysLabel: "Monday to Friday",
    closedDaysLabel: "Saturday and Sunday",
    line: "Monday to Friday, 9 a.m. to 5 p.m.",
  });
});

test("other hours: a day added, minutes, noon and midnight, a range past Sunday, every day", () => {
  expect(inWords("fr", "Mo-Fr,Sa", "08:30", "12:00").line).toBe("Du lundi au vendredi et le samedi, de 8 h 30 à 12 h");
  expect(inWords("en", "Mo-Fr,Sa", "08:30", "12:00").line).toBe("Monday to Friday and Saturday, 8:30 a.m. to 12 p.m.");
  expect(inWords("en", "Sa", "00:00", "13:05").times).toBe("12 a.m. to 1:05 p.m.");
  expect(inWords("fr", "Tu,Th,Sa", "10:00", "16:00").days).toBe("le mardi, le jeudi et le samedi");
  expect(inWords("fr", "Tu,Th,Sa", "10:00", "16:00").closedDays).toBe("lundi, mercredi, vendredi et dimanche");
  expect(inWords("en", "Fr-Mo", "10:00", "16:00").closedDays).toBe("Tuesday, Wednesday and Thursday");
  expect(inWords("en", "Mo-Su", "10:00", "16:00").closedDays).toBe("");
});
