import type { Locator, Page, Request } from "@playwright/test";
import * as linguist from "linguist-languages";
import { cards, fulfillRepos, repository, routeGitHub } from "./support/external.ts";
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { expect, sitePath, test } from "./support/test.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

// The cards as the browser draws them: the language with Linguist's colour, topics, one link
// stretched over the whole card, the lift on hover and focus. Built without a snapshot, so the
// colours come from the site's own table, fetched once the list has arrived.

const LINGUIST: Readonly<Record<string, linguist.Language | undefined>> = linguist;

/** Linguist's colour for a language as the browser computes it: rgb(r, g, b). */
function linguistRgb(name: string): string {
  const hex = LINGUIST[name]?.color;
  if (!hex) throw new Error(`Linguist has no colour for ${name}`);
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const REPOSITORIES = [
  repository(1, "ts-app", {
    language: "TypeScript",
    topics: ["astro", "react", "tailwind", "vitest", "playwright"],
    homepage: "https://ts-app.example.com",
    stargazers_count: 40,
  }),
  repository(2, "py-tool", {
    language: "Python",
    topics: ["cli"],
    stargazers_count: 30,
  }),
  repository(3, "cpp-engine", {
    language: "C++",
    description: "A longer description so that this card is taller than the others in its row.",
    homepage: "https://cpp.example.com",
    stargazers_count: 20,
  }),
  repository(4, "notes", { language: null, topics: [], stargazers_count: 10 }),
];
const LANGUAGES = ["TypeScript", "Python", "C++", null];

/** The card's box: the element inside the list item that carries the border and the lift. */
const box = (card: Locator) => card.locator(":scope > div");

async function openWithCards(page: Page): Promise<Request[]> {
  const tables: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/languages.json")) tables.push(request);
  });
  await routeGitHub(page, (route) => fulfillRepos(route, REPOSITORIES));
  await page.goto("/projects/");
  await expect(cards(page)).toHaveCount(REPOSITORIES.length);
  return tables;
}

/** The new tab a press opens, answered locally (nothing leaves the machine). */
async function popupAfter(page: Page, press: () => Promise<void>): Promise<string> {
  await page.context().route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ contentType: "text/html", body: "<title>elsewhere</title>" }),
  );
  const [popup] = await Promise.all([page.waitForEvent("popup"), press()]);
  const url = popup.url();
  await popup.close();
  return url;
}

test("the cards as drawn: Linguist's colours, topics, one link over the whole card, the homepage's icon, the lift, axe", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two full axe runs
  const tables = await openWithCards(page);

  await test.step("each card names its language with Linguist's colour, from the site's own table", async () => {
    for (const [index, language] of LANGUAGES.entries()) {
      const card = cards(page).nth(index);
      if (language === null) {
        await expect(card.getByTestId("language")).toHaveCount(0);
        continue;
      }
      await expect(card.getByTestId("language")).toHaveText(language);
      await expect(card.getByTestId("language-dot")).toHaveCSS(
        "background-color",
        linguistRgb(language),
      );
    }
    // One small table for the whole page, from the site itself.
    expect(tables).toHaveLength(1);
    expect(new URL(tables[0]?.url() ?? "").origin).toBe(new URL(baseURL ?? "").origin);
    expect(new URL(tables[0]?.url() ?? "").pathname).toBe(sitePath("/languages.json"));
  });

  await test.step("topics show as chips, at most three", async () => {
    for (const [index, source] of REPOSITORIES.entries()) {
      const topics = (source.topics as string[]).slice(0, 3);
      const list = cards(page).nth(index).getByRole("list", { name: "Topics" });
      if (topics.length === 0) await expect(list).toHaveCount(0);
      else await expect(list.getByRole("listitem")).toHaveText(topics);
    }
  });

  await test.step("no axe violations in either theme, the hovered card included", async () => {
    // Nothing fading in or sliding while axe reads the colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await box(cards(page).nth(1)).hover();
    expect(await axeViolationsInBothThemes(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await page.mouse.move(0, 0);
  });

  await test.step("the whole card is one link: its centre and its corners follow it", async () => {
    for (const [index, source] of REPOSITORIES.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("link", { name: /^View Repository/ })).toHaveAttribute(
        "href",
        source.html_url,
      );
      await card.scrollIntoViewIfNeeded();
      const points = await box(card).evaluate((element, url) => {
        const rect = element.getBoundingClientRect();
        const at = (x: number, y: number) =>
          document.elementFromPoint(x, y)?.closest("a")?.href === url;
        return [
          at(rect.left + rect.width / 2, rect.top + rect.height / 2),
          at(rect.left + 6, rect.top + 6),
          at(rect.right - 6, rect.bottom - 6),
        ];
      }, source.html_url);
      expect(points).toEqual([true, true, true]);
    }
    // A press on the title's corner of the card opens the repository.
    const first = box(cards(page).nth(0));
    const opened = await popupAfter(page, () => first.click({ position: { x: 8, y: 8 } }));
    expect(opened).toBe(REPOSITORIES[0]?.html_url);
  });

  await test.step("a homepage's icon, above the card's link, opens the site", async () => {
    const icon = cards(page)
      .nth(0)
      .getByRole("link", { name: /^Visit Site/ });
    await expect(icon).toHaveText("Visit Site →: ts-app (opens in a new tab)");
    const size = await icon.boundingBox();
    expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(24);
    expect(await popupAfter(page, () => icon.click())).toBe(`${REPOSITORIES[0]?.homepage}/`);
    await expect(
      cards(page)
        .nth(1)
        .getByRole("link", { name: /^Visit Site/ }),
    ).toHaveCount(0);
  });

  await test.step("a card lifts with an accent border on hover and focus, with a visible focus ring", async () => {
    const card = box(cards(page).nth(0));
    const accent = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.color = "var(--accent)";
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    // The press that opened the repository left the card's link hovered and focused.
    await page.mouse.move(0, 0);
    await page.getByRole("tab", { name: "Repositories" }).focus();
    // At rest nothing is set to animate, so a theme switch redraws the cards at once.
    await expect(card).toHaveCSS("transition-duration", "0s");
    await expect(card).toHaveCSS("translate", "none");
    const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
    const restShadow = await shadow();

    await card.hover();
    await expect(card).toHaveCSS("border-top-color", accent);
    await expect(card).toHaveCSS("translate", "0px -4px");
    await expect(card).toHaveCSS("transition-property", "translate, box-shadow");
    expect(await shadow()).not.toBe(restShadow);

    await page.mouse.move(0, 0);
    await page.keyboard.press("Tab");
    const link = cards(page)
      .nth(0)
      .getByRole("link", { name: /^View Repository/ });
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS("outline-style", "solid");
    await expect(link).toHaveCSS("outline-color", accent);
    expect(
      Number.parseFloat(await link.evaluate((element) => getComputedStyle(element).outlineWidth)),
    ).toBeGreaterThanOrEqual(2);
    await expect(card).toHaveCSS("border-top-color", accent);
    await expect(card).toHaveCSS("translate", "0px -4px");
  });

  await test.step("under reduced motion a hovered or focused card does not move", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const card = box(cards(page).nth(0));
    await page.mouse.move(0, 0);
    await card.hover();
    await expect(card).toHaveCSS("translate", "none");
    await page.mouse.move(0, 0);
    await cards(page)
      .nth(0)
      .getByRole("link", { name: /^View Repository/ })
      .focus();
    await expect(card).toHaveCSS("translate", "none");
  });

  await test.step("on Live Links the whole card opens the site, with Visit Site →", async () => {
    await page.getByRole("tab", { name: "Live Links" }).click();
    const live = REPOSITORIES.filter((source) => source.homepage);
    await expect(cards(page)).toHaveCount(live.length);
    const card = cards(page).nth(0);
    await expect(card.getByRole("link")).toHaveText(/^Visit Site →/);
    // The heading is not a link itself: the press reaches the link stretched over it.
    const heading = await card.getByRole("heading", { level: 3 }).boundingBox();
    if (!heading) throw new Error("the heading is not shown");
    const opened = await popupAfter(page, () =>
      page.mouse.click(heading.x + heading.width / 2, heading.y + heading.height / 2),
    );
    expect(opened).toBe(new URL(String(live[0]?.homepage)).href);
  });
});
