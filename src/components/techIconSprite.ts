import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { techIcon } from "./icons";

/**
 * The Tech Stack's icons as one SVG sprite file (`/tech-icons.svg`, src/pages/tech-icons.svg.ts)
 * that each row's items draw with `<use>`. Out of the page, the icons' paths (most of the home
 * page's markup) no longer stand between the visitor and the first paint; the browser fetches the
 * sprite once, after the text, and caches it.
 */

export const TECH_ICON_SPRITE = "/tech-icons.svg";

/** The id of a technology's symbol in the sprite. */
export function techIconId(name: string): string {
  return `tech-icon-${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
}

/** Every technology's icon as a `<symbol>`, keeping the icon's own view box. */
export function techIconSprite(tech: readonly string[]): string {
  const symbols = [...new Set(tech)].map((name) => {
    const svg = renderToStaticMarkup(createElement(techIcon(name)));
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? "0 0 24 24";
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${techIconId(name)}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
