import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the site is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe on the page as it is now, for those levels. */
export const axe = (page: Page) =>
  // The cast bridges two copies of Playwright's Page type (the test runner's and axe's).
  new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .withTags(AXE_TAGS)
    .analyze();

/**
 * What axe finds on the page as it is now, one readable line per failing element (the rule, the
 * element, and what to fix), so a failing test says what to fix and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axe(page);
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(" ")} (${node.failureSummary ?? ""})`,
    ),
  );
}

/**
 * What axe finds on the page as it is now in the light theme, then in the dark one, each line
 * led by the theme. The theme is switched as a system switches its colour scheme, which a page
 * follows live while no choice is saved: one load checks both.
 */
export async function axeViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const dark = expect(page.locator("html"));
    if (colorScheme === "dark") await dark.toHaveClass(/(^|\s)dark(\s|$)/);
    else await dark.not.toHaveClass(/(^|\s)dark(\s|$)/);
    found.push(...(await axeViolations(page)).map((line) => `${colorScheme}: ${line}`));
  }
  return found;
}
