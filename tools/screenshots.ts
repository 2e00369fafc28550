/**
 * npm run screenshots [-- --no-build] [-- --out DIR] [-- --build-dir DIR]
 *
 * Builds the production site into dist-screenshots (the projects snapshot read from a local
 * stand-in for GitHub, so /projects has cards without a network), serves it, and shoots every
 * page it built (the route table's, the case studies, the blog) plus the not-found page in the
 * light and dark themes at a phone and a
 * desktop width: full-page PNGs named `<page>-<theme>-<width>.png` in screenshots/. The two
 * pictures the README shows (home-light-desktop.png and home-dark-desktop.png) are the first
 * screen only, compressed, so they stay small in the repository.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Route,
} from "playwright-core";
import sharp from "sharp";
import { PAGES } from "../src/routes.ts";
import { THEME_STORAGE_KEY } from "../src/features/theme/theme.ts";
import { startGitHubStandIn, type GitHubStandIn } from "../tests/support/github.ts";
import { chromiumPath } from "./chromium.mjs";
import {
  DEVICES,
  README_SHOTS,
  THEMES,
  USAGE,
  WIDTHS,
  builtPages,
  parseOptions,
  planShots,
  type Options,
  type Shot,
} from "./screenshots/shots.ts";
import { buildSite, serveSite, type Served } from "./screenshots/site.ts";

/** A README picture larger than this is reduced to a palette of colours. */
const README_MAX_BYTES = 300 * 1024;

class Failure extends Error {}

/**
 * Every request that leaves the local server: GitHub's API (any `/users/...` path) is answered
 * by the stand-in, so the projects island shows the same cards as the snapshot; anything else is
 * refused, so nothing leaves the machine.
 */
async function routeExternal(
  context: BrowserContext,
  siteOrigin: string,
  github: GitHubStandIn,
  blocked: Set<string>,
) {
  await context.route("**/*", async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin === siteOrigin || url.protocol === "data:" || url.protocol === "blob:") {
      return route.continue();
    }
    if (/^\/users\//.test(url.pathname) && ["GET", "OPTIONS"].includes(route.request().method())) {
      const answer = await fetch(`${github.origin}${url.pathname}${url.search}`, {
        method: route.request().method(),
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        // The stand-in names its own origin in paging links; the page asked the real API.
        headers[name] = value.replaceAll(github.origin, url.origin);
      });
      return route.fulfill({
        status: answer.status,
        headers,
        body: Buffer.from(await answer.arrayBuffer()),
      });
    }
    blocked.add(url.host);
    return route.abort("blockedbyclient");
  });
}

/** Waits until nothing moves: fonts in, images decoded, islands done loading, network quiet. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    // What the browser skips off screen (content-visibility: auto) is drawn, as it is for a
    // visitor who scrolls to it; a full-length picture would show an empty band in its place.
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
    await document.fonts.ready;
    // Every picture decoded, loaded or not: a page's full-length picture does not wait for
    // `decoding="async"` images far below the first screen.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 2000 }));
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
  await page.evaluate(() => document.fonts.ready);
  // Two frames, so the last layout is painted.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

async function shoot(page: Page, origin: string, shot: Shot, file: string, readme: boolean) {
  const response = await page.goto(`${origin}${shot.path}`, { waitUntil: "networkidle" });
  const status = response?.status() ?? 0;
  if (status !== shot.status) {
    throw new Failure(`${shot.path} answered ${status}, expected ${shot.status}`);
  }
  await settle(page);
  if (!readme) {
    await page.screenshot({ path: file, fullPage: true, type: "png" });
    return;
  }
  const picture = await page.screenshot({ fullPage: false, type: "png" });
  const lossless = await sharp(picture).png({ compressionLevel: 9, effort: 10 }).toBuffer();
  const output =
    lossless.length <= README_MAX_BYTES
      ? lossless
      : await sharp(picture)
          .png({ compressionLevel: 9, effort: 10, palette: true, quality: 90 })
          .toBuffer();
  await sharp(output).toFile(file);
}

async function run(options: Options) {
  if (!existsSync(chromiumPath)) {
    throw new Failure(
      `Chromium was not found at ${chromiumPath}: install it or set CHROME_PATH to a Chrome or Chromium`,
    );
  }
  const buildDir = path.resolve(options.buildDir);
  const out = path.resolve(options.out);
  const started = performance.now();
  const github = await startGitHubStandIn();
  let served: Served | undefined;
  let browser: Browser | undefined;
  try {
    if (options.build) {
      console.log(`Building the site into ${path.relative(process.cwd(), buildDir)}/ ...`);
      await buildSite(buildDir, github.origin);
    } else if (!existsSync(path.join(buildDir, "index.html"))) {
      throw new Failure(
        `no build in ${path.relative(process.cwd(), buildDir)}/: run without --no-build`,
      );
    }
    served = await serveSite(buildDir);
    browser = await chromium.launch({ executablePath: chromiumPath });
    mkdirSync(out, { recursive: true });

    const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" });
    const shots = planShots(builtPages(files, PAGES));
    const blocked = new Set<string>();
    let bytes = 0;
    let count = 0;
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const context = await browser.newContext({
          ...DEVICES[width],
          colorScheme: theme,
          reducedMotion: "reduce",
          locale: "en-US",
          timezoneId: "UTC",
        });
        // The system preference decides only when no choice is saved: make sure none is.
        await context.addInitScript((key: string) => {
          try {
            localStorage.removeItem(key);
          } catch {
            // No storage: nothing saved either.
          }
        }, THEME_STORAGE_KEY);
        await routeExternal(context, served.origin, github, blocked);
        const page = await context.newPage();
        // Running text shows in Geist when its file is there within 100 ms, as it always is from
        // a visitor's second page on (font-display: optional): load one page first, so every
        // picture shows the site as it is read, not a first visit on a busy machine.
        await page.goto(`${served.origin}/`, { waitUntil: "networkidle" });
        await settle(page);
        for (const shot of shots.filter((s) => s.width === width && s.theme === theme)) {
          const file = path.join(out, shot.file);
          await shoot(page, served.origin, shot, file, README_SHOTS.includes(shot.file));
          const size = statSync(file).size;
          bytes += size;
          count += 1;
          console.log(
            `  ${path.relative(process.cwd(), file).padEnd(50)} ${(size / 1024).toFixed(0).padStart(5)} KB`,
          );
        }
        await context.close();
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${count} screenshots written to ${path.relative(process.cwd(), out) || "."}/ (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s`,
    );
    const live = github.requests.filter((request) => request.method === "GET").length;
    console.log(`GitHub's API answered locally: ${live} request(s) from the projects island`);
    if (blocked.size > 0) console.log(`Requests refused to: ${[...blocked].sort().join(", ")}`);
  } finally {
    await browser?.close();
    served?.close();
    await github.close();
  }
}

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
} else {
  try {
    await run(options);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`screenshots: ${message}`);
    process.exitCode = 1;
  }
}
