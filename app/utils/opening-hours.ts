import { translate, type Texts } from "~/utils/translate";

// The opening hours in words, made from the settings' schema.org notation ("Mo-Fr",
// "09:00"), so that the hours staff set in /admin/settings are the ones every page says
// (docs/decisions/051). The words and their order are the locale files' (common.json,
// "openingHours"); only the arithmetic is here. The server writes them once per settings
// read, in both languages (siteFactsOf): the browser gets the words, not this code.

const week = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
type Day = (typeof week)[number];

export type OpeningHoursText = {
  /** The open days, with their prepositions: "du lundi au vendredi", "Monday to Friday". */
  days: string;
  /** The hours: "9 h à 17 h", "9 a.m. to 5 p.m.". */
  times: string;
  /** The days the office is closed, named: "samedi et dimanche"; empty when it opens every day. */
  closedDays: string;
  /** The two lists of days as labels: "Du lundi au vendredi", "Samedi et dimanche". */
  openDaysLabel: string;
  closedDaysLabel: string;
  /** Days and hours in one line, as the footer writes them. */
  line: string;
};

const dayIndex = (day: string) => week.indexOf(day as Day);

/** "Mo-Fr,Sa" -> [["Mo", "Fr"], ["Sa"]]: the ranges as staff wrote them. */
function rangesOf(days: string): Day[][] {
  return days
    .split(",")
    .map((range) => range.split("-").filter((day): day is Day => dayIndex(day) >= 0))
    .filter((range) => range.length > 0);
}

/** Every day a range covers, in the week's order (a range may wrap past Sunday: "Fr-Mo"). */
function daysIn([from, to = from]: Day[]): Day[] {
  const covered: Day[] = [];
  for (let index = dayIndex(from!); ; index = (index + 1) % week.length) {
    covered.push(week[index]!);
    if (week[index] === to || covered.length === week.length) return covered;
  }
}

const capitalized = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The settings' hours: schema.org's days ("Mo-Fr") and the times ("09:00"). */
export type OpeningHours = { days: string; opens: string; closes: string };

/** `common`: the language's common.json texts (English over French). */
export function openingHoursText(hours: OpeningHours, common: Texts, language: string): OpeningHoursText {
  const text = (key: string, options?: Record<string, unknown>) => String(translate(common, language, key, options));
  const dayName = (day: Day) => text(`openingHours.days.${day}`);
  const listed = (items: string[]) =>
    items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${text("openingHours.and")}${items.at(-1)}`;
  const time = (clock: string) => {
    const [hour = 0, minutes = 0] = clock.split(":").map(Number);
    const twelveHours = text("openingHours.hourCycle") === "h12";
    const shownHour = twelveHours ? ((hour + 11) % 12) + 1 : hour;
    const period = text(hour < 12 ? "openingHours.morning" : "openingHours.afternoon");
    const values = { hour: shownHour, minutes: String(minutes).padStart(2, "0"), period };
    return text(minutes === 0 ? "openingHours.time" : "openingHours.timeWithMinutes", values);
  };

  const ranges = rangesOf(hours.days);
  const days = listed(
    ranges.map(([from, to]) =>
      to && to !== from
        ? text("openingHours.dayRange", { from: dayName(from!), to: dayName(to) })
        : text("openingHours.oneDay", { day: dayName(from!) }),
    ),
  );
  const open = new Set(ranges.flatMap(daysIn));
  const closedDays = listed(week.filter((day) => !open.has(day)).map(dayName));
  const times = text("openingHours.times", { opens: time(hours.opens), closes: time(hours.closes) });
  return {
    days,
    times,
    closedDays,
    openDaysLabel: capitalized(days, language),
    closedDaysLabel: capitalized(closedDays, language),
    line: capitalized(text("openingHours.line", { days, times }), language),
  };
}
