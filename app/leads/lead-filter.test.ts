import { expect, test } from "vitest";
import { leadFilterQuery, parseLeadFilter } from "./lead-filter";

test("the filter keeps known values and a trimmed search, and ignores the rest", () => {
  expect(
    parseLeadFilter(new URLSearchParams("type=audit&verification=unverified&status=won&q=%20Zoé%20&page=2")),
  ).toEqual({ type: "audit", verification: "unverified", status: "won", q: "Zoé" });
  expect(parseLeadFilter(new URLSearchParams("type=fax&verification=&status=DROP&q=%20%20"))).toEqual({
    type: undefined,
    verification: undefined,
    status: undefined,
    q: undefined,
  });
  expect(parseLeadFilter(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(200);
});

test("the query string of a filter leaves out empty parts and the first page", () => {
  expect(leadFilterQuery({})).toBe("");
  expect(leadFilterQuery({ type: "chatbot", q: "Café & co" })).toBe("?type=chatbot&q=Caf%C3%A9+%26+co");
  expect(leadFilterQuery({ status: "spam" }, { after: "WzAsIngiXQ" })).toBe("?status=spam&after=WzAsIngiXQ");
  expect(leadFilterQuery({ status: "spam" }, { before: "WzAsIngiXQ" })).toBe("?status=spam&before=WzAsIngiXQ");
  expect(leadFilterQuery({}, { last: true })).toBe("?last=1");
});

test("the campaign tags and the order are read and written back; an unknown order is the default", () => {
  const filter = parseLeadFilter(new URLSearchParams("source=google&medium=cpc&campaign=%20hiver%20&sort=due"));
  expect(filter).toEqual({ source: "google", medium: "cpc", campaign: "hiver", sort: "due" });
  expect(leadFilterQuery(filter, { last: true })).toBe("?source=google&medium=cpc&campaign=hiver&sort=due&last=1");
  expect(parseLeadFilter(new URLSearchParams("sort=newest")).sort).toBeUndefined();
  expect(parseLeadFilter(new URLSearchParams("sort=DROP")).sort).toBeUndefined();
  expect(parseLeadFilter(new URLSearchParams({ campaign: "c".repeat(500) })).campaign).toHaveLength(200);
});

test("the owner filter is mine or unassigned, combined with the others; anything else is any owner", () => {
  const filter = parseLeadFilter(new URLSearchParams("owner=mine&status=new"));
  expect(filter).toEqual({ owner: "mine", status: "new" });
  expect(leadFilterQuery(filter, { last: true })).toBe("?status=new&owner=mine&last=1");
  expect(parseLeadFilter(new URLSearchParams("owner=unassigned")).owner).toBe("unassigned");
  expect(parseLeadFilter(new URLSearchParams("owner=someone-else")).owner).toBeUndefined();
});
