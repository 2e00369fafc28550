import type { Locator, Page } from "@playwright/test";
import { PORTRAIT_SIZES } from "../../src/components/Portrait.tsx";
import { accentPalette } from "../../src/lib/accent.ts";
import { parseHex } from "../../src/lib/color.ts";
import { expect, test } from "./support/offline.ts";
import { collectErrors, site } from "./support/site.ts";

/**
 * The owner's face and colour as the build made them from site.config.ts (and the variant's
 * overrides): the photo in the first screen of Home and About, and the accent
 * of each theme on the page's links, buttons and focus ring.
 */

const PLACES = [
  { path: "/", place: "home" },
  { path: "/about/", place: "about" },
] as const;

const palette = accentPalette(site.accent, site.accentDark);

/** A hex colour as getComputedStyle writes it. */
function rgb(hex: string): string {
  const { r, g, b } = parseHex(hex);
  return `rgb(${[r, g, b].map((channel) => Math.round(channel * 255)).join(", ")})`;
}

const style = (locator: Locator, property: "color" | "backgroundColor" | "outlineColor") =>
  locator.evaluate(
    (element, name) => getComputedStyle(element)[name as "color"],
    property as string,
  );

/** The owner's image: one element in main named after them. */
const portrait = (page: Page) => page.getByRole("main").getByRole("img", { name: site.name });

test.describe("the owner's face", { tag: "@phone" }, () => {
  for (const { path, place } of PLACES) {
    test(`${path} shows it in the first screen, named after the owner`, async ({
      page,
    }, testInfo) => {
      test.skip(!site.portrait, "the config names no portrait: the page shows none");
      const errors = collectErrors(page);
      await page.goto(path);
      const image = portrait(page);
      await expect(image).toHaveCount(1);
      await expect(image).toBeInViewport({ ratio: 1 });
      const box = await image.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
      // Square and at most the size the files were made for.
      // (To the pixel: a box still settling from its entrance can read 112.00001 high.)
      expect(box?.width).toBeCloseTo(box?.height ?? 0, 1);
      expect(box?.width).toBeLessThanOrEqual(PORTRAIT_SIZES[place]);
      // On a phone, where it sits above the h1, its ring (the shadows spread around it) stays in
      // the text's column.
      const ring = await image.locator("..").evaluate((picture) => {
        const spreads = getComputedStyle(picture).boxShadow.matchAll(/ 0px 0px 0px (\d+)px/g);
        return Math.max(0, ...[...spreads].map(([, px]) => Number(px)));
      });
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(ring).toBeGreaterThan(0);
      if (testInfo.project.name === "phone") {
        expect((box?.x ?? 0) - ring).toBeGreaterThanOrEqual((heading?.x ?? Infinity) - 0.5);
      }

      await expect(image).toHaveJSProperty("tagName", "IMG");
      await expect(image).toHaveAttribute("alt", site.name);
      await expect(image).toHaveAttribute("width", String(PORTRAIT_SIZES[place]));
      await expect(image).toHaveAttribute("height", String(PORTRAIT_SIZES[place]));
      await expect(image).toHaveAttribute("loading", "lazy");
      // Loaded, and as AVIF: the first source a browser that reads AVIF takes.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      expect(errors).toEqual([]);
    });
  }

  test("the photo's files are AVIF and WebP at 1x and 2x, none larger than needed", async ({
    page,
    request,
  }) => {
    test.skip(!site.portrait, "the config names no portrait: the page shows none");
    for (const { path, place } of PLACES) {
      await page.goto(path);
      const picture = portrait(page).locator("..");
      const avif = await picture.locator("source").getAttribute("type");
      expect(avif).toBe("image/avif");
      const candidates = (srcset: string | null) =>
        (srcset ?? "").split(",").map((entry) => entry.trim().split(/\s+/) as [string, string]);
      const sets = [
        { type: "image/avif", srcset: await picture.locator("source").getAttribute("srcset") },
        { type: "image/webp", srcset: await picture.locator("img").getAttribute("srcset") },
      ];
      for (const { type, srcset } of sets) {
        const files = candidates(srcset);
        expect(files.map(([, density]) => density)).toEqual(["1x", "2x"]);
        for (const [url, density] of files) {
          const response = await request.get(url);
          expect(response.ok()).toBe(true);
          expect(response.headers()["content-type"]).toBe(type);
          expect((await response.body()).length).toBeGreaterThan(0);
          expect(url, `${path} ${density}`).toMatch(type === "image/avif" ? /\.avif$/ : /\.webp$/);
        }
      }
      // The <img> falls back to the 1x WebP.
      const src = await picture.locator("img").getAttribute("src");
      expect(src).toBe(candidates(sets[1]?.srcset ?? "")[0]?.[0]);
      const size = PORTRAIT_SIZES[place];
      const natural = await picture
        .locator("img")
        .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      // The device's density picks 1x or 2x: square either way.
      expect([size, size * 2]).toContain(natural[0]);
      expect(natural[0]).toBe(natural[1]);
    }
  });

  test("the pages it is on load no script but the controls' own", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    for (const { path } of PLACES) {
      await page.goto(path);
      await expect(portrait(page)).toBeVisible();
    }
    expect(scripts.map((url) => new URL(url).pathname.replace(/\.\w+\.js$/, ""))).toEqual(
      PLACES.map(() => "/_astro/page"),
    );
  });
});

test.describe("the accent", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`follows the config in the ${theme} theme`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "phone", "colours are the same at every width");
      const shades = palette[theme];
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/");
      const current = page
        .getByRole("banner")
        .getByRole("link", { name: "Home", exact: true })
        .first();
      expect(await style(current, "color")).toBe(rgb(shades.accent));
      expect(await style(page.getByText(site.role, { exact: true }), "color")).toBe(
        rgb(shades.accent),
      );
      const button = page.getByRole("link", { name: "View Projects" });
      expect(await style(button, "backgroundColor")).toBe(rgb(shades.accent));
      expect(await style(button, "color")).toBe(rgb(shades.onAccent));
      await button.hover();
      await expect.poll(() => style(button, "backgroundColor")).toBe(rgb(shades.strong));

      // The focus ring, shown to keyboard users.
      await page.getByRole("link", { name: "Download CV" }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(button).toBeFocused();
      // Polled: the button's colour transition covers the outline too.
      await expect.poll(() => style(button, "outlineColor")).toBe(rgb(shades.accent));

      await page.goto("/about/");
      const icon = page.getByRole("heading", { name: "Experience" }).locator("svg");
      expect(await style(icon, "color")).toBe(rgb(shades.accent));
    });
  }
});
