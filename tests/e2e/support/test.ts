import { test as base } from "@playwright/test";

/**
 * The suite runs twice: at the root and against a build served under a base path (BASE_PATH,
 * as for a GitHub Pages project site). Specs name site paths from the root ("/about"); these
 * fixtures put the base path in front, so the same assertions check both deployments.
 */
export const BASE_PATH = `/${(process.env.BASE_PATH ?? "").replace(/^\/+|\/+$/g, "")}/`.replace(
  /^\/\/$/,
  "/",
);

/** A site path ("/about") as served ("/portfolio/about" under a base path). */
export function sitePath(path: string): string {
  return path.startsWith("/") ? `${BASE_PATH}${path.slice(1)}` : path;
}

/**
 * React owns the page once it has attached its props to a node it rendered. Runs in the page:
 * `page.evaluate(isHydrated)` or `page.waitForFunction(isHydrated)`.
 */
export function isHydrated(): boolean {
  const node = document.querySelector('[role="switch"]');
  return node !== null && Object.keys(node).some((key) => key.startsWith("__reactProps"));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // The pages start their scripts when the visitor first uses them (a touch, a key, a mouse
    // move). A test that waited for a page to load does what a visitor does first and waits for
    // React to take over, so it checks the app. One that asked for an earlier moment ("commit",
    // "domcontentloaded") gets the page as served, before any script starts; boot.spec.ts
    // checks that page.
    const takeOver = async (waitUntil: string | undefined) => {
      if (!javaScriptEnabled || (waitUntil && waitUntil !== "load" && waitUntil !== "networkidle"))
        return;
      // A key on its own: it moves neither the pointer nor the focus.
      await page.keyboard.press("Shift");
      await page.waitForFunction(isHydrated, undefined, { timeout: 15_000 }).catch(() => {
        // A page that never hydrates fails the test's own assertions, with a clearer message.
      });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(sitePath(url), options);
      await takeOver(options?.waitUntil);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await takeOver(options?.waitUntil);
      return response;
    };
    await use(page);
  },
  request: async ({ request }, use) => {
    const get = request.get.bind(request);
    request.get = (url, options) => get(sitePath(url), options);
    await use(request);
  },
});

export { expect } from "@playwright/test";
export type { Page, Route, Locator, Request, APIRequestContext } from "@playwright/test";
