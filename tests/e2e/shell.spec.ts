import type { Page } from "@playwright/test";
import { REPOS_URL } from "./support/external.ts";
import { expect, test } from "./support/offline.ts";
import {
  FOOTER_LINKS,
  NAV_LINKS,
  NOT_FOUND,
  ROUTES,
  alphaOf,
  collectErrors,
  isPhone,
  mainNavigation,
  site,
} from "./support/site.ts";
import { sitePath } from "./support/test.ts";

declare global {
  interface Window {
    __marker?: string;
  }
}

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} loads with its own title, description and landmarks`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length).toBeGreaterThan(20);
      if (route.path === "/") expect(description).toBe(site.tagline);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: "Main" }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("an unknown path answers 404 with the not-found page and a way home", async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(NOT_FOUND.path);
    // The browser logs the document's own 404 status; that one is the point of this test.
    errors.splice(0, errors.length, ...errors.filter((error) => !/status of 404/.test(error)));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(NOT_FOUND.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND.heading);
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(sitePath("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
    expect(errors).toEqual([]);
  });
});

test.describe("navigation between pages", () => {
  test("each nav link loads its prerendered page, which marks its own link as current", async ({
    page,
  }, testInfo) => {
    // One full page load per nav link: the time of several tests.
    test.slow();
    const phone = isPhone(testInfo.project.name);
    await page.goto("/");
    await expect(page.getByRole("banner").locator('a[aria-current="page"]')).toHaveText([
      "Home",
      "Home",
    ]);

    for (const { label, path } of [...NAV_LINKS.slice(1), NAV_LINKS[0]]) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      // A full-document navigation starts a fresh window: the marker does not survive it.
      await page.evaluate(() => (window.__marker = "previous document"));
      const nav = await mainNavigation(page, phone);
      await nav.getByRole("link", { name: label, exact: true }).filter({ visible: true }).click();
      // Loaded, as a visitor's next tap comes after the page has loaded.
      await page.waitForURL(sitePath(path));
      await expect(page).toHaveTitle(route?.title ?? "");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route?.heading ?? "");
      expect(await page.evaluate(() => window.__marker)).toBeUndefined();
      // The link to the current page says so to assistive technology, in the bar's list and in
      // the phone menu's list alike (one of the two is always hidden).
      await expect(page.getByRole("banner").locator('a[aria-current="page"]')).toHaveText([
        label,
        label,
      ]);
      await expect(page.getByRole("banner").locator("a[aria-current]")).toHaveCount(2);
    }
  });

  test("the owner's name in the bar links home", async ({ page }) => {
    await page.goto("/about/");
    const home = page.getByRole("banner").getByRole("link", { name: site.name, exact: true });
    await expect(home).toHaveAttribute("href", sitePath("/"));
    await home.click();
    await expect(page).toHaveURL(sitePath("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
  });

  test("the projects page asks GitHub for exactly the owner's repositories", async ({
    page,
    external,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Projects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
    await expect(page.getByRole("link", { name: /View Repository/ }).first()).toBeVisible();
    expect(external.map((request) => `${request.method()} ${request.url()}`)).toEqual([
      `GET ${REPOS_URL}`,
    ]);
  });
});

test.describe("home", () => {
  test("greeting, tagline, profile links and calls to action", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
    await expect(main.getByText(site.tagline, { exact: true })).toBeVisible();

    for (const social of site.social) {
      const link = main.getByRole("link", { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toBeVisible();
    }
    const mail = main.getByRole("link", { name: `E-mail ${site.name}` });
    await expect(mail).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(mail).toBeVisible();
    // The spec names these three: the code-hosting profile, the professional network, e-mail.
    expect(site.social.map((link) => link.icon)).toEqual(
      expect.arrayContaining(["github", "linkedin"]),
    );

    const projects = main.getByRole("link", { name: "View Projects" });
    await expect(projects).toHaveAttribute("href", sitePath("/projects/"));
  });

  test("Download CV links to a real PDF", async ({ page, request }) => {
    await page.goto("/");
    const cv = page.getByRole("main").getByRole("link", { name: "Download CV" });
    await expect(cv).toBeVisible();
    await expect(cv).toHaveAttribute("download", site.cv.downloadName);
    const href = await cv.getAttribute("href");
    expect(href).toMatch(/\.pdf$/);
    // The href is already the served path (base path included): resolve it against the page.
    const response = await request.get(new URL(href ?? "", page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(body.length).toBeGreaterThan(500);
  });
});

test.describe("about", () => {
  test("intro, experience and education", async ({ page }) => {
    await page.goto("/about/");
    const main = page.getByRole("main");
    await expect(main.getByText(site.intro, { exact: true })).toBeVisible();

    const experience = main.getByRole("region", { name: "Experience" });
    await expect(experience.getByRole("heading", { level: 2 })).toHaveText("Experience");
    // The spec's entry first, the newest; each heading names the place after the title.
    const job = experience.locator("[data-timeline] > li").first();
    await expect(job.getByRole("heading", { level: 3 })).toHaveText(/^Associate Engineer, /);
    await expect(job).toContainText(site.experience[0]?.company ?? "missing company");
    await expect(job).toContainText("2024 - Present");

    const education = main.getByRole("region", { name: "Education" });
    const school = education.getByRole("listitem");
    await expect(school).toHaveCount(1);
    await expect(school.getByRole("heading", { level: 3 })).toHaveText(
      /^Bachelor of Engineering, /,
    );
    await expect(school).toContainText(site.education[0]?.institution ?? "missing institution");
    await expect(school).toContainText("2020 - 2024");
  });
});

test.describe("privacy policy and terms of service", () => {
  for (const path of ["/privacy-policy/", "/terms-of-service/"]) {
    test(`${path} names the owner and how to reach them`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main).toContainText(site.name);
      await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      if (path === "/privacy-policy/" && site.location) {
        await expect(main).toContainText(site.location);
      }
    });
  }
});

test.describe("footer", () => {
  test("social icons, copyright line and working links", async ({ page }) => {
    await page.goto("/about/");
    const footer = page.getByRole("contentinfo");
    for (const social of site.social) {
      await expect(
        footer.getByRole("link", { name: `${social.label} (opens in a new tab)` }),
      ).toHaveAttribute("href", social.href);
    }
    await expect(footer.getByRole("link", { name: `E-mail ${site.name}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();

    // The icons come from the cached sprite file, each drawn in the link's colour.
    const icons = () =>
      footer.getByRole("link").evaluateAll((links) =>
        links.flatMap((link) => {
          const use = link.querySelector("svg > use");
          if (!use || !(use instanceof SVGGraphicsElement)) return [];
          const box = use.getBBox();
          return [{ href: use.getAttribute("href") ?? "", drawn: box.width > 0 && box.height > 0 }];
        }),
      );
    await expect.poll(async () => (await icons()).every((icon) => icon.drawn)).toBe(true);
    expect((await icons()).map((icon) => icon.href)).toEqual(
      [...site.social.map((social) => social.icon), "email"].map(
        (icon) => `${sitePath("/social-icons.svg")}#social-icon-${icon}`,
      ),
    );

    for (const { label, path } of FOOTER_LINKS) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(sitePath(path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route?.heading ?? "");
    }
  });
});

test("a page built in an earlier year shows the visitor's current year", async ({ page }) => {
  const errors = collectErrors(page);
  const later = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${later}-06-15T12:00:00Z`));
  await page.goto("/about/");
  await expect(page.getByRole("contentinfo").getByText(`© ${later} ${site.name}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("navigation bar", () => {
  const bar = (page: Page) => page.getByRole("banner");
  /** The bar's visible panel, which floats inside the fixed banner. */
  const panel = (page: Page) => bar(page).locator("[data-navbar-panel]");
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  };
  const backgroundAlpha = (page: Page) =>
    panel(page)
      .evaluate((element) => getComputedStyle(element).backgroundColor)
      .then(alphaOf);

  test("stays fixed at the top and turns more translucent past 50 px", async ({ page }) => {
    await page.goto("/privacy-policy/");
    await expect(bar(page)).toHaveAttribute("data-scrolled", "false");
    const solid = await backgroundAlpha(page);
    expect(solid).toBeGreaterThan(0.8);

    await scrollTo(page, 600);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "true");
    expect(await bar(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    await expect.poll(() => backgroundAlpha(page)).toBeLessThan(solid);

    // 50 px is the threshold itself: only scrolling past it counts.
    await scrollTo(page, 51);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "true");
    await scrollTo(page, 50);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => backgroundAlpha(page)).toBe(solid);

    await scrollTo(page, 300);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "true");
    await scrollTo(page, 0);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => backgroundAlpha(page)).toBe(solid);
  });

  test("a page opened already scrolled shows the translucent bar", async ({ page }) => {
    await page.goto("/privacy-policy/");
    await scrollTo(page, 400);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(bar(page)).toHaveAttribute("data-scrolled", "true");
  });

  test("desktop: the links are in the bar and there is no menu button", async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), "the links collapse into a menu on small screens");
    await page.goto("/");
    const nav = bar(page).getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "About", "Projects", "Contact"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(bar(page).getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(bar(page).getByRole("switch", { name: "Dark mode" })).toBeVisible();
  });

  test.describe("phone menu", { tag: "@phone" }, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo.project.name), "the menu exists only on small screens");
      await page.goto("/");
    });

    const menuParts = async (page: Page) => {
      const button = bar(page).getByRole("button", { name: "Menu" });
      const id = await button.getAttribute("aria-controls");
      expect(id).toBeTruthy();
      return { button, menu: page.locator(`[id="${id}"]`) };
    };

    test("the links collapse behind a button that opens and closes", async ({ page }) => {
      const { button, menu } = await menuParts(page);
      await expect(button).toBeVisible();
      await expect(bar(page).getByRole("switch", { name: "Dark mode" })).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
      await expect(bar(page).getByRole("link", { name: "About", exact: true })).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      for (const label of ["Home", "About", "Projects", "Contact"]) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
      }

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
    });
  });
});
