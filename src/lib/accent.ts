import { composite, contrastRatio, nearestPassingShade, normalizeHex, withOklch } from "./color.ts";

/**
 * The site's accent colours, both themes, from the owner's one accent (`accent` in
 * site.config.ts, and `accentDark` when they pick the dark theme's too). The build writes them as
 * CSS variables (accentCss) that the Tailwind theme's `accent` colours read, and refuses an
 * accent that would not meet WCAG AA on a surface the site puts it on (accentContrastIssues).
 */

/** The two themes (as src/features/theme/theme.ts names them). */
type Theme = "light" | "dark";

export type AccentPalette = Record<Theme, AccentShades>;

/**
 * Fixed colours the palette uses: white, and Tailwind's slate-950 for text on a light accent
 * (tests/unit/accent.test.ts checks it against Tailwind's theme).
 */
export const SURFACES = { white: "#ffffff", "slate-950": "#020618" } as const;

/**
 * The text colours (--ink, --body, --muted), which do not follow the accent; checked on every
 * surface, since the surfaces do.
 */
export const TEXT_COLOURS = {
  light: { ink: "#0b1120", body: "#334155", muted: "#526074" },
  dark: { ink: "#f5f7fb", body: "#cdd5e1", muted: "#9aa6b8" },
} as const;

/** Lightness of the dark theme's accent when the owner gives none: Tailwind's 300 shades. */
export const DARK_ACCENT_LIGHTNESS = 0.78;
/** How much darker (light theme) or lighter (dark theme) a button gets under the pointer. */
const HOVER_STEP = 0.07;

/** The accent's hue at another lightness, its chroma held to at most `maxChroma`. */
const tint = (hex: string, l: number, maxChroma: number) =>
  withOklch(hex, { l, c: (c) => Math.min(c, maxChroma) });

/**
 * The accent colours of the light theme, and the surfaces tinted with it. The glow behind the
 * hero is the accent with an alpha (8-digit hex), per theme; text may sit on it, so the pairs
 * below check text on the page under the glow at its strongest.
 */
const lightShades = (accent: string) => ({
  // Accent text, links, icons, the focus ring, form fields' focus border, button backgrounds.
  accent,
  // Accent buttons under the pointer.
  strong: withOklch(accent, { l: (l) => l - HOVER_STEP }),
  // Decorative tints and the tiles accent icons sit on.
  soft: tint(accent, 0.87, 0.065),
  // Text on an accent background.
  onAccent: SURFACES.white,
  // The page's background; cards and the form.
  canvas: SURFACES.white,
  surface: SURFACES.white,
  // Tinted bands, the footer, raised parts of cards, the selected tab.
  surface2: tint(accent, 0.975, 0.012),
  glow: `${accent}1f`,
});

/** The accent colours of one theme, and the surfaces tinted with it. */
export type AccentShades = Record<keyof ReturnType<typeof lightShades>, string>;

const SHADES: Record<Theme, (accent: string) => AccentShades> = {
  light: lightShades,
  // Dark surfaces carry a trace of the accent's hue and sit one lightness step apart.
  dark: (accent) => ({
    accent,
    strong: withOklch(accent, { l: (l) => l + HOVER_STEP }),
    soft: tint(accent, 0.36, 0.14),
    onAccent: SURFACES["slate-950"],
    canvas: tint(accent, 0.155, 0.02),
    surface: tint(accent, 0.195, 0.024),
    surface2: tint(accent, 0.23, 0.03),
    glow: `${accent}38`,
  }),
};

/**
 * A pair of colours the site shows together: what it is, for a person ("accent text on the page
 * background"), the two colours, and the contrast WCAG AA asks of it (4.5 for text; 3 for
 * icons, borders and the focus ring).
 */
type Pair = [use: string, foreground: string, background: string, required: number];

const TEXT = 4.5;
const NON_TEXT = 3;

/** Every accent pair the pages show, with the surfaces it appears on. */
export function contrastPairs(theme: Theme, shades: AccentShades): Pair[] {
  const { accent, strong, onAccent, canvas, surface, surface2, soft } = shades;
  const dark = theme === "dark";
  // The light theme's cards are the page's white: only the dark theme has pairs of their own.
  const darkOnly = (pairs: Pair[]) => (dark ? pairs : []);
  // The hero's backdrop at its strongest: the page under the accent's glow.
  const glow = composite(shades.glow, canvas);
  const { ink, body, muted } = TEXT_COLOURS[theme];
  const textOn = (surfaceName: string, background: string): Pair[] => [
    [`heading text on ${surfaceName}`, ink, background, TEXT],
    [`body text on ${surfaceName}`, body, background, TEXT],
    [`secondary text on ${surfaceName}`, muted, background, TEXT],
  ];
  return [
    ["accent text on the page background", accent, canvas, TEXT],
    ...darkOnly([["accent text on cards and the form", accent, surface, TEXT]]),
    dark
      ? ["accent text on tinted bands, the footer and the selected tab", accent, surface2, TEXT]
      : ["accent text on tinted bands and the footer", accent, surface2, TEXT],
    ["accent icons on their tinted tiles", accent, soft, NON_TEXT],
    ["button text on the accent", onAccent, accent, TEXT],
    ["button text on the accent under the pointer", onAccent, strong, TEXT],
    dark
      ? ["the focus ring on cards and form fields", accent, surface, NON_TEXT]
      : ["the focus ring on the page background", accent, canvas, NON_TEXT],
    ["the focus ring on tinted bands", accent, surface2, NON_TEXT],
    ...textOn("the page background", canvas),
    ...darkOnly(textOn("cards", surface)),
    ...textOn("tinted bands", surface2),
    ...textOn("the hero's glow", glow),
    ["accent text on the hero's glow", accent, glow, TEXT],
  ];
}

const failures = (theme: Theme, shades: AccentShades) =>
  contrastPairs(theme, shades)
    .map(([use, foreground, background, required]) => ({ use, foreground, background, required }))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
    .filter((pair) => pair.ratio < pair.required);

/** Whether every pair of `theme` passes with `accent` as its accent. */
const passes = (theme: Theme) => (accent: string) =>
  failures(theme, SHADES[theme](accent)).length === 0;

/**
 * The dark theme's accent made from the light one: the same hue at the lightness of Tailwind's
 * 300 shades, which reads well on the dark surfaces; nudged until every dark pair passes.
 */
export function deriveDarkAccent(accent: string): string {
  const candidate = withOklch(normalizeHex(accent), { l: DARK_ACCENT_LIGHTNESS });
  return nearestPassingShade(candidate, passes("dark")) ?? candidate;
}

export function accentPalette(accent: string, accentDark?: string): AccentPalette {
  const light = normalizeHex(accent);
  return {
    light: SHADES.light(light),
    dark: SHADES.dark(accentDark ? normalizeHex(accentDark) : deriveDarkAccent(light)),
  };
}

/**
 * Checks every pair in both themes. The light theme's pairs belong to `accent`, the dark
 * theme's to `accentDark`. (A dark accent derived from `accent` passes by construction.)
 */
export function accentContrastIssues(accent: string, accentDark?: string) {
  const palette = accentPalette(accent, accentDark);
  return (["light", "dark"] as const).flatMap((theme) => {
    const { accent: value } = palette[theme];
    const failing = failures(theme, palette[theme]);
    if (failing.length === 0) return [];
    const field = theme === "light" ? ("accent" as const) : ("accentDark" as const);
    // The nearest shade of the same hue where every pair passes, or null if none does.
    const suggestion = nearestPassingShade(value, passes(theme));
    return [{ field, value, theme, failures: failing, suggestion }];
  });
}

/** One field of site.config.ts whose colour fails, with what to put there instead. */
export type AccentIssue = ReturnType<typeof accentContrastIssues>[number];

/**
 * One message per issue, `field: ...`, as site.config.ts's other errors read: each failing
 * pair with both colours, its ratio and the one required, then the shade to paste instead.
 * A ratio shows to two decimals, a failing one never as the one required: 4.499 is 4.49:1.
 */
export function describeAccentIssue(issue: AccentIssue): string {
  const lines = [
    `${issue.field}: "${issue.value}" does not meet WCAG AA contrast in the ${issue.theme} theme:`,
    ...issue.failures.map(({ use, foreground, background, ratio, required }) => {
      const shown = Math.min(Math.round(ratio * 100), required * 100 - 1) / 100;
      return `      ${use}: ${foreground} on ${background} is ${shown.toFixed(2)}:1, needs ${required}:1`;
    }),
    issue.suggestion
      ? `    The nearest shade of the same hue that passes: ${issue.field}: "${issue.suggestion}"`
      : `    No shade of this hue passes; choose another colour.`,
  ];
  return lines.join("\n");
}

/**
 * The palette as the CSS variables src/styles/global.css maps to the `accent`, surface and text
 * colours.
 */
export function accentCss(palette: AccentPalette): string {
  const variables = (theme: Theme) => {
    const { accent, strong, soft, onAccent, canvas, surface, surface2, glow } = palette[theme];
    const { ink, body, muted } = TEXT_COLOURS[theme];
    return (
      `--accent:${accent};--accent-strong:${strong};--accent-soft:${soft};--on-accent:${onAccent};` +
      `--canvas:${canvas};--surface:${surface};--surface-2:${surface2};--glow:${glow};` +
      `--ink:${ink};--body:${body};--muted:${muted}`
    );
  };
  return `:root{${variables("light")}}:root.dark{${variables("dark")}}`;
}
