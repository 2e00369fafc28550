import { readdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/offline.ts";
import { NAV_LINKS, ROUTES, collectErrors, isPhone, mainNavigation, site } from "./support/site.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

/**
 * The first screen of the home page and the bar every page shares, as a visitor meets them: the
 * owner's face beside (or, on a phone, above) the headline, the page they are on marked in the
 * bar, and nothing moving for a visitor who asked for reduced motion.
 */

const portrait = (page: Page) => page.getByRole("main").getByRole("img", { name: site.name });
const headline = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

/** The parts of the first screen that rise into place when motion is allowed. */
const risers = (page: Page) => page.getByRole("main").locator("[data-rise]");

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
};

test(
  "the home page's first screen: the owner's face beside the headline, which never moves, and nothing shifts",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: "layout-shift", buffered: true });
      // When each animation that starts would end, the Tech Stack's endless rows aside.
      const ends: number[] = [];
      Object.assign(window, { animationEnds: ends });
      document.addEventListener("animationstart", (event) => {
        if (!(event.target instanceof Element) || event.target.closest("[data-marquee]")) return;
        for (const animation of event.target.getAnimations({ subtree: true })) {
          if (
            animation instanceof CSSAnimation &&
            animation.animationName === event.animationName &&
            (animation.effect as KeyframeEffect | null)?.pseudoElement ===
              (event.pseudoElement || null)
          ) {
            ends.push(Number(animation.effect?.getComputedTiming().endTime));
          }
        }
      });
    });
    await page.goto("/");

    await test.step("the headline is shown from the first frame, never faded or moved in", async () => {
      const heading = headline(page);
      await expect(heading).toBeVisible();
      expect(
        await heading.evaluate((element) => ({
          animations: element.getAnimations().length,
          opacity: getComputedStyle(element).opacity,
          translate: getComputedStyle(element).translate,
        })),
      ).toEqual({ animations: 0, opacity: "1", translate: "none" });
    });

    await test.step("the owner's face, named after them, with the headline and the calls to action", async () => {
      const face = portrait(page);
      await expect(face).toHaveCount(1);
      await expect(face).toBeInViewport({ ratio: 1 });
      await expect(headline(page)).toHaveText(site.greeting);
      await expect(headline(page)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("main").getByText(site.tagline, { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByText(site.role, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "View Projects" })).toBeInViewport();

      const faceBox = await box(face);
      const headlineBox = await box(headline(page));
      if (isPhone(testInfo.project.name)) {
        // Above the headline.
        expect(faceBox.y + faceBox.height).toBeLessThanOrEqual(headlineBox.y);
      } else {
        // Beside it: level with it, to its right, and not overlapping it.
        expect(faceBox.x).toBeGreaterThanOrEqual(headlineBox.x + headlineBox.width);
        expect(faceBox.y).toBeLessThan(headlineBox.y + headlineBox.height);
        expect(faceBox.y + faceBox.height).toBeGreaterThan(headlineBox.y);
      }
    });

    await test.step("the backdrop is decoration only: hidden from assistive technology, no pointer target", async () => {
      // The buttons over it take the clicks.
      await page.getByRole("link", { name: "View Projects" }).click({ trial: true });
      const decorative = await page
        .getByRole("main")
        .locator("section")
        .first()
        .evaluate((section) =>
          [...section.querySelectorAll(":scope > [aria-hidden='true']")].map(
            (element) => getComputedStyle(element).pointerEvents,
          ),
        );
      expect(decorative.length).toBeGreaterThan(0);
      expect(decorative.every((value) => value === "none")).toBe(true);
    });

    await test.step("the rising parts come to rest fully shown, and the page does not shift", async () => {
      for (const element of [portrait(page), ...(await risers(page).all())]) {
        await expect
          .poll(() => element.evaluate((node) => getComputedStyle(node).opacity))
          .toBe("1");
        await expect.poll(() => element.evaluate((node) => node.getAnimations().length)).toBe(0);
      }
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
    });

    await test.step("what moves as the page opens (the cursor, the badge's dot) is still within 2.4 s", async () => {
      // A running animation slows a phone's first tap on any control.
      const ends = await page.evaluate(
        () => (window as unknown as { animationEnds: number[] }).animationEnds,
      );
      expect(ends.length).toBeGreaterThanOrEqual(2);
      expect(Math.round(Math.max(...ends))).toBeLessThanOrEqual(2400);
    });
    expect(errors).toEqual([]);
  },
);

test(
  "with reduced motion nothing in the first screen moves or fades, hovered or not",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(headline(page)).toBeVisible();
    const moving = [portrait(page), ...(await risers(page).all()), headline(page)];
    expect(moving.length).toBeGreaterThan(2);
    for (const element of moving) {
      await expect(element).toBeVisible();
      const state = await element.evaluate((node) => ({
        animations: node.getAnimations({ subtree: true }).length,
        opacity: getComputedStyle(node).opacity,
        translate: getComputedStyle(node).translate,
      }));
      expect(state).toEqual({ animations: 0, opacity: "1", translate: "none" });
    }
    // A phone has no pointer to hover with.
    if (isPhone(testInfo.project.name)) return;
    for (const link of [
      page.getByRole("link", { name: "View Projects" }),
      page.getByRole("main").getByRole("link", { name: `E-mail ${site.name}` }),
    ]) {
      const before = await box(link);
      await link.hover();
      expect(await link.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
      expect(await box(link)).toEqual(before);
    }
  },
);

test("the bar marks the page being shown, and a case study's section", async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  const look = (link: Locator) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.color} ${style.backgroundColor} ${style.boxShadow}`;
    });
  for (const route of ROUTES.filter((candidate) =>
    NAV_LINKS.some((link) => link.path === candidate.path),
  )) {
    await test.step(`${route.path}: its link is current, and looks it`, async () => {
      await page.goto(route.path);
      // The bar's links, or on a phone the open menu's.
      const bar = await mainNavigation(page, phone);
      const links = bar
        .getByRole("link")
        .filter({ visible: true })
        .filter({ hasNotText: site.name });
      const label = NAV_LINKS.find((link) => link.path === route.path)?.label ?? "";
      const current = links.and(page.locator('[aria-current="page"]'));
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      const marked = await look(current);
      const others = links.and(page.locator(":not([aria-current])"));
      const count = await others.count();
      expect(count).toBe(NAV_LINKS.length - 1);
      for (let index = 0; index < count; index += 1) {
        expect(await look(others.nth(index))).not.toBe(marked);
      }
    });
  }

  const studies = process.env.CASE_STUDIES_DIR || "src/content/case-studies";
  if (!readdirSync(studies).some((file) => file.endsWith(".md"))) return;
  await test.step("a case study marks Projects as the section it is in, looking the same", async () => {
    await page.goto("/projects/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Read Case Study/ })
      .first()
      .click();
    await page.waitForURL(/\/projects\/[^/]+\/$/);
    const links = (await mainNavigation(page, phone)).getByRole("link").filter({ visible: true });
    await expect(links.and(page.locator("[aria-current=page]"))).toHaveCount(0);
    const section = links.and(page.locator('[aria-current="true"]'));
    await expect(section).toHaveText("Projects");
    const color = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);
    const home = links.and(page.getByRole("link", { name: "Home", exact: true }));
    expect(await color(section)).not.toBe(await color(home));
  });
});
