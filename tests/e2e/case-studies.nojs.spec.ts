import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { locale } from "./locales";

// Without JavaScript, a video-testimonial button posts its notice and the toast comes back.
test("a video-testimonial button brings the work-in-progress toast back through a redirect", async ({ page }) => {
  const copy = locale("en", "case-studies");
  const common = locale("en", "common");
  await page.goto("/en/case-studies");
  const company = copy.cases.clinic.company as string;
  await page.getByRole("button", { name: copy.labels.videoLabel.replace("{{company}}", company) }).click();
  await expect(page).toHaveURL(`${baseURL}/en/case-studies`);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(common.toast.wip.title);
  await expect(toast).toContainText(common.toast.wip.description);
});
