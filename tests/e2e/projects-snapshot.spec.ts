import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  cards,
  fulfillRepos,
  gate,
  OWNER,
  REPOS_URL,
  repository,
  routeGitHub,
} from "./support/external.ts";
import * as linguist from "linguist-languages";
import { SNAPSHOT_LANGUAGES, SNAPSHOT_ORDER, snapshotRepositories } from "./support/snapshot.ts";
import { expect, test } from "./support/test.ts";
import { buildInfoPath, currentVariant, VARIANTS, type BuildInfo } from "./support/variants.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

// These run against the site built while a stand-in GitHub answered, with a token (the
// "snapshot" variant in support/variants.ts).
const SNAPSHOT_TOKEN = VARIANTS.snapshot.env.GITHUB_TOKEN;
const island = (page: Page) => page.locator('astro-island[component-export="ProjectsIsland"]');
const headings = (page: Page) => cards(page).getByRole("heading", { level: 3 });

test("the build read every page with the token, printed one line, and shipped no token", async () => {
  const built = JSON.parse(
    await readFile(buildInfoPath(currentVariant().name), "utf8"),
  ) as BuildInfo;
  const authorization = `Bearer ${SNAPSHOT_TOKEN}`;
  expect(built.standInRequests).toEqual([
    { method: "GET", url: `/users/${OWNER}/repos?per_page=100`, authorization },
    { method: "GET", url: `/users/${OWNER}/repos?per_page=100&page=2`, authorization },
  ]);
  // Astro prints the route being rendered on the same line, before it.
  const lines = built.log.match(/Projects snapshot.*/g) ?? [];
  expect(lines).toEqual([
    `Projects snapshot: 3 repositories of ${OWNER} prerendered into /projects.`,
  ]);

  // No file visitors can download carries it.
  const files = (
    await readdir(currentVariant().variant.dir, { withFileTypes: true, recursive: true })
  )
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const text = await readFile(file, "latin1");
    expect(text.includes(SNAPSHOT_TOKEN), file).toBe(false);
    expect(text.includes("GITHUB_TOKEN"), file).toBe(false);
  }
});

test("the snapshot cards are painted before any script has run, with the Linguist colours of their languages only", async ({
  page,
}) => {
  const table: Readonly<Record<string, linguist.Language | undefined>> = linguist;
  // The live refresh fails: the snapshot's cards stay.
  await routeGitHub(page, (route) => route.abort("internetdisconnected"));
  const tables: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("languages.json")) tables.push(request.url());
  });
  // Hold every script back: what shows now is the first paint of the prerendered page. Module
  // scripts hold back DOMContentLoaded, so the test waits for the document itself instead.
  const scripts = gate();
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await scripts.opened;
    await route.continue();
  });
  await page.goto("/projects/", { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  await expect(headings(page)).toHaveText(SNAPSHOT_ORDER);
  for (const [index, language] of SNAPSHOT_LANGUAGES.entries()) {
    const card = cards(page).nth(index);
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS("opacity", "1");
    await expect(card.getByTestId("language")).toHaveText(language);
    const hex = table[language]?.color ?? "";
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    await expect(card.getByTestId("language-dot")).toHaveCSS(
      "background-color",
      `rgb(${r}, ${g}, ${b})`,
    );
  }
  await expect(
    cards(page).nth(2).getByRole("list", { name: "Topics" }).getByRole("listitem"),
  ).toHaveText(["notes", "markdown"]);
  scripts.open();
  // The live list has the same languages: the page never needs the full table.
  await expect(island(page)).not.toHaveAttribute("ssr");
  expect(tables).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor, or a crawler, sees the cards, descriptions escaped", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/projects/")).text();
    expect(html).not.toContain("Loading projects...");
    expect(html).toContain("Prerendered at build time");
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).not.toContain("<img src=x");
    expect(html.match(/View Repository →/g)).toHaveLength(3);
    // Only the colours it uses travel with the page (Linguist knows hundreds).
    expect(html).not.toContain(linguist.Rust.color);

    await page.goto("/projects/");
    await expect(headings(page)).toHaveText(SNAPSHOT_ORDER);
    for (const [index, card] of (await cards(page).all()).entries()) {
      await expect(card).toBeVisible();
      await expect(card).toHaveCSS("opacity", "1");
      await expect(card.getByRole("link", { name: /^View Repository/ })).toHaveAttribute(
        "href",
        `https://github.com/${OWNER}/${SNAPSHOT_ORDER[index]}`,
      );
    }
  });
});

test("the snapshot shows at once, on Live Links too and from the nav, until the live answer replaces it", async ({
  page,
}) => {
  const hold = gate();
  const requests = await routeGitHub(page, async (route, index) => {
    // The first page's request is left unanswered: the visitor moves on.
    if (index === 0) return;
    await hold.opened;
    await fulfillRepos(route, [
      repository(201, "live-one", { description: "From the live answer" }),
    ]);
  });
  await page.goto("/projects/?tab=live");
  await expect(headings(page)).toHaveText(["snapshot-site"]);
  await expect(cards(page).getByRole("link")).toHaveAttribute(
    "href",
    "https://snapshot.example.com/",
  );

  await page.goto("/about/");
  await page.getByRole("banner").getByRole("link", { name: "Projects", exact: true }).click();
  await page.waitForURL(/\/projects\/$/);
  await expect.poll(() => requests.length).toBe(2);
  await expect(headings(page)).toHaveText(SNAPSHOT_ORDER);
  await expect(cards(page).nth(0)).toHaveCSS("opacity", "1");
  await expect(page.getByText("Loading projects...")).toHaveCount(0);
  expect(await page.evaluate(() => "__snapshotXss" in window)).toBe(false);

  hold.open();
  await expect(headings(page)).toHaveText(["live-one"]);
  expect(requests.map((request) => request.url())).toEqual([REPOS_URL, REPOS_URL]);
});

test("a refresh that brings the build's list keeps its cards, and the focus in them", async ({
  page,
}) => {
  const hold = gate();
  await routeGitHub(page, async (route) => {
    await hold.opened;
    await fulfillRepos(route, snapshotRepositories(OWNER, new URL(REPOS_URL).origin));
  });
  await page.goto("/projects/");
  const link = cards(page)
    .first()
    .getByRole("link", { name: /^View Repository/ });
  await link.focus();
  await link.evaluate((element) => element.setAttribute("data-seen", ""));
  // Hydrated: the island has asked GitHub, which answers now.
  await expect(island(page)).not.toHaveAttribute("ssr");
  hold.open();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("projects:"))),
    )
    .toBe(true);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute("data-seen");
});
