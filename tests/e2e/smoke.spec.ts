import { GITHUB_REPOS_URL, collectErrors, expect, site, test } from "./shell-support";

test("the home page hydrates and links to the projects", async ({ page, external }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
  await page.getByRole("link", { name: "View Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
  expect(external.map((request) => request.url())).toEqual([GITHUB_REPOS_URL]);
  expect(errors).toEqual([]);
});
