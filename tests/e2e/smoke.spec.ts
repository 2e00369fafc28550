import { REPOS_URL } from "./support/external.ts";
import { expect, test } from "./support/offline.ts";
import { collectErrors, site } from "./support/site.ts";

test("the home page links to the projects, which load from GitHub", async ({ page, external }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
  await page.getByRole("link", { name: "View Projects" }).click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  await expect(page.getByRole("link", { name: /View Repository/ }).first()).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
  expect(external.map((request) => request.url())).toEqual([REPOS_URL]);
  expect(errors).toEqual([]);
});
