// Staff schedule posts in Québec time; the database keeps UTC. The wall time of a
// <input type="datetime-local"> ("2026-11-24T14:05") is read in America/Toronto,
// daylight saving included, without a date library.

export const QUEBEC_TIME_ZONE = "America/Toronto";

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: QUEBEC_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "2026-11-24T14:05": the Québec wall time of an instant, as a datetime-local input shows it. */
export function toQuebecInput(date: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClock.formatToParts(date).find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** The instant of a Québec wall time ("2026-11-24T14:05"), or null when it is no such time. */
export function fromQuebecInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // Date.UTC rolls over (February 30 becomes March 2): such a date was not a real one.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at that moment, applied twice so a time next to a DST change settles.
  let instant = asUtc;
  for (let round = 0; round < 2; round++) {
    const shown = fromInput(toQuebecInput(new Date(instant)));
    instant += asUtc - shown;
  }
  return new Date(instant);
}

function fromInput(value: string) {
  const [date = "", time = ""] = value.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}
