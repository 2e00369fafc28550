import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { optimize } from "svgo";

/**
 * The pages' inline icons (react-icons, the social links, the bar's switch) with their paths
 * rounded to a 240th of their view box, as the Tech Stack's sprite is: at icon sizes the change
 * stays under a twentieth of a pixel, and the icons are a seventh of a page's compressed bytes.
 * Icons inside an island are left as React renders them, so hydration finds the same markup.
 */

const SVG = /<svg\b[^>]*>[\s\S]*?<\/svg>/g;
const ISLAND = /<astro-island\b[\s\S]*?<\/astro-island>/g;

/** One inline <svg> element with its paths rounded; left alone if it has no view box. */
export function roundIcon(svg: string): string {
  const viewBox = /\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const width = Number(viewBox?.trim().split(/[\s,]+/)[2]);
  if (!width || !svg.includes(" d=")) return svg;
  const decimals = Math.max(0, Math.round(-Math.log10(width / 240)));
  try {
    return optimize(svg, {
      plugins: [{ name: "convertPathData", params: { floatPrecision: decimals } }],
    }).data;
  } catch {
    return svg; // Not well-formed XML: the browser reads it; leave it as it is.
  }
}

/** Every inline icon of a page outside its islands, rounded. */
export function roundPageIcons(html: string): string {
  let result = "";
  let last = 0;
  for (const island of html.matchAll(ISLAND)) {
    result += html.slice(last, island.index).replace(SVG, roundIcon) + island[0];
    last = island.index + island[0].length;
  }
  return result + html.slice(last).replace(SVG, roundIcon);
}

export function roundIconsIntegration(): AstroIntegration {
  return {
    name: "portfolio:round-icons",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        await Promise.all(
          entries
            .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
            .map(async (entry) => {
              const file = path.join(entry.parentPath, entry.name);
              const html = await readFile(file, "utf8");
              const rounded = roundPageIcons(html);
              if (rounded !== html) await writeFile(file, rounded);
            }),
        );
      },
    },
  };
}
