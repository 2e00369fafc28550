import { expect, test } from "./support/offline.ts";
import { GITHUB_API } from "../support/github.ts";
import { NOT_FOUND, ROUTES } from "./support/site.ts";
import { BASE_PATH, sitePath, type Page, type Request } from "./support/test.ts";

// The site's own typefaces (the Fonts API in astro.config.ts): self-hosted, Latin woff2, the
// headline's face preloaded, and a metric-matched fallback so the swap moves nothing.

/** The whole woff2 weight a page may fetch. */
const FONT_BUDGET_BYTES = 100 * 1024;

/** Every font request the page makes, with the size of each answer once it has arrived. */
function recordFonts(page: Page): { requests: Request[]; bytes: () => Promise<number> } {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") requests.push(request);
  });
  return {
    requests,
    bytes: async () => {
      let total = 0;
      for (const request of requests) {
        const response = await request.response();
        if (response) total += (await response.body()).length;
      }
      return total;
    },
  };
}

/** The first family of the headline's font stack, and whether that face has loaded. */
async function headlineFace(page: Page): Promise<{ family: string; loaded: boolean }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const h1 = document.querySelector("h1");
    if (!h1) throw new Error("no h1");
    const first = getComputedStyle(h1).fontFamily.split(",")[0] ?? "";
    const family = first.trim().replace(/^["']|["']$/g, "");
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/^["']|["']$/g, "") === family && face.status === "loaded",
    );
    return { family, loaded };
  });
}

/** The URLs in the src of the @font-face rules of one family, as the page's styles declare them. */
async function faceSources(page: Page, family: string): Promise<string[]> {
  return page.evaluate((name) => {
    const sources: string[] = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const ruleFamily = rule.style.getPropertyValue("font-family").replace(/^["']|["']$/g, "");
        if (ruleFamily !== name) continue;
        const src = rule.style.getPropertyValue("src");
        for (const match of src.matchAll(/url\("?([^")]+)"?\)/g)) {
          if (match[1]) sources.push(new URL(match[1], document.baseURI).href);
        }
      }
    }
    return sources;
  }, family);
}

test("every page's main heading is set in the site's own loaded web font", async ({ page }) => {
  for (const route of [...ROUTES, NOT_FOUND]) {
    await page.goto(route.path);
    const face = await headlineFace(page);
    expect(face.family, route.path).toMatch(/^Geist/);
    expect(face.family, route.path).not.toMatch(/fallback/i);
    expect(face.loaded, route.path).toBe(true);
  }
});

test("the fonts come from the site's own origin under its base path, within budget", async ({
  page,
}) => {
  const fonts = recordFonts(page);
  await page.goto("/");
  await headlineFace(page);
  const origin = new URL(page.url()).origin;

  expect(fonts.requests.length).toBeGreaterThan(0);
  for (const request of fonts.requests) {
    const url = new URL(request.url());
    expect(url.origin).toBe(origin);
    expect(url.pathname.startsWith(sitePath("/_astro/fonts/"))).toBe(true);
    expect(url.pathname).toMatch(/\.woff2$/);
    if (BASE_PATH !== "/") expect(url.pathname.startsWith(BASE_PATH)).toBe(true);
  }
  expect(await fonts.bytes()).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
});

/** The href of every font the page preloads. */
const fontPreloads = (page: Page) =>
  page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

test("one file of each face is preloaded: the headline's first file and the labels' face", async ({
  page,
}) => {
  await page.goto("/");
  const preloads = await fontPreloads(page);
  // Geist's characters of every page, and Geist Mono; Geist's rest of Latin is not preloaded.
  expect(preloads).toHaveLength(2);
  expect(new Set(preloads).size).toBe(2);

  const face = await headlineFace(page);
  const sources = [...new Set(await faceSources(page, face.family))];
  expect(sources).toHaveLength(2);
  expect(preloads.filter((href) => sources.includes(href))).toHaveLength(1);
  const mono = await page.evaluate(() =>
    (
      getComputedStyle(document.documentElement)
        .getPropertyValue("--font-geist-mono")
        .split(",")[0] ?? ""
    )
      .trim()
      .replace(/^["']|["']$/g, ""),
  );
  const monoSources = await faceSources(page, mono);
  expect(preloads.filter((href) => monoSources.includes(href))).toHaveLength(1);
  for (const href of preloads) expect(new URL(href).pathname.startsWith(BASE_PATH)).toBe(true);
});

for (const route of ROUTES) {
  test(`${route.path} fetches Geist's rest of Latin only when its text needs it`, async ({
    page,
  }) => {
    const fonts = recordFonts(page);
    await page.goto(route.path);
    const face = await headlineFace(page);
    const preloads = await fontPreloads(page);
    const [rest, ...others] = [...new Set(await faceSources(page, face.family))].filter(
      (href) => !preloads.includes(href),
    );
    expect(others).toEqual([]);
    if (!rest) throw new Error("Geist has no second file");
    // The sample's pages are written in the characters of the first file.
    expect(fonts.requests.map((request) => request.url())).not.toContain(rest);

    // A word with an accent, as an owner's name or a repository's description may have: the
    // browser fetches the second file, from the site, and draws the letter in Geist.
    const fetched = page.waitForResponse(rest);
    const drawn = await page.evaluate(
      (family) => document.fonts.load(`700 32px "${family}"`, "é").then((faces) => faces.length),
      face.family,
    );
    expect((await fetched).status()).toBe(200);
    expect(drawn).toBeGreaterThan(0);
  });
}

/** The width of the headline's text (not its box), which a fallback face must match. */
const headlineTextWidth = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector("h1") ?? document.body);
    return range.getBoundingClientRect().width;
  });

// The hero, a page's heading and a card grid: every kind of first screen the pages have.
for (const path of ["/", "/about/", "/projects/"]) {
  test(`no layout shift while the fonts of ${path} arrive late`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { __layoutShift: typeof shifts }).__layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) shifts.total += shift.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The font files are held until the page has shown in the fallback face, at least a second.
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.woff2", async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    // GitHub does not answer, so the Projects page's cards stay as prerendered: the only thing
    // that arrives late is the fonts.
    await page.route(`${GITHUB_API}/**`, () => {});

    const started = Date.now();
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.evaluate(() => document.fonts.status)).toBe("loading");
    const before = await headlineTextWidth(page);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - started))),
    );
    release();

    const face = await headlineFace(page);
    expect(face.loaded).toBe(true);
    expect(held).toBeGreaterThan(0);
    // A frame for any shift the swap caused to be reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const total = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    expect(total).toBeLessThan(0.01);
    // The metric-matched fallback sets the headline about as wide as the web font does: within
    // 4 % for any text (the generic sans-serif of Linux, DejaVu Sans, is about 10 % wider).
    const after = await headlineTextWidth(page);
    expect(Math.abs(after - before) / after).toBeLessThan(0.04);
  });
}

test("until the fonts arrive, the text is in the metric-matched faces, not a bare generic one", async ({
  page,
}) => {
  await page.goto("/");
  const stacks = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return [root.getPropertyValue("--font-geist"), root.getPropertyValue("--font-geist-mono")];
  });
  const expected = [
    { stack: stacks[0] ?? "", own: "Geist Metric Fallback", generic: "sans-serif" },
    { stack: stacks[1] ?? "", own: "Geist Mono Metric Fallback", generic: "monospace" },
  ];
  for (const { stack, own, generic } of expected) {
    const families = stack.split(",").map((name) => name.trim().replace(/^["']|["']$/g, ""));
    // The web font, then the matched fallback, then the generic family.
    expect(families.slice(1), stack).toEqual([own, generic]);
    const faces = await page.evaluate((name) => {
      const found: { weight: string; src: string; sizeAdjust: string }[] = [];
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (!(rule instanceof CSSFontFaceRule)) continue;
          const family = rule.style.getPropertyValue("font-family").replace(/^["']|["']$/g, "");
          if (family !== name) continue;
          found.push({
            weight: rule.style.getPropertyValue("font-weight"),
            src: rule.style.getPropertyValue("src"),
            sizeAdjust: rule.style.getPropertyValue("size-adjust"),
          });
        }
      }
      return found;
    }, own);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      // Both the common platforms' face and its Linux twin, scaled.
      expect(face.src).toMatch(/local\("?(Arial|Courier New)/);
      expect(face.src).toMatch(/local\("?Liberation/);
      expect(face.sizeAdjust).toMatch(/%$/);
    }
  }
});
