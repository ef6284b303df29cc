import { expect, test, vi } from "vitest";
import { createDevelopmentClient } from "./bot-protection";

test("the development provider is ready, issues a token per action and says so in the log", async () => {
  const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
  const client = createDevelopmentClient();
  expect(client.isReady()).toBe(true);
  const first = await client.execute("contactForm");
  const second = await client.execute("contactForm");
  expect(first).toMatch(/^development\.contactForm\./);
  expect(second).not.toBe(first);
  expect(debug).toHaveBeenCalledWith("[bot-protection] development token for contactForm");
});
