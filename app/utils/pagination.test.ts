import { describe, expect, test } from "vitest";
import { BLOG_PAGE_SIZE, PAGE_WINDOW, pageCount, pageSlots, resolvePage, type PageSlot } from "./pagination";

/** A bar written the way it reads: numbers, and "…" for an ellipsis. */
function bar(slots: PageSlot[]) {
  return slots.map((slot) => (slot.kind === "page" ? String(slot.page) : "…")).join(" ");
}

test("the spec's constants: six posts a page, five page numbers in the window", () => {
  expect(BLOG_PAGE_SIZE).toBe(6);
  expect(PAGE_WINDOW).toBe(5);
});

test("total pages is ceil(count / 6)", () => {
  expect(pageCount(0)).toBe(0);
  expect(pageCount(1)).toBe(1);
  expect(pageCount(6)).toBe(1);
  expect(pageCount(7)).toBe(2);
  expect(pageCount(15)).toBe(3);
  expect(pageCount(60)).toBe(10);
});

describe("page window", () => {
  test("no posts: no page numbers", () => {
    expect(pageSlots(1, 0)).toEqual([]);
  });

  test.each([
    [1, 1, "1"],
    [1, 2, "1 2"],
    [2, 2, "1 2"],
    [3, 5, "1 2 3 4 5"],
    [1, 6, "1 2 3 4 5 6"],
    [6, 6, "1 2 3 4 5 6"],
    [4, 7, "1 2 3 4 5 6 7"],
  ])("few pages show every number (page %i of %i)", (current, total, expected) => {
    expect(bar(pageSlots(current, total))).toBe(expected);
  });

  test("first page: the window starts at 1, an ellipsis before the last page", () => {
    expect(bar(pageSlots(1, 10))).toBe("1 2 3 4 5 … 10");
    expect(bar(pageSlots(2, 10))).toBe("1 2 3 4 5 … 10");
    expect(bar(pageSlots(1, 7))).toBe("1 2 3 4 5 … 7");
  });

  test("middle page: the window is centred, with ellipses on both sides", () => {
    expect(bar(pageSlots(5, 10))).toBe("1 … 3 4 5 6 7 … 10");
    expect(bar(pageSlots(6, 12))).toBe("1 … 4 5 6 7 8 … 12");
  });

  test("last page: the window ends at the last page, an ellipsis after the first", () => {
    expect(bar(pageSlots(10, 10))).toBe("1 … 6 7 8 9 10");
    expect(bar(pageSlots(7, 7))).toBe("1 … 3 4 5 6 7");
  });

  test("an ellipsis only where numbers are skipped", () => {
    expect(bar(pageSlots(4, 10))).toBe("1 2 3 4 5 6 … 10");
    expect(bar(pageSlots(7, 10))).toBe("1 … 5 6 7 8 9 10");
  });

  test("ellipses are told apart, so they can be keyed", () => {
    expect(pageSlots(5, 10).filter((slot) => slot.kind === "ellipsis")).toEqual([
      { kind: "ellipsis", side: "start" },
      { kind: "ellipsis", side: "end" },
    ]);
  });
});

describe("page parameter", () => {
  test("absent: page 1", () => {
    expect(resolvePage(null, 3)).toEqual({ page: 1, ignored: false });
  });

  test("a page in 1..total is shown", () => {
    expect(resolvePage("1", 3)).toEqual({ page: 1, ignored: false });
    expect(resolvePage("3", 3)).toEqual({ page: 3, ignored: false });
  });

  test.each(["0", "4", "999", "-1", "abc", "2.5", "", " 2", "1e1"])("%j is ignored: page 1 shows", (value) => {
    expect(resolvePage(value, 3)).toEqual({ page: 1, ignored: true });
  });

  test("with no posts every page number is out of range", () => {
    expect(resolvePage("1", 0)).toEqual({ page: 1, ignored: true });
  });
});
