import ar from "../../src/i18n/ar.json" with { type: "json" };
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { cards, fulfillRepos, gate, repository, routeGitHub } from "./support/external.ts";
import { mainNavigation, ROUTES, isPhone, site } from "./support/site.ts";
import { BASE_PATH, expect, test } from "./support/test.ts";

/**
 * A site in two languages (SITE_LANGUAGES=en,ar): English at the site's own addresses, Arabic,
 * written right to left, under /ar/. At a phone's width, only the tests tagged @phone.
 */
const [, other = "ar"] = site.languages;
const publicUrl = (path: string) =>
  `${new URL(site.siteUrl).origin}${BASE_PATH.replace(/\/$/, "")}${path}`;

test("every page is also built in the other language, which sets its language and direction", async ({
  page,
}) => {
  for (const { path } of ROUTES) {
    const response = await page.goto(`/${other}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: ar["nav.main"] })).toBeAttached();
  }
  await page.goto("/about/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).not.toHaveAttribute("dir");
});

test("the bar's links stay in the page's language @phone", async ({ page }, { project }) => {
  await page.goto(`/${other}/`);
  const open = () => mainNavigation(page, isPhone(project.name), ar["nav.menu"]);
  await (await open()).getByRole("link", { name: ar["nav.about"], exact: true }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${other}/about/`);
  const about = (await open()).getByRole("link", { name: ar["nav.about"], exact: true });
  await expect(about).toHaveAttribute("aria-current", "page");
});

test.describe("with no JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switcher leads to the same page in each other language, named in it", async ({
    page,
  }) => {
    await page.goto("/about/");
    const arabic = page.getByRole("banner").getByRole("link", { name: ar.language });
    await expect(arabic).toHaveAttribute("lang", other);
    await expect(arabic).toHaveAttribute("hreflang", other);
    await arabic.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${BASE_PATH}${other}/about/`);

    const english = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en");
    await english.click();
    await expect(page).toHaveURL(`${BASE_PATH}about/`);
  });
});

test("the phone menu offers the other language @phone", async ({ page }, { project }) => {
  test.skip(!isPhone(project.name), "the bar shows it on wider screens");
  await page.goto("/projects/");
  const nav = await mainNavigation(page, true);
  await nav.getByRole("link", { name: ar.language }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${other}/projects/`);
});

test("each page names its versions in every language, in its head and in the sitemap", async ({
  request,
}) => {
  for (const path of ["/about/", `/${other}/about/`]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(links.map(([, lang, href]) => [lang, href])).toEqual([
      ["en", publicUrl("/about/")],
      [other, publicUrl(`/${other}/about/`)],
      ["x-default", publicUrl("/about/")],
    ]);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl(path)}">`);
  }
  const arabic = await (await request.get(`/${other}/about/`)).text();
  expect(arabic).toContain(`<meta property="og:locale" content="${ar.locale}">`);
  expect(arabic).toContain('<meta property="og:locale:alternate" content="en_US">');

  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain(`<loc>${publicUrl(`/${other}/about/`)}</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl("/about/")}"/>`,
  );
});

test("the right-to-left home page has no accessibility violation in either theme", async ({
  page,
}) => {
  await page.goto(`/${other}/`);
  expect(await axeViolationsInBothThemes(page)).toEqual([]);
});

test("the Projects page speaks the page's language, and its island works in it", async ({
  page,
}) => {
  const hold = gate();
  await routeGitHub(page, async (route) => {
    await hold.opened;
    await fulfillRepos(route, [repository(1, "alpha", { homepage: "https://alpha.example.com" })]);
  });
  await page.goto(`/${other}/projects/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["projects.heading"]);
  await expect(page.getByRole("status")).toHaveText(ar.repositories.loading);
  hold.open();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("link").first()).toHaveText(
    `${ar.repositories.view}: alpha ${ar.repositories.newTab}`,
  );
  const tabs = page.getByRole("tablist", { name: ar.repositories.label });
  await tabs.getByRole("tab", { name: ar.repositories.live }).click();
  await expect(tabs.getByRole("tab", { name: ar.repositories.live })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page).toHaveURL(/[?&]tab=live/);
});

test("the contact form labels its fields and says what is wrong in the page's language", async ({
  page,
}) => {
  await page.goto(`/${other}/contact/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["contact.heading"]);
  const words = ar.contactForm;
  await page.getByLabel(words.name, { exact: true }).fill("   ");
  await page.getByLabel(words.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(words.message, { exact: true }).fill("Hello");
  await page.getByRole("button", { name: words.send }).click();
  await expect(page.getByText(words.nameError)).toBeVisible();
  await expect(page.getByLabel(words.name, { exact: true })).toBeFocused();
});
