import { test } from "@playwright/test";
import { privacyRequestWalk } from "./privacy-walk";

// A person's data with JavaScript: the same walk as admin-privacy.nojs.spec.ts, enhanced.
test("staff: search an address, download its data, erase it after confirming, find nothing after", async ({
  page,
  context,
}) => {
  await privacyRequestWalk(page, context);
});
