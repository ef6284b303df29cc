import { expect, test, vi } from "vitest";
import { trackEvent } from "./analytics";

test("an event is logged to the console with its details", () => {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  trackEvent("book_call", { from: "/thank-you" });
  expect(info).toHaveBeenCalledWith("[analytics]", "book_call", { from: "/thank-you" });
});
