import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { contrastRatio, nearestPassingShade } from "../lib/color";
import { roundIconPaths } from "../lib/round-paths";
import { techBrand, techIcon } from "./icons";

/**
 * The Tech Stack's icons as one SVG sprite file (`/tech-icons.svg`, src/pages/tech-icons.svg.ts)
 * that each row's items draw with `<use>`. Out of the page, the icons' paths (most of the home
 * page's markup) no longer stand between the visitor and the first paint; the browser fetches the
 * sprite once, after the text, and caches it.
 *
 * Each known technology's icon is drawn in its brand colour, one shade per theme (CSS
 * `light-dark()`, following the page's colour scheme into the `<use>`): the brand's own colour
 * where it stands out from the pill (TECH_ICON_CONTRAST), else the nearest shade of it that does. Browsers without `light-dark()` draw the light theme's shade.
 */

export const TECH_ICON_SPRITE = "/tech-icons.svg";

/** The id of a technology's symbol in the sprite. */
export function techIconId(name: string): string {
  return `tech-icon-${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * What a pill may sit on in each theme, with a margin: the card surface and the band around it
 * (the dark theme's surfaces are tinted with the accent, so slate-800 stands in for the lightest
 * of them and slate-950 for the darkest).
 */
export const PILL_BACKGROUNDS = {
  light: ["#ffffff", "#f1f5f9"],
  dark: ["#1d293d", "#020618"],
} as const;

/**
 * The contrast each theme's icons keep with their pill: WCAG's 3:1 for graphics in the light
 * theme; 4.5:1 in the dark one, where dark brand colours lifted only to 3:1 still look dim.
 */
export const TECH_ICON_CONTRAST = { light: 3, dark: 4.5 } as const;

/** The brand colour of a technology, shaded for each theme's pills; none for unknown names. */
export function techIconShades(name: string): { light: string; dark: string } | undefined {
  const brand = techBrand(name);
  if (!brand) return undefined;
  const shade = (theme: "light" | "dark") =>
    nearestPassingShade(brand, (candidate) =>
      PILL_BACKGROUNDS[theme].every(
        (background) => contrastRatio(candidate, background) >= TECH_ICON_CONTRAST[theme],
      ),
    ) ?? brand;
  return { light: shade("light"), dark: shade("dark") };
}

/** Every technology's icon as a `<symbol>`, keeping the icon's own view box. */
export function techIconSprite(tech: readonly string[]): string {
  const symbols = [...new Set(tech)].map((name) => {
    const drawn = renderToStaticMarkup(createElement(techIcon(name)));
    const viewBox = /viewBox="([^"]+)"/.exec(drawn)?.[1] ?? "0 0 24 24";
    const svg = roundIconPaths(drawn);
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    const shades = techIconShades(name);
    const drawing = shades
      ? `<g style="fill:${shades.light};fill:light-dark(${shades.light},${shades.dark})">${inner}</g>`
      : inner;
    return `<symbol id="${techIconId(name)}" viewBox="${viewBox}">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
