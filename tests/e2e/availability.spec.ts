import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/offline.ts";
import { site } from "./support/site.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

/**
 * The owner's availability as a visitor (and a search engine) meets it: a badge under the home
 * page's greeting, a panel on /contact with a way to book a call, and what they seek in the
 * home page's structured data. Read from the config the build saw, never from pixels of the
 * sample; the pages with it off are the views' unit test's.
 */

const shown = site.availability?.open ? site.availability : undefined;

const badge = (page: Page) => page.getByRole("main").locator("[data-availability-badge]");
const panel = (page: Page) => page.getByRole("region", { name: "Open to work" });
const bookingLink = (page: Page) => panel(page).getByRole("link", { name: /^Book a call/ });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
};

test.describe("availability switched on", () => {
  test.skip(!shown, "site.config.ts has availability off");

  test("a badge says so right under the greeting, its dot still under reduced motion, and the Person seeks work", async ({
    page,
  }) => {
    await page.goto("/");
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(badge(page)).toHaveCount(1);
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveText(/^Open to work/);
    for (const role of shown?.roles ?? []) await expect(badge(page)).toContainText(role);
    // Its words are text, not a picture of text: the dot is decoration.
    await expect(badge(page).locator("[aria-hidden='true']")).toHaveText("");

    const [headingBox, badgeBox] = [await box(heading), await box(badge(page))];
    const taglineBox = await box(page.getByRole("main").getByText(site.tagline, { exact: true }));
    expect(badgeBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(taglineBox.y);
    expect(Math.abs(badgeBox.x - headingBox.x)).toBeLessThanOrEqual(2);
    // On the screen: not wider than the page, whatever the roles' length.
    const width = page.viewportSize()?.width ?? 0;
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(width);
    await expect(badge(page)).toBeInViewport();

    await page.emulateMedia({ reducedMotion: "reduce" });
    const running = () =>
      badge(page).evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.playState === "running").length,
      );
    await expect.poll(running).toBe(0);

    await test.step("the home page's Person says what the owner seeks", async () => {
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const [person, ...others] = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(others).toEqual([]);
      expect(person?.["@type"]).toBe("Person");
      const seeks = person?.seeks as Record<string, unknown>;
      expect(seeks["@type"]).toBe("Demand");
      expect(seeks.name).toMatch(/^Open to work/);
      expect(seeks.itemOffered).toEqual(
        shown?.roles.map((role) => ({ "@type": "Service", name: role, serviceType: "Employment" })),
      );
      if (shown?.bookingUrl) expect(seeks.url).toBe(shown.bookingUrl);
      if (shown && /^\d{4}-\d{2}-\d{2}$/.test(shown.start)) {
        expect(seeks.availabilityStarts).toBe(shown.start);
      } else {
        expect(seeks).not.toHaveProperty("availabilityStarts");
      }
      expect(person?.homeLocation).toEqual(
        shown?.location ? { "@type": "Place", name: shown.location } : undefined,
      );
    });
  });

  test("the contact page has a panel with the details and a safe link to book a call", async ({
    page,
  }) => {
    await page.goto("/contact/");
    await expect(panel(page)).toBeVisible();
    // Above the contact card: the first thing a recruiter sees under the heading.
    const infoBox = await box(page.getByRole("region", { name: "Contact information" }));
    expect((await box(panel(page))).y).toBeLessThan(infoBox.y);

    const term = (name: string) =>
      panel(page).locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]");
    for (const role of shown?.roles ?? []) await expect(term("Role")).toContainText(role);
    if (shown?.location) await expect(term("Location")).toHaveText(shown.location);
    for (const place of shown?.workplace ?? []) {
      await expect(term("Work")).toContainText(place, { ignoreCase: true });
    }
    await expect(term("Time zone")).toContainText(shown?.timeZone.replace(/_/g, " ") ?? "");
    if (shown && /^\d{4}-\d{2}-\d{2}$/.test(shown.start)) {
      await expect(term("Earliest start").locator("time")).toHaveAttribute("datetime", shown.start);
    } else {
      await expect(term("Earliest start")).toHaveText(shown?.start ?? "", { ignoreCase: true });
    }

    if (shown?.bookingUrl) {
      const link = bookingLink(page);
      await expect(link).toHaveAccessibleName("Book a call (opens in a new tab)");
      await expect(link).toHaveAttribute("href", shown.bookingUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
    } else {
      await expect(bookingLink(page)).toHaveCount(0);
    }
  });
});
