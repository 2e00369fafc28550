import type { IconType } from "react-icons";
import { contrastRatio, nearestPassingShade } from "../lib/color";
import type { SocialIcon } from "../config/schema";
import { iconShapes, REPOSITORY_ICON, SOCIAL_ICON, techIcon } from "./icons";

/**
 * Icons as SVG sprite files that the Tech Stack's pills (`/tech-icons.svg`), the profile links
 * (`/social-icons.svg`) and the repository cards (`/repository-icons.svg`) draw with `<use>`
 * (src/pages/). Out of the page, the icons' paths (most of the home page's markup, a twentieth
 * of every page's) no longer stand between the visitor and the first paint; the browser fetches
 * a sprite once, after the text, and caches it for every page.
 *
 * A technology with a brand colour is drawn in it, one shade per theme (CSS `light-dark()`,
 * following the page's colour scheme into the `<use>`): the brand's own colour where it stands
 * out from the pill (TECH_ICON_CONTRAST), else the nearest shade of it that does; browsers
 * without `light-dark()` draw the light theme's shade. Any other icon takes the pill's text colour.
 */

export const TECH_ICON_SPRITE = "/tech-icons.svg";
export const SOCIAL_ICON_SPRITE = "/social-icons.svg";

/** The id of a technology's symbol in the sprite. */
export const techIconId = (name: string) =>
  `tech-icon-${name
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, "-")}`;

/** The id of a profile link's icon in the sprite. */
export const socialIconId = (icon: SocialIcon) => `social-icon-${icon}`;

/**
 * What a pill may sit on in each theme, with a margin: the card surface and the band around it
 * (the dark theme's surfaces are tinted with the accent, so slate-800 stands in for the lightest
 * of them and slate-950 for the darkest).
 */
const PILL_BACKGROUNDS = { light: ["#ffffff", "#f1f5f9"], dark: ["#1d293d", "#020618"] } as const;

/**
 * The contrast each theme's icons keep with their pill: WCAG's 3:1 for graphics in the light
 * theme; 4.5:1 in the dark one, where dark brand colours lifted only to 3:1 still look dim.
 */
const TECH_ICON_CONTRAST = { light: 3, dark: 4.5 } as const;

/** The brand colour of a technology, shaded for each theme's pills; none for unknown names. */
export function techIconShades(name: string): { light: string; dark: string } | undefined {
  const { brand } = techIcon(name);
  if (!brand) return undefined;
  const shade = (theme: "light" | "dark") =>
    nearestPassingShade(brand, (candidate) =>
      PILL_BACKGROUNDS[theme].every(
        (background) => contrastRatio(candidate, background) >= TECH_ICON_CONTRAST[theme],
      ),
    ) ?? brand;
  return { light: shade("light"), dark: shade("dark") };
}

/** An icon as a `<symbol>` with the icon's own view box, its paths rounded, in `fill` if given. */
function symbol(id: string, icon: IconType, fill?: string) {
  const { viewBox, shapes } = iconShapes(icon);
  return `<symbol id="${id}" viewBox="${viewBox}">${fill ? `<g style="${fill}">${shapes}</g>` : shapes}</symbol>`;
}

/** A sprite file's markup: the symbols, in one SVG document. */
const sprite = (symbols: readonly string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;

/** Every technology's icon, each in its brand's shades (`/tech-icons.svg`). */
export function techIconSprite(tech: readonly string[]): string {
  return sprite(
    [...new Set(tech)].map((name) => {
      const shades = techIconShades(name);
      const fill = shades && `fill:${shades.light};fill:light-dark(${shades.light},${shades.dark})`;
      return symbol(techIconId(name), techIcon(name).icon, fill);
    }),
  );
}

/**
 * The profile links' icons (`social`, the e-mail one always), in the colour of the text around
 * them (`/social-icons.svg`): a file of its own, small, since every page's footer draws from it.
 */
export const socialIconSprite = (social: readonly SocialIcon[]): string =>
  sprite(
    [...new Set([...social, "email" as const])].map((icon) =>
      symbol(socialIconId(icon), SOCIAL_ICON[icon]),
    ),
  );

/** The repository cards' star, fork and website icons (`/repository-icons.svg`). */
export const repositoryIconSprite = (): string =>
  sprite(Object.entries(REPOSITORY_ICON).map(([name, icon]) => symbol(`repository-${name}`, icon)));
