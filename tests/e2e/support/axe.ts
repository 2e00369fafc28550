import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG levels the site is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe on the page as it is now, for those levels. */
export const axe = (page: Page) =>
  // The cast bridges two copies of Playwright's Page type (the test runner's and axe's).
  new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .withTags(AXE_TAGS)
    .analyze();
