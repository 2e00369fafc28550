import type { Page } from "@playwright/test";

/** The Content-Security-Policy a page carries in its <meta>. */
export const pagePolicy = (page: Page): Promise<string | null> =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");

/** One directive of a policy, with its name (`script-src 'self' …`), or "" when absent. */
export const directive = (csp: string | null, name: string): string =>
  (csp ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";
