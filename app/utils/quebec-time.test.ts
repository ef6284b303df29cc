import { expect, test } from "vitest";
import { fromQuebecInput, toQuebecInput } from "./quebec-time";

test("a Québec wall time is stored in UTC, daylight saving time included", () => {
  expect(fromQuebecInput("2026-11-24T14:05")?.toISOString()).toBe("2026-11-24T19:05:00.000Z");
  expect(fromQuebecInput("2026-07-01T09:00")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
  expect(toQuebecInput(new Date("2026-07-01T13:00:00.000Z"))).toBe("2026-07-01T09:00");
  expect(toQuebecInput(new Date("2026-11-24T19:05:00.000Z"))).toBe("2026-11-24T14:05");
});

test("what is no date and time is refused", () => {
  for (const value of ["", "tomorrow", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T25:00", "2026-01-01"]) {
    expect(fromQuebecInput(value)).toBeNull();
  }
});
