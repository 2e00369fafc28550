import type { Page } from "@playwright/test";
import { expect, sitePath, test } from "./support/test.ts";

const html = (page: Page) => page.locator("html");
const themeSwitch = (page: Page) => page.getByRole("switch", { name: "Dark mode" });
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The document class and the switch agree on the theme. */
async function expectDark(page: Page, dark: boolean) {
  if (dark) await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", String(dark));
}

test.describe("with no saved choice", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`follows a ${colorScheme} system preference`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      await expectDark(page, colorScheme === "dark");
      expect(await savedTheme(page)).toBeNull();
    });
  }

  test("follows the system preference live while the page is open", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    await expectDark(page, false);
    const light = await bodyBackground(page);

    await page.emulateMedia({ colorScheme: "dark" });
    await expectDark(page, true);
    await expect.poll(() => bodyBackground(page)).not.toBe(light);

    await page.emulateMedia({ colorScheme: "light" });
    await expectDark(page, false);
    await expect.poll(() => bodyBackground(page)).toBe(light);
    expect(await savedTheme(page)).toBeNull();
  });
});

test.describe("the switch", () => {
  test("is a named switch with a 56 × 28 look inside a 44 px target", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const control = themeSwitch(page);
    await expect(control).toBeVisible();
    await expect(control).toHaveAttribute("aria-checked", "false");
    const target = await control.boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(44);
    expect(target?.height).toBeGreaterThanOrEqual(44);
    const track = await control.locator(":scope > span").boundingBox();
    expect(track?.width).toBe(56);
    expect(track?.height).toBe(28);
  });

  test("toggles the dark class and saves the choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expectDark(page, false);

    await themeSwitch(page).click();
    await expectDark(page, true);
    expect(await savedTheme(page)).toBe("dark");

    await themeSwitch(page).click();
    await expectDark(page, false);
    expect(await savedTheme(page)).toBe("light");
  });

  test("works with Space and Enter", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await themeSwitch(page).focus();
    await page.keyboard.press("Space");
    await expectDark(page, true);
    expect(await savedTheme(page)).toBe("dark");
    await page.keyboard.press("Enter");
    await expectDark(page, false);
    expect(await savedTheme(page)).toBe("light");
    await expect(themeSwitch(page)).toBeFocused();
  });

  test("a saved choice wins over the system after reload and stops following it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expectDark(page, true);

    await themeSwitch(page).click();
    await expectDark(page, false);
    await page.reload();
    await expectDark(page, false);

    // The system changes its mind; the visitor's choice stays.
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expectDark(page, false);

    // The choice also holds on the next page, a new document.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(sitePath("/privacy-policy"));
    await expectDark(page, false);
  });
});

test.describe("no flash of the wrong theme", () => {
  /**
   * Holds every script the page loads until released, as a slow connection would, so the page
   * can be inspected as it is painted before any of them runs. Only the inline theme script in
   * <head> can have run by then.
   */
  async function holdPageScripts(page: Page) {
    const held: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.m?js(\?.*)?$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    return { held, release };
  }

  const paintedState = (page: Page) =>
    page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      background: getComputedStyle(document.body).backgroundColor,
    }));

  test("the system's dark preference is applied before any script file runs", async ({ page }) => {
    // The light background, to tell the two apart.
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    const light = await bodyBackground(page);

    await page.emulateMedia({ colorScheme: "dark" });
    const { held, release } = await holdPageScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await paintedState(page);
    expect(before.dark).toBe(true);
    expect(before.background).not.toBe(light);

    release();
    await expectDark(page, true);
    expect(await bodyBackground(page)).toBe(before.background);
  });

  test("a saved choice is applied before any script file runs", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const light = await bodyBackground(page);
    await themeSwitch(page).click();
    expect(await savedTheme(page)).toBe("dark");

    const { held, release } = await holdPageScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await paintedState(page);
    expect(before.dark).toBe(true);
    expect(before.background).not.toBe(light);

    release();
    await expectDark(page, true);
  });
});
