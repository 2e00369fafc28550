import type { Page } from "@playwright/test";
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { expect, test } from "./support/offline.ts";
import { NOT_FOUND, ROUTES, isPhone, site } from "./support/site.ts";

const ALL_ROUTES = [...ROUTES, NOT_FOUND];

/**
 * Brings a page to its resting state: data loaded, every scroll-triggered fade-in revealed and
 * finished. Only the endless tech stack rows may still be running.
 */
async function settle(page: Page) {
  await expect(page.getByText("Loading projects...")).toHaveCount(0);
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      // A frame, then a moment for the observers; never more than 250 ms if no frame comes.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 30));
        setTimeout(resolve, 250);
      });
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          (animation instanceof CSSAnimation && animation.animationName === "marquee") ||
          animation.playState !== "running",
      ),
  );
}

test.describe("axe finds no WCAG 2.2 AA violation", { tag: "@phone" }, () => {
  for (const route of ALL_ROUTES) {
    test(`${route.path} in the light and the dark theme`, async ({ page, isMobile }) => {
      // axe checks every element's contrast, which takes a while on a busy machine.
      test.slow();
      await page.goto(route.path);
      await settle(page);
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      if (!isMobile) return;
      // The narrowest phones, 320 px wide: nothing scrolls sideways, the open menu neither.
      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }

  test("the open phone menu in the light and the dark theme", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), "the menu exists only on small screens");
    await page.goto("/about/");
    await settle(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await axeViolationsInBothThemes(page)).toEqual([]);
  });
});

test.describe("keyboard and links", () => {
  // Tab order, focus marks and links are the same at every width; a keyboard is a desktop's.
  test.skip(({ isMobile }) => isMobile, "checked on the desktop project");

  for (const route of ALL_ROUTES) {
    test(`${route.path}: the skip link comes first, every Tab stop shows focus, new-tab links say so`, async ({
      page,
    }) => {
      // Dozens of key presses, each followed by a style read: slow on a busy machine.
      test.slow();
      await page.goto(route.path);
      await settle(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();

      const seen: string[] = [];
      const unmarked: string[] = [];
      for (let step = 0; step < 80; step += 1) {
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const outlined =
            style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
          const ringed = style.boxShadow !== "none";
          return {
            key: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" ${element.getAttribute("href") ?? element.getAttribute("name") ?? ""}`,
            visible: (outlined || ringed) && box.width > 0 && box.height > 0,
          };
        });
        if (!focused || seen.includes(focused.key)) break;
        seen.push(focused.key);
        if (!focused.visible) unmarked.push(focused.key);
        await page.keyboard.press("Tab");
      }
      // The bar, the page and the footer: there is always more than a handful of stops.
      expect(seen.length).toBeGreaterThan(5);
      expect(unmarked).toEqual([]);

      await skip.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues after the bar, not back at its start.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !document.querySelector("header")?.contains(document.activeElement),
        ),
      ).toBe(true);

      // Every link shown has a name (axe's link-name); one that opens a tab says so, and is safe.
      const newTab = page.locator('a[target="_blank"]').filter({ visible: true });
      expect(await newTab.count()).toBeGreaterThan(0);
      for (const link of await newTab.all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    });
  }

  test("after following a nav link the new page starts at the skip link", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "About", exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveTitle(`About · ${site.name}`);
    // A new document: focus starts over at its top, so the first Tab offers the skip link.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("the theme switch and icon links are at least 44 × 44", async ({ page }) => {
    await page.goto("/");
    const targets = [
      page.getByRole("switch", { name: "Dark mode" }),
      ...(await page.getByRole("list", { name: "Social links" }).getByRole("link").all()),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
