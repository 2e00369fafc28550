import type { Page } from "@playwright/test";
import { expectTheme, savedTheme, themeSwitch } from "./support/site.ts";
import { expect, test } from "./support/test.ts";

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Records the theme at the moment the parser inserts <body>: only the inline script in <head>
 * can have run by then, and the page's own scripts all come later.
 */
async function recordFirstPaintState(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { __atBody: unknown }).__atBody = {
        dark: document.documentElement.classList.contains("dark"),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaintState = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __atBody: { dark: boolean; background: string } }).__atBody,
  );

// Clicking it, following the system while nothing is saved, and a saved choice on the next page
// and after a reload are islands.spec.ts's.
test("the switch: a 56 × 28 look inside a 44 px target, in the theme's roles, with Space and Enter", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const control = themeSwitch(page);
  await expectTheme(page, "light");

  await test.step("is a named switch with a 56 × 28 look inside a 44 px target", async () => {
    const target = await control.boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(44);
    expect(target?.height).toBeGreaterThanOrEqual(44);
    const track = await control.locator(":scope > span").boundingBox();
    expect(track?.width).toBe(56);
    expect(track?.height).toBe(28);
  });

  await test.step("is drawn in the theme's roles: a tinted track, a knob ringed in the accent", async () => {
    const look = () =>
      control.locator("[data-theme-knob]").evaluate((knob) => {
        const resolve = (value: string) => {
          const probe = document.createElement("span");
          probe.style.color = value;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        const track = knob.parentElement as HTMLElement;
        return {
          track: getComputedStyle(track).backgroundColor,
          knob: getComputedStyle(knob).backgroundColor,
          ring: getComputedStyle(knob).boxShadow,
          x: knob.getBoundingClientRect().x - track.getBoundingClientRect().x,
          surface2: resolve("var(--surface-2)"),
          surface: resolve("var(--surface)"),
          accent: resolve("var(--accent)"),
        };
      });
    const light = await look();
    await control.click();
    await expectTheme(page, "dark");
    // The knob's slide is short; wait for it to rest at the other end.
    await expect.poll(async () => (await look()).x).toBeGreaterThan(light.x + 20);
    const dark = await look();
    for (const theme of [light, dark]) {
      expect(theme.track).toBe(theme.surface2);
      expect(theme.knob).toBe(theme.surface);
      expect(theme.ring).toContain(theme.accent);
    }
    expect(dark.track).not.toBe(light.track);
    expect(dark.accent).not.toBe(light.accent);
  });

  await test.step("works with Space and Enter", async () => {
    await control.focus();
    await page.keyboard.press("Space");
    await expectTheme(page, "light");
    expect(await savedTheme(page)).toBe("light");
    await page.keyboard.press("Enter");
    await expectTheme(page, "dark");
    expect(await savedTheme(page)).toBe("dark");
    await expect(control).toBeFocused();
  });
});

test("the system's dark preference is applied before the body is parsed", async ({ page }) => {
  // The light background, to tell the two apart.
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about/");
  const light = await bodyBackground(page);

  await page.emulateMedia({ colorScheme: "dark" });
  await recordFirstPaintState(page);
  await page.goto("/about/");
  const before = await firstPaintState(page);
  expect(before.dark).toBe(true);
  expect(before.background).not.toBe(light);
  await expectTheme(page, "dark");
  expect(await bodyBackground(page)).toBe(before.background);
  expect(await savedTheme(page)).toBeNull();
});
