import { expect, test } from "@playwright/test";

test("the home page hydrates and links to the projects", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Alex Morgan");
  await page.getByRole("link", { name: "View Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  expect(errors).toEqual([]);
});
