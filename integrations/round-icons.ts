import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { roundIconPaths } from "../src/lib/round-paths.ts";
import { htmlFiles } from "./security-headers.ts";

/**
 * The pages' inline icons (react-icons, the social links, the bar's switch) with their paths
 * rounded as the Tech Stack's sprite is (src/lib/round-paths.ts): the icons are a seventh of a
 * page's compressed bytes.
 * Icons inside an island are left as React renders them, so hydration finds the same markup.
 */

const SVG = /<svg\b[^>]*>[\s\S]*?<\/svg>/g;
const ISLAND = /<astro-island\b[\s\S]*?<\/astro-island>/g;

/** Every inline icon of a page outside its islands, rounded. */
export function roundPageIcons(html: string): string {
  let result = "";
  let last = 0;
  for (const island of html.matchAll(ISLAND)) {
    result += html.slice(last, island.index).replace(SVG, roundIconPaths) + island[0];
    last = island.index + island[0].length;
  }
  return result + html.slice(last).replace(SVG, roundIconPaths);
}

export function roundIconsIntegration(): AstroIntegration {
  return {
    name: "portfolio:round-icons",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        await Promise.all(
          files.map(async (file) => {
            const html = await readFile(file, "utf8");
            const rounded = roundPageIcons(html);
            if (rounded !== html) await writeFile(file, rounded);
          }),
        );
      },
    },
  };
}
