import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { expect, test } from "./support/offline.ts";

/**
 * What people say about the owner, from src/content/testimonials: plain quotes with names, no
 * ratings and no review markup; the first two on the home page, the others on About.
 */

const DIR = process.env.TESTIMONIALS_DIR || "src/content/testimonials";

interface Said {
  quote: string;
  name: string;
  role: string;
  company: string;
  link?: string;
  order?: number;
}

/** The testimonials as the files hold them, in the order the pages show them. */
const TESTIMONIALS: Said[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".md") && !file.startsWith("_"))
  .sort()
  .map((file) => {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(DIR, file), "utf8"));
    return yaml.load(front?.[1] ?? "") as Said;
  })
  .map((said, index) => ({ said, index }))
  .sort(
    (a, b) =>
      (a.said.order ?? Number.MAX_SAFE_INTEGER) - (b.said.order ?? Number.MAX_SAFE_INTEGER) ||
      a.index - b.index,
  )
  .map(({ said }) => said);

for (const [pathname, quoted] of [
  ["/", TESTIMONIALS.slice(0, 2)],
  ["/about/", TESTIMONIALS.slice(2)],
] as const) {
  test(`${pathname} quotes its testimonials, in order, with who said it`, async ({ page }) => {
    expect(quoted.length).toBeGreaterThan(0);
    await page.goto(pathname);
    const section = page.getByRole("region", { name: "Testimonials" });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
    const figures = section.locator("figure");
    await expect(figures).toHaveCount(quoted.length);
    for (const [index, said] of quoted.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("blockquote")).toHaveText(said.quote);
      const caption = figure.locator("figcaption");
      await expect(caption).toContainText(said.name);
      await expect(caption).toContainText(`${said.role}, ${said.company}`);
      if (said.link) {
        await expect(caption.getByRole("link", { name: said.name })).toHaveAttribute(
          "href",
          said.link,
        );
      }
    }
  });
}

test("no page marks a testimonial up as a review or a rating", async ({ page }) => {
  for (const pathname of ["/", "/about/"]) {
    await page.goto(pathname);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    for (const text of data) expect(text).not.toMatch(/Review|Rating/);
    await expect(page.locator("[itemtype*='Review'], [itemprop='reviewRating']")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Testimonials" })).not.toContainText("★");
  }
});
