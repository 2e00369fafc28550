import axeCore, { type RunOptions } from "axe-core";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the site is held to. */
const WCAG: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
};

/**
 * What axe finds on the page as it is now (the site's WCAG levels, or the options given), one
 * readable line per failing element: the rule, the element, and what to fix. axe is put in the
 * page once and run there: the site has no frames, so nothing needs axe's per-frame runner.
 */
export async function axeViolations(page: Page, options: RunOptions = WCAG): Promise<string[]> {
  const inPage = () => (window as unknown as { axe?: typeof axeCore }).axe;
  if (!(await page.evaluate(inPage))) await page.evaluate(axeCore.source);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: typeof axeCore }).axe;
    const { violations } = await axe.run(document, { ...options, resultTypes: ["violations"] });
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(" ")} (${node.failureSummary ?? ""})`,
      ),
    );
  }, options);
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
