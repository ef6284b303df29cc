import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";
import { locale } from "./locales";

// About: mission and vision, and a team of three placeholder members.
const memberIds = ["strategist", "search", "design"] as const;

for (const language of languages) {
  const copy = locale(language, "about");
  const path = localizePath("/a-propos", language);

  test(`about (${language}) shows the mission, the vision, the values, the team and a call to action`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);

    const purpose = page.getByRole("region", { name: copy.purpose.title });
    const blocks = purpose.getByTestId("purpose");
    await expect(blocks).toHaveCount(2);
    for (const [index, id] of (["mission", "vision"] as const).entries()) {
      await expect(blocks.nth(index).getByRole("heading", { level: 3 })).toHaveText(copy.purpose[id].title);
      await expect(blocks.nth(index).getByText(copy.purpose[id].text)).toBeVisible();
    }

    const values = page.getByRole("region", { name: copy.values.title }).getByTestId("value");
    await expect(values).toHaveCount(3);
    for (const [index, id] of (["transparency", "deadlines", "results"] as const).entries()) {
      await expect(values.nth(index).getByRole("heading", { level: 3 })).toHaveText(copy.values.items[id].title);
      await expect(values.nth(index).getByText(copy.values.items[id].text)).toBeVisible();
    }

    const team = page.getByRole("region", { name: copy.team.title });
    const members = team.getByTestId("team-member");
    await expect(members).toHaveCount(memberIds.length);
    for (const [index, id] of memberIds.entries()) {
      const member = copy.team.members[id];
      const card = members.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card.getByText(member.role)).toBeVisible();
      await expect(card.getByText(member.bio)).toBeVisible();
      // A placeholder avatar: the member's initials, no photo.
      const initials = (member.name as string)
        .split(" ")
        .map((word) => word[0])
        .join("");
      await expect(card.getByTestId("avatar")).toHaveText(initials);
      await expect(card.locator("img")).toHaveCount(0);
    }

    const cta = page.getByRole("region", { name: copy.cta.title });
    await expect(cta.getByText(copy.cta.text)).toBeVisible();
    await expect(cta.getByRole("link", { name: copy.cta.button })).toHaveAttribute(
      "href",
      localizePath("/contact", language),
    );
  });
}
