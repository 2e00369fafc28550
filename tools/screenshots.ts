/**
 * npm run screenshots [-- --no-build] [-- --out DIR]
 *
 * Builds the site into dist-screenshots/ (--no-build reuses the last one) with the GitHub
 * stand-in of the tests as its API, so /projects lists a dozen repositories, serves it with
 * tools/serve.mjs and shoots every page it built, the not-found page included, in the light and
 * dark themes at a phone and a desktop width: `<page>-<theme>-<width>.png` in screenshots/ (or
 * DIR), such as home-dark-phone.png or projects-task-board-light-phone.png. Each is the full
 * page, but for the README's two pictures (home-light-desktop.png, home-dark-desktop.png), which
 * are the first screen.
 */
import { globSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type BrowserContextOptions } from "@playwright/test";
import { startGitHubStandIn } from "../tests/support/github.ts";
import { assertChromium } from "./chromium.mjs";
import { buildSite, serve } from "./serve.mjs";

const BUILD_DIR = path.resolve("dist-screenshots");
const WIDTHS: Record<string, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1440, height: 900 } },
};

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "screenshots" },
  },
});
const out = path.resolve(values.out);
const executablePath = assertChromium();

// On a fixed port: the build bakes its address in, and --no-build reuses the build.
const github = await startGitHubStandIn({ port: 4599 });
if (!values["no-build"]) {
  // At the root of the local server, whatever base path the deployed site has.
  await buildSite(BUILD_DIR, { BASE_PATH: "", VITE_GITHUB_API_URL: github.origin });
}
const pages = globSync("**/*.html", { cwd: BUILD_DIR })
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`)
  .sort();

const server = await serve({ port: 0, host: "127.0.0.1", dir: BUILD_DIR, base: "/" });
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath });
try {
  for (const [width, device] of Object.entries(WIDTHS)) {
    for (const theme of ["light", "dark"] as const) {
      // No theme is saved in a new context, so the site follows colorScheme.
      const page = await browser.newPage({
        ...device,
        colorScheme: theme,
        reducedMotion: "reduce",
      });
      // Body text is in Geist only when its file is there at once (font-display: optional), as
      // it is from a visitor's second page on: open one page first.
      await page.goto(server.url, { waitUntil: "networkidle" });
      for (const route of pages) {
        await page.goto(new URL(route, server.url).href, { waitUntil: "networkidle" });
        // A full-page picture draws what is off screen: sections the browser would skip, and
        // lazy images.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.evaluate(async () => {
          for (const image of document.images) image.loading = "eager";
          await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
          await document.fonts.ready;
        });
        await page.waitForLoadState("networkidle");
        const name = route.replace(/^\/|\/$|\.html$/g, "").replaceAll("/", "-") || "home";
        const file = path.join(out, `${name}-${theme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !(name === "home" && width === "desktop") });
        console.log(path.relative(process.cwd(), file));
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  await github.close();
}
