import { test as base } from "@playwright/test";

/**
 * Specs name site paths from the root ("/about/"); these fixtures put the base path of the build
 * under test in front (BASE_PATH, as for a GitHub Pages project site), so the same assertions
 * check every deployment. Nothing else is added: a test acts on a page as soon as it has loaded,
 * as a visitor does.
 */
export const BASE_PATH = `/${(process.env.BASE_PATH ?? "").replace(/^\/+|\/+$/g, "")}/`.replace(
  /^\/\/$/,
  "/",
);

/** A site path ("/about/") as served ("/portfolio/about" under a base path). */
export function sitePath(path: string): string {
  return path.startsWith("/") ? `${BASE_PATH}${path.slice(1)}` : path;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(sitePath(url), options);
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
