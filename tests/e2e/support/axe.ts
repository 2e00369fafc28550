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
