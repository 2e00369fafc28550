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

/** React owns the page once it has attached its props to a node it rendered. */
function isHydrated(): boolean {
  const node = document.querySelector('[role="switch"]');
  return node !== null && Object.keys(node).some((key) => key.startsWith("__reactProps"));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(sitePath(url), options);
      // The pages start their scripts after the first paint. A test that waited for the page to
      // load also waits for React to take over, so its first click is never lost; one that asked
      // for an earlier moment ("commit", "domcontentloaded") gets that moment.
      const waitUntil = options?.waitUntil ?? "load";
      if (javaScriptEnabled && (waitUntil === "load" || waitUntil === "networkidle")) {
        await page.waitForFunction(isHydrated, undefined, { timeout: 15_000 }).catch(() => {
          // A page that never hydrates fails the test's own assertions, with a clearer message.
        });
      }
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
