import { test } from "@playwright/test";
import { privacyRequestWalk } from "./privacy-walk";

// A person's data without JavaScript: every step is a native form post.
test("staff without script: search an address, download its data, erase it after confirming, find nothing after", async ({
  page,
  context,
}) => {
  await privacyRequestWalk(page, context);
});
