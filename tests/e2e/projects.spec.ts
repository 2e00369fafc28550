import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { GITHUB_API as API, rateLimitedAnswer } from "../support/github.ts";
import {
  answerGitHub,
  cards,
  fulfillRepos,
  gate,
  OWNER,
  REPOS_URL,
  repository as githubRepository,
  routeGitHub,
} from "./support/external.ts";
import { collectErrors, site } from "./support/site.ts";
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { buildInfoPath, currentVariant, type BuildInfo } from "./support/variants.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves. The
// rate limit's reset is shown in the visitor's own time zone, here one with a half hour.
// These run against a build made without a snapshot (the build's GitHub is a closed port), so
// /projects loads the list in the browser.
test.use({ reducedMotion: "no-preference", timezoneId: "Asia/Kolkata", locale: "en-US" });

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

test("shows Loading projects... until GitHub answers, then the cards, most starred first", async ({
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
  for (const [index, [name, description, stars, forks, site, updated]] of (
    [
      ["alpha", "First project", "1.2K", "5", "https://alpha.example.com/", "Jun 2025"],
      ["charlie", "No description available", "42", "3", "https://example.org/", "Jul 2025"],
      ["bravo", "No description available", "0", "0", null, "May 2025"],
    ] as const
  ).entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(card.locator("p").first()).toHaveText(description);
    await expect(card.getByTestId("stars")).toHaveText(`Stars: ${stars}`);
    await expect(card.getByTestId("forks")).toHaveText(`Forks: ${forks}`);
    await expect(card.locator("time")).toHaveText(`Updated ${updated}`);
    const link = card.getByRole("link", { name: /^View Repository/ });
    await expect(link).toHaveText(`View Repository →: ${name} (opens in a new tab)`);
    await expect(link).toHaveAttribute("href", `https://github.com/${OWNER}/${name}`);
    // A homepage adds an icon link to it; a homepage without a scheme is https.
    const icon = card.getByRole("link", { name: /^Visit Site →/ });
    await expect(card.getByRole("link")).toHaveCount(site ? 2 : 1);
    if (site) await expect(icon).toHaveText(`Visit Site →: ${name} (opens in a new tab)`);
    if (site) await expect(icon).toHaveAttribute("href", site);
    for (const each of site ? [link, icon] : [link]) {
      await expect(each).toHaveAttribute("target", "_blank");
      await expect(each).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
  expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([
    `GET ${REPOS_URL}`,
  ]);
});

test("the tabs: Live Links from the address, by click, and by the WAI-ARIA keys", async ({
  page,
}) => {
  await answerGitHub(page, THREE);
  await page.goto("/projects/?tab=live");
  const entries = await page.evaluate(() => history.length);
  await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-live");
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0).getByRole("link")).toHaveText(
    "Visit Site →: alpha (opens in a new tab)",
  );
  await expect(cards(page).nth(0).getByRole("link")).toHaveAttribute(
    "href",
    "https://alpha.example.com/",
  );
  await expect(cards(page).nth(1).getByRole("link")).toHaveAttribute(
    "href",
    "https://example.org/",
  );

  await test.step("a click switches the tab and the address", async () => {
    await repositoriesTab(page).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(repositoriesTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(liveTab(page)).toHaveAttribute("aria-selected", "false");
    await expect(cards(page)).toHaveCount(3);
  });

  await test.step("one tab stop, arrows that wrap around, Home and End", async () => {
    await expect(page.getByRole("tablist")).toHaveAttribute("aria-label", "Projects");
    await expect(repositoriesTab(page)).toHaveAttribute("tabindex", "0");
    await expect(liveTab(page)).toHaveAttribute("tabindex", "-1");
    await expect(repositoriesTab(page)).toHaveAttribute("aria-controls", "projects-panel");
    await page.keyboard.press("ArrowRight");
    await expect(liveTab(page)).toBeFocused();
    await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=live$/);
    await expect(cards(page)).toHaveCount(2);
    await page.keyboard.press("ArrowRight");
    await expect(repositoriesTab(page)).toBeFocused();
    await expect(repositoriesTab(page)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
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
  });
  // Switching tabs changes the address without making a page of its own in the history.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test("a failed load shows Error: with its reason and a Retry that asks again", async ({ page }) => {
  const requests = await routeGitHub(page, (route, index) =>
    [
      () => route.abort("internetdisconnected"),
      () => fulfillRepos(route, { message: "Server Error" }, { status: 500 }),
      () => fulfillRepos(route, THREE),
    ][index]?.(),
  );
  await page.goto("/projects/");
  // A network failure: the browser's own message.
  await expect(alert(page).locator("p").first()).toHaveText("Error: Failed to fetch");
  await alert(page).getByRole("button", { name: "Retry" }).click();

  await expect(alert(page).locator("p").first()).toHaveText("Error: Failed to fetch projects");
  await expect(page.getByTestId("rate-limit")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await alert(page).getByRole("button", { name: "Retry" }).click();

  await expect(cards(page)).toHaveCount(3);
  await expect(alert(page)).toHaveCount(0);
  expect(requests.map((request) => request.url())).toEqual([REPOS_URL, REPOS_URL, REPOS_URL]);
});

test("a request that hangs is aborted after 10 seconds with a clear error", async ({ page }) => {
  await page.clock.install();
  // Never answers.
  const requests = await routeGitHub(page, () => undefined);
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
});

test("all 130 repositories load over two pages, and the cards fade in one after another", async ({
  page,
}) => {
  const all = Array.from({ length: 130 }, (_, index) =>
    githubRepository(1000 + index, `repo-${String(index).padStart(3, "0")}`, {
      pushed_at: new Date(Date.UTC(2025, 0, 1) - index * 3_600_000).toISOString(),
    }),
  );
  const pageUrl = (n: number) => `${API}/user/583231/repos?per_page=100&page=${n}`;
  const requests = await routeGitHub(page, (route, index) =>
    index === 0
      ? fulfillRepos(route, all.slice(0, 100), {
          headers: { link: `<${pageUrl(2)}>; rel="next", <${pageUrl(2)}>; rel="last"` },
        })
      : fulfillRepos(route, all.slice(100), {
          headers: { link: `<${pageUrl(1)}>; rel="prev", <${pageUrl(1)}>; rel="first"` },
        }),
  );
  await page.goto("/projects/");
  await expect(cards(page)).toHaveCount(130);
  await expect(cards(page).nth(0).getByRole("heading")).toHaveText("repo-000");
  await expect(cards(page).nth(129).getByRole("heading")).toHaveText("repo-129");
  expect(requests.map((request) => request.url())).toEqual([REPOS_URL, pageUrl(2)]);

  // Once the grid is in view (case studies may come first): 75 ms apart, never more than 600 ms.
  const first = cards(page).nth(0);
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveClass(/\bis-visible\b/);
  await expect(first).toHaveCSS("transition-duration", "0.5s, 0.5s");
  await expect(first).toHaveCSS("opacity", "1");
  const delays = await cards(page).evaluateAll((items) =>
    items.map((item) => (item as HTMLElement).style.transitionDelay),
  );
  expect(delays.slice(0, 9)).toEqual(
    ["0", "75", "150", "225", "300", "375", "450", "525", "600"].map((ms) => `${ms}ms`),
  );
  expect(new Set(delays.slice(8))).toEqual(new Set(["600ms"]));
});

test("the visitor's cache: fresh for 10 minutes, then shown while refreshed, kept when that fails", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const hold = gate();
  const requests = await routeGitHub(page, async (route, index) => {
    if (index === 0) return fulfillRepos(route, THREE);
    if (index === 1) {
      await hold.opened;
      return fulfillRepos(route, [ALPHA]);
    }
    return route.abort("internetdisconnected");
  });
  await page.goto("/projects/");
  await expect(cards(page)).toHaveCount(3);

  await test.step("a revisit within 10 minutes shows the cards at once and asks nothing", async () => {
    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0).getByRole("heading")).toHaveText("alpha");
    await page.goto("/about/");
    await navigate(page, "Projects");
    await page.waitForURL(/\/projects\/$/);
    await expect(cards(page)).toHaveCount(3);
    expect(requests).toHaveLength(1);
    expect(errors, "showing the cache at once causes no hydration mismatch").toEqual([]);
  });

  await test.step("an older cache shows at once while the list is refreshed", async () => {
    await ageCache(page, 11 * 60 * 1000);
    await page.reload();
    await expect.poll(() => requests.length).toBe(2);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByText("Loading projects...")).toHaveCount(0);
    hold.open();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText("alpha");
  });

  await test.step("when the refresh fails the cards stay with a note of their age", async () => {
    const fetchedAt = await ageCache(page, 60 * 60 * 1000);
    await page.reload();
    const note = page.getByTestId("stale-note");
    await expect(note).toContainText("Showing the list as of");
    await expect(note.locator("time")).toHaveAttribute(
      "datetime",
      new Date(fetchedAt).toISOString(),
    );
    await expect(cards(page)).toHaveCount(1);
    await expect(alert(page)).toHaveCount(0);
    expect(requests).toHaveLength(3);
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

/** Follows a link in the site's header (this spec runs at a desktop's width only). */
const navigate = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true }).click();

test("leaving while GitHub has not answered goes straight to the next page, and the nav link comes back", async ({
  page,
}) => {
  // The first request is never answered.
  const requests = await routeGitHub(page, (route, index) =>
    index > 0 ? fulfillRepos(route, THREE) : undefined,
  );
  const errors = collectErrors(page);
  await page.goto("/projects/");
  await expect.poll(() => requests.length).toBe(1);
  await expect(page.getByRole("status")).toHaveText("Loading projects...");
  // A new document replaces the page, and its pending request with it.
  await navigate(page, "About");
  await page.waitForURL(/\/about\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
  expect(requests).toHaveLength(1);

  await navigate(page, "Projects");
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
  await expect(cards(page)).toHaveCount(3);
  await liveTab(page).click();
  await expect(cards(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("under reduced motion the cards show at once; Live Links and the rate-limit error pass axe", async ({
  page,
}) => {
  test.slow(); // four full axe runs; the Repositories tab is a11y.spec.ts's
  await page.emulateMedia({ reducedMotion: "reduce" });
  const reset = Date.UTC(2030, 0, 1, 12, 0, 0) / 1000; // 17:30 in Kolkata
  await routeGitHub(page, (route, index) =>
    index === 0 ? fulfillRepos(route, THREE) : route.fulfill(rateLimitedAnswer(reset)),
  );
  await page.goto("/projects/");
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) {
    await expect(card).toHaveCSS("opacity", "1");
    await expect(card).toHaveCSS("transform", "none");
    await expect(card).toHaveCSS("transition-duration", "0s");
  }
  await liveTab(page).click();
  await expect(cards(page)).toHaveCount(2);
  expect(await axeViolationsInBothThemes(page), "Live Links").toEqual([]);

  await test.step("the rate limit says when it resets and links the profile", async () => {
    // A fresh visit whose only request is refused.
    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ colorScheme: "light" });
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
    expect(await axeViolationsInBothThemes(page), "rate limit").toEqual([]);
  });
});
