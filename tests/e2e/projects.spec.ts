import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { GITHUB_API as API, rateLimitedAnswer } from "../support/github.ts";
import {
  cards,
  fulfillRepos,
  gate,
  OWNER,
  REPOS_URL,
  repository as githubRepository,
  routeGitHub,
} from "./support/external.ts";
import { site } from "./support/site.ts";
import { axeViolations, axeViolationsInBothThemes } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { buildInfoPath, currentVariant, type BuildInfo } from "./support/variants.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

// These run against builds made without a snapshot (the build's GitHub is a closed port), so
// /projects loads the list in the browser.
const ROOT_ONLY = { tag: "@root-only" };

const ALPHA = githubRepository(1, "alpha", {
  description: "First project",
  homepage: "https://alpha.example.com",
  stargazers_count: 1234,
  forks_count: 5,
  pushed_at: "2025-06-01T00:00:00Z",
});
const BRAVO = githubRepository(2, "bravo", {
  description: null,
  homepage: "",
  pushed_at: "2025-05-01T00:00:00Z",
});
const CHARLIE = githubRepository(3, "charlie", {
  description: "",
  homepage: "example.org",
  stargazers_count: 42,
  forks_count: 3,
  pushed_at: "2025-07-01T00:00:00Z",
});
const THREE = [ALPHA, BRAVO, CHARLIE];

const repositoriesTab = (page: Page) => page.getByRole("tab", { name: "Repositories" });
const liveTab = (page: Page) => page.getByRole("tab", { name: "Live Links" });
const alert = (page: Page) => page.getByRole("alert");

async function expectCard(
  card: Locator,
  expected: {
    name: string;
    description: string;
    stars: string;
    forks: string;
    link: string;
    href: string;
  },
) {
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(expected.name);
  await expect(card.locator("p").first()).toHaveText(expected.description);
  await expect(card.getByTestId("stars")).toHaveText(`Stars: ${expected.stars}`);
  await expect(card.getByTestId("forks")).toHaveText(`Forks: ${expected.forks}`);
  const link = card.getByRole("link");
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(`${expected.link}: ${expected.name} (opens in a new tab)`);
  await expect(link).toHaveAttribute("href", expected.href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

test("the build without GitHub says so in one line and prerenders the loading state", async ({
  request,
}) => {
  const built = JSON.parse(readFileSync(buildInfoPath(currentVariant().name), "utf8")) as BuildInfo;
  // Astro prints the route being rendered on the same line, before it.
  const lines = built.log.match(/Projects snapshot.*/g) ?? [];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^Projects snapshot skipped: could not read http:\/\/127\.0\.0\.1:\d+: fetch failed \(ECONNREFUSED\)\. \/projects will load the list in the browser\.$/,
  );
  const html = await (await request.get("/projects/")).text();
  expect(html).toContain("Loading projects...");
  expect(html).not.toContain('data-testid="repository-card"');
});

test("shows Loading projects... until GitHub answers, then the cards in pushed order", async ({
  page,
}) => {
  const hold = gate();
  const requests = await routeGitHub(page, async (route) => {
    await hold.opened;
    await fulfillRepos(route, THREE);
  });
  await page.goto("/projects/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
  await expect(page.getByRole("status")).toHaveText("Loading projects...");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-busy", "true");
  hold.open();

  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText("Loading projects...")).toHaveCount(0);
  await expectCard(cards(page).nth(0), {
    name: "charlie",
    description: "No description available",
    stars: "42",
    forks: "3",
    link: "View Repository →",
    href: `https://github.com/${OWNER}/charlie`,
  });
  await expectCard(cards(page).nth(1), {
    name: "alpha",
    description: "First project",
    stars: "1.2K",
    forks: "5",
    link: "View Repository →",
    href: `https://github.com/${OWNER}/alpha`,
  });
  await expectCard(cards(page).nth(2), {
    name: "bravo",
    description: "No description available",
    stars: "0",
    forks: "0",
    link: "View Repository →",
    href: `https://github.com/${OWNER}/bravo`,
  });
  expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([
    `GET ${REPOS_URL}`,
  ]);
});

test("Live Links shows only repositories with a homepage, and the tab is in the URL", async ({
  page,
}) => {
  await routeGitHub(page, (route) => fulfillRepos(route, THREE));
  await page.goto("/projects/");
  await expect(cards(page)).toHaveCount(3);
  await expect(repositoriesTab(page)).toHaveAttribute("aria-selected", "true");

  await liveTab(page).click();
  await expect(page).toHaveURL(/\/projects\/\?tab=live$/);
  await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(repositoriesTab(page)).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-live");
  await expect(cards(page)).toHaveCount(2);
  await expectCard(cards(page).nth(0), {
    name: "charlie",
    description: "No description available",
    stars: "42",
    forks: "3",
    link: "Visit Site →",
    href: "https://example.org/",
  });
  await expectCard(cards(page).nth(1), {
    name: "alpha",
    description: "First project",
    stars: "1.2K",
    forks: "5",
    link: "Visit Site →",
    href: "https://alpha.example.com/",
  });

  await repositoriesTab(page).click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(cards(page)).toHaveCount(3);
});

test("loading /projects?tab=live selects Live Links", async ({ page }) => {
  await routeGitHub(page, (route) => fulfillRepos(route, THREE));
  await page.goto("/projects/?tab=live");
  await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByRole("link").first()).toHaveText(/^Visit Site →/);
});

test(
  "the tabs follow the WAI-ARIA pattern: one tab stop, arrows, Home and End",
  ROOT_ONLY,
  async ({ page }) => {
    await routeGitHub(page, (route) => fulfillRepos(route, THREE));
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("tablist")).toHaveAttribute("aria-label", "Projects");
    await expect(repositoriesTab(page)).toHaveAttribute("tabindex", "0");
    await expect(liveTab(page)).toHaveAttribute("tabindex", "-1");
    await expect(repositoriesTab(page)).toHaveAttribute("aria-controls", "projects-panel");

    await repositoriesTab(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(liveTab(page)).toBeFocused();
    await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=live$/);
    await expect(cards(page)).toHaveCount(2);

    await page.keyboard.press("ArrowRight"); // wraps around
    await expect(repositoriesTab(page)).toBeFocused();
    await expect(repositoriesTab(page)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft"); // wraps the other way
    await expect(liveTab(page)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(repositoriesTab(page)).toBeFocused();
    await expect(page).toHaveURL(/\/projects\/$/);
    await page.keyboard.press("End");
    await expect(liveTab(page)).toBeFocused();
    await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");

    // Tab leaves the tab list for the panel's first link.
    await page.keyboard.press("Tab");
    await expect(cards(page).nth(0).getByRole("link")).toBeFocused();
  },
);

test(
  "a non-OK answer shows Error: Failed to fetch projects with a Retry that refetches",
  ROOT_ONLY,
  async ({ page }) => {
    const requests = await routeGitHub(page, (route, index) =>
      index === 0
        ? fulfillRepos(route, { message: "Server Error" }, { status: 500 })
        : fulfillRepos(route, THREE),
    );
    await page.goto("/projects/");
    await expect(alert(page).locator("p").first()).toHaveText("Error: Failed to fetch projects");
    await expect(page.getByTestId("rate-limit")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);

    await alert(page).getByRole("button", { name: "Retry" }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(alert(page)).toHaveCount(0);
    expect(requests.map((request) => request.url())).toEqual([REPOS_URL, REPOS_URL]);
  },
);

test(
  "a network failure shows Error: and the browser's own message",
  ROOT_ONLY,
  async ({ page }) => {
    await routeGitHub(page, (route) => route.abort("internetdisconnected"));
    await page.goto("/projects/");
    await expect(alert(page).locator("p").first()).toHaveText("Error: Failed to fetch");
    await expect(alert(page).getByRole("button", { name: "Retry" })).toBeVisible();
  },
);

test("a body that is not a list is an error with a clear message", ROOT_ONLY, async ({ page }) => {
  await routeGitHub(page, (route) =>
    fulfillRepos(route, { message: "Not Found", documentation_url: "https://docs.github.com" }),
  );
  await page.goto("/projects/");
  await expect(alert(page).locator("p").first()).toHaveText(
    "Error: GitHub sent an unexpected answer instead of a list of repositories",
  );
});

test(
  "all 130 repositories load over two pages following the Link header",
  ROOT_ONLY,
  async ({ page }) => {
    const all = Array.from({ length: 130 }, (_, index) =>
      githubRepository(1000 + index, `repo-${String(index).padStart(3, "0")}`, {
        pushed_at: new Date(Date.UTC(2025, 0, 1) - index * 3_600_000).toISOString(),
      }),
    );
    const page2 = `${API}/user/583231/repos?per_page=100&page=2`;
    const requests = await routeGitHub(page, (route, index) =>
      index === 0
        ? fulfillRepos(route, all.slice(0, 100), {
            headers: { link: `<${page2}>; rel="next", <${page2}>; rel="last"` },
          })
        : fulfillRepos(route, all.slice(100), {
            headers: {
              link: `<${API}/user/583231/repos?per_page=100&page=1>; rel="prev", <${API}/user/583231/repos?per_page=100&page=1>; rel="first"`,
            },
          }),
    );
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(130);
    await expect(cards(page).nth(0).getByRole("heading")).toHaveText("repo-000");
    await expect(cards(page).nth(129).getByRole("heading")).toHaveText("repo-129");
    expect(requests.map((request) => request.url())).toEqual([REPOS_URL, page2]);

    // The cascade: 75 ms apart, never more than 600 ms in all, once the grid is in view (case
    // studies may come first).
    await cards(page).nth(0).scrollIntoViewIfNeeded();
    await expect(cards(page).nth(0)).toHaveClass(/\bis-visible\b/);
    const delays = await cards(page).evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).style.transitionDelay),
    );
    expect(delays.slice(0, 10)).toEqual([
      "0ms",
      "75ms",
      "150ms",
      "225ms",
      "300ms",
      "375ms",
      "450ms",
      "525ms",
      "600ms",
      "600ms",
    ]);
    expect(new Set(delays.slice(8))).toEqual(new Set(["600ms"]));
  },
);

test.describe("rate limit", ROOT_ONLY, () => {
  test.use({ timezoneId: "Asia/Kolkata", locale: "en-US" });

  test("says the hourly limit is used up, when it resets, and links the profile", async ({
    page,
  }) => {
    const reset = Date.UTC(2030, 0, 1, 12, 0, 0) / 1000; // 17:30 in Kolkata
    await routeGitHub(page, (route) => route.fulfill(rateLimitedAnswer(reset)));
    await page.goto("/projects/");
    await expect(alert(page).locator("p").first()).toHaveText("Error: Failed to fetch projects");
    const line = page.getByTestId("rate-limit");
    await expect(line).toHaveText(
      `GitHub's hourly limit for this network is used up. It resets at 05:30 PM. Meanwhile, see the projects on ${site.name}'s GitHub profile (opens in a new tab).`,
    );
    await expect(line.locator("time")).toHaveAttribute("datetime", "2030-01-01T12:00:00.000Z");
    const profile = line.getByRole("link");
    await expect(profile).toHaveAttribute(
      "href",
      site.social.find((link) => link.icon === "github")?.href ?? `https://github.com/${OWNER}`,
    );
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await expect(alert(page).getByRole("button", { name: "Retry" })).toBeVisible();
  });
});

test(
  "a request that hangs is aborted after 10 seconds with a clear error",
  ROOT_ONLY,
  async ({ page }) => {
    await page.clock.install();
    const requests = await routeGitHub(page, () => {
      // Never answers.
    });
    let failed = 0;
    page.on("requestfailed", (request) => {
      if (request.url() === REPOS_URL) failed++;
    });
    // The page's time moves only when the test moves it, so a slow machine cannot bring the ten
    // seconds closer.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/projects/");
    await expect(page.getByRole("status")).toHaveText("Loading projects...");
    await expect
      .poll(async () => {
        if (requests.length === 0) await page.clock.runFor(50);
        return requests.length;
      })
      .toBe(1);
    await page.clock.runFor(8_500);
    await expect(page.getByRole("status")).toHaveText("Loading projects...");
    await page.clock.runFor(1_600);
    await expect(alert(page).locator("p").first()).toHaveText(
      "Error: GitHub did not answer within 10 seconds",
    );
    await expect.poll(() => failed).toBe(1);
  },
);

test(
  "leaving the page while GitHub has not answered goes straight to the next page",
  ROOT_ONLY,
  async ({ page }) => {
    const requests = await routeGitHub(page, () => {
      // Never answers.
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/projects/");
    await expect.poll(() => requests.length).toBe(1);
    await expect(page.getByRole("status")).toHaveText("Loading projects...");
    // A new document replaces the page, and its pending request with it.
    await navigate(page, "About");
    await page.waitForURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
  },
);

test(
  "hostile data is shown as text and unsafe links are never made",
  ROOT_ONLY,
  async ({ page }) => {
    const hostile = [
      githubRepository(11, "xss-description", {
        description: '<img src=x onerror="window.__xss=1">',
        homepage: "javascript:alert(1)",
        pushed_at: "2025-06-01T00:00:00Z",
      }),
      githubRepository(12, "data-homepage", {
        homepage: "data:text/html,<script>alert(1)</script>",
        pushed_at: "2025-05-01T00:00:00Z",
      }),
      githubRepository(13, "evil-repo-link", { html_url: "javascript:alert(1)" }),
      githubRepository(14, "other-host", { html_url: "https://evil.example/octocat/x" }),
      { id: "15", name: "wrong-types", html_url: `https://github.com/${OWNER}/wrong-types` },
      githubRepository(16, "bad-counts", {
        stargazers_count: "many",
        forks_count: -3,
        homepage: "  ",
        pushed_at: "2025-04-01T00:00:00Z",
      }),
    ];
    await routeGitHub(page, (route) => fulfillRepos(route, hostile));
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    await expectCard(cards(page).nth(0), {
      name: "xss-description",
      description: '<img src=x onerror="window.__xss=1">',
      stars: "0",
      forks: "0",
      link: "View Repository →",
      href: `https://github.com/${OWNER}/xss-description`,
    });
    await expectCard(cards(page).nth(2), {
      name: "bad-counts",
      description: "No description available",
      stars: "0",
      forks: "0",
      link: "View Repository →",
      href: `https://github.com/${OWNER}/bad-counts`,
    });
    await expect(cards(page).locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);

    await liveTab(page).click();
    await expect(page.getByText("No projects with a live site yet.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    const hrefs = await page
      .locator("main a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => /^(javascript|data):/i.test(href))).toEqual([]);
  },
);

test.describe("visitor cache", ROOT_ONLY, () => {
  test("a revisit within 10 minutes shows the cards at once and asks GitHub nothing", async ({
    page,
  }) => {
    const requests = await routeGitHub(page, (route) => fulfillRepos(route, THREE));
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    expect(requests).toHaveLength(1);

    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0).getByRole("heading")).toHaveText("charlie");
    await page.goto("/about/");
    await navigate(page, "Projects");
    await page.waitForURL(/\/projects\/$/);
    await expect(cards(page)).toHaveCount(3);
    expect(requests).toHaveLength(1);
  });

  test("an older cache shows at once while the list is refreshed in the background", async ({
    page,
  }) => {
    const hold = gate();
    const requests = await routeGitHub(page, async (route, index) => {
      if (index === 0) return fulfillRepos(route, THREE);
      await hold.opened;
      await fulfillRepos(route, [ALPHA]);
    });
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    await ageCache(page, 11 * 60 * 1000);

    await page.reload();
    await expect.poll(() => requests.length).toBe(2);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByText("Loading projects...")).toHaveCount(0);
    hold.open();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText("alpha");
  });

  test("when the refresh fails the cached cards stay with a note of their age", async ({
    page,
  }) => {
    const requests = await routeGitHub(page, (route, index) =>
      index === 0 ? fulfillRepos(route, THREE) : route.abort("internetdisconnected"),
    );
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    const fetchedAt = await ageCache(page, 60 * 60 * 1000);

    await page.reload();
    await expect(page.getByTestId("stale-note")).toBeVisible();
    await expect(page.getByTestId("stale-note")).toContainText("Showing the list as of");
    await expect(page.getByTestId("stale-note").locator("time")).toHaveAttribute(
      "datetime",
      new Date(fetchedAt).toISOString(),
    );
    await expect(cards(page)).toHaveCount(3);
    await expect(alert(page)).toHaveCount(0);
    expect(requests).toHaveLength(2);
  });
});

/** Makes the stored list look `ms` older; returns its new fetch time. */
async function ageCache(page: Page, ms: number): Promise<number> {
  return page.evaluate((age) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("projects:"));
    if (!key) throw new Error("nothing cached");
    const entry = JSON.parse(localStorage.getItem(key) ?? "{}") as { fetchedAt: number };
    entry.fetchedAt = Date.now() - age;
    localStorage.setItem(key, JSON.stringify(entry));
    return entry.fetchedAt;
  }, ms);
}

/** Follows a link in the site's header, opening the phone menu first when there is one. */
async function navigate(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("banner")
    .getByRole("link", { name, exact: true })
    .filter({ visible: true })
    .click();
}

test("following the nav link to /projects works from the static host", async ({ page }) => {
  await routeGitHub(page, (route) => fulfillRepos(route, THREE));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/about/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
  await navigate(page, "Projects");
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
  await expect(cards(page)).toHaveCount(3);
  await liveTab(page).click();
  await expect(cards(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test.describe("motion", ROOT_ONLY, () => {
  test("cards fade in once the grid is in view", async ({ page }) => {
    await routeGitHub(page, (route) => fulfillRepos(route, THREE));
    await page.goto("/projects/");
    const first = cards(page).nth(0);
    // The grid may start below the first screen (case studies come first).
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveClass(/\bis-visible\b/);
    await expect(first).toHaveCSS("transition-duration", "0.5s, 0.5s");
    await expect(first).toHaveCSS("opacity", "1");
  });

  test("under prefers-reduced-motion the cards show without any transition", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await routeGitHub(page, (route) => fulfillRepos(route, THREE));
    await page.goto("/projects/");
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) {
      await expect(card).toHaveCSS("opacity", "1");
      await expect(card).toHaveCSS("transform", "none");
      await expect(card).toHaveCSS("transition-duration", "0s");
    }
  });
});

test.describe("accessibility", ROOT_ONLY, () => {
  test("no violations in Live Links and the error state, in both themes", async ({ page }) => {
    test.slow(); // four full axe runs; the Repositories tab is a11y.spec.ts's
    await page.emulateMedia({ reducedMotion: "reduce" });
    await routeGitHub(page, (route, index) =>
      index === 0
        ? fulfillRepos(route, THREE)
        : fulfillRepos(route, { message: "boom" }, { status: 500 }),
    );
    await page.goto("/projects/");
    await liveTab(page).click();
    await expect(cards(page)).toHaveCount(2);
    expect(await axeViolationsInBothThemes(page)).toEqual([]);

    // The error state: a fresh visit whose only request fails.
    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/projects/");
    await expect(alert(page)).toBeVisible();
    expect(await axeViolationsInBothThemes(page)).toEqual([]);
  });

  test("the rate-limit error has no violations in the dark theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await routeGitHub(page, (route) =>
      fulfillRepos(
        route,
        { message: "API rate limit exceeded" },
        {
          status: 429,
          headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" },
        },
      ),
    );
    await page.goto("/projects/");
    await expect(page.getByTestId("rate-limit")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
