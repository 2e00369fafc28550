import {
  composite,
  contrastRatio,
  formatRatio,
  nearestPassingShade,
  normalizeHex,
  withOklch,
} from "./color.ts";

/**
 * The site's accent colours, both themes, from the owner's one accent (`accent` in
 * site.config.ts, and `accentDark` when they pick the dark theme's too). The build writes them as
 * CSS variables (accentCss) that the Tailwind theme's `accent` colours read, and refuses an
 * accent that would not meet WCAG AA on a surface the site puts it on (accentContrastIssues).
 */

/** The accent colours of one theme, and the surfaces tinted with it. */
export interface AccentShades {
  /** Accent text, links, icons, the focus ring, form fields' focus border, button backgrounds. */
  accent: string;
  /** Accent buttons under the pointer. */
  strong: string;
  /** Decorative tints and the tiles accent icons sit on. */
  soft: string;
  /** Text on an accent background. */
  onAccent: string;
  /** The page's background. */
  canvas: string;
  /** Cards and the form. */
  surface: string;
  /** Tinted bands, the footer, raised parts of cards, the selected tab. */
  surface2: string;
  /** The accent's glow behind the hero, with its alpha (8-digit hex). */
  glow: string;
}

/** The two themes (as src/features/theme/theme.ts names them). */
type Theme = "light" | "dark";

export type AccentPalette = Record<Theme, AccentShades>;

/**
 * Fixed colours the palette uses: white, and Tailwind's slate-950 for text on a light accent
 * (tests/unit/accent.test.ts checks it against Tailwind's theme).
 */
export const SURFACES = {
  white: "#ffffff",
  "slate-950": "#020618",
} as const;

/**
 * The text colours of src/styles/global.css (--ink, --body, --muted), which do not follow the
 * accent; checked on every surface, since the surfaces do.
 */
export const TEXT_COLOURS = {
  light: { ink: "#0b1120", body: "#334155", muted: "#526074" },
  dark: { ink: "#f5f7fb", body: "#cdd5e1", muted: "#9aa6b8" },
} as const;

/**
 * How strong the accent's glow is at its centre, per theme, as the alpha digits of an 8-digit
 * hex. Text may sit on it, so the pairs below check text on the page under the glow.
 */
const GLOW_ALPHA = { light: "1f", dark: "38" } as const;

/** Lightness of the dark theme's accent when the owner gives none: Tailwind's 300 shades. */
export const DARK_ACCENT_LIGHTNESS = 0.78;
/** How much darker (light theme) or lighter (dark theme) a button gets under the pointer. */
const HOVER_STEP = 0.07;

/** The accent's hue at another lightness, its chroma held to at most `maxChroma`. */
const tint = (hex: string, l: number, maxChroma: number) =>
  withOklch(hex, { l, c: (c) => Math.min(c, maxChroma) });

function lightShades(accent: string): AccentShades {
  return {
    accent,
    strong: withOklch(accent, { l: (l) => l - HOVER_STEP }),
    soft: tint(accent, 0.87, 0.065),
    onAccent: SURFACES.white,
    canvas: SURFACES.white,
    surface: SURFACES.white,
    surface2: tint(accent, 0.975, 0.012),
    glow: `${accent}${GLOW_ALPHA.light}`,
  };
}

/** Dark surfaces carry a trace of the accent's hue and sit one lightness step apart. */
function darkShades(accent: string): AccentShades {
  return {
    accent,
    strong: withOklch(accent, { l: (l) => l + HOVER_STEP }),
    soft: tint(accent, 0.36, 0.14),
    onAccent: SURFACES["slate-950"],
    canvas: tint(accent, 0.155, 0.02),
    surface: tint(accent, 0.195, 0.024),
    surface2: tint(accent, 0.23, 0.03),
    glow: `${accent}${GLOW_ALPHA.dark}`,
  };
}

/** A pair of colours the site shows together, and the contrast WCAG AA asks of it. */
export interface ContrastPair {
  theme: Theme;
  /** What the pair is, for a person: "accent text on the page background". */
  use: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for icons, borders and the focus ring. */
  required: number;
}

const TEXT = 4.5;
const NON_TEXT = 3;

/** Every accent pair the pages show, with the surfaces it appears on. */
export function contrastPairs(theme: Theme, shades: AccentShades): ContrastPair[] {
  const { accent, strong, onAccent } = shades;
  const pair = (use: string, foreground: string, background: string, required: number) => ({
    theme,
    use,
    foreground,
    background,
    required,
  });
  const { canvas, surface, surface2, soft } = shades;
  // The hero's backdrop at its strongest: the page under the accent's glow.
  const glow = composite(shades.glow, canvas);
  const text = TEXT_COLOURS[theme];
  const textPairs = (surfaceName: string, background: string) => [
    pair(`heading text on ${surfaceName}`, text.ink, background, TEXT),
    pair(`body text on ${surfaceName}`, text.body, background, TEXT),
    pair(`secondary text on ${surfaceName}`, text.muted, background, TEXT),
  ];
  if (theme === "light") {
    return [
      pair("accent text on the page background", accent, canvas, TEXT),
      pair("accent text on tinted bands and the footer", accent, surface2, TEXT),
      pair("accent icons on their tinted tiles", accent, soft, NON_TEXT),
      pair("button text on the accent", onAccent, accent, TEXT),
      pair("button text on the accent under the pointer", onAccent, strong, TEXT),
      pair("the focus ring on the page background", accent, canvas, NON_TEXT),
      pair("the focus ring on tinted bands", accent, surface2, NON_TEXT),
      ...textPairs("the page background", canvas),
      ...textPairs("tinted bands", surface2),
      ...textPairs("the hero's glow", glow),
      pair("accent text on the hero's glow", accent, glow, TEXT),
    ];
  }
  return [
    pair("accent text on the page background", accent, canvas, TEXT),
    pair("accent text on cards and the form", accent, surface, TEXT),
    pair("accent text on tinted bands, the footer and the selected tab", accent, surface2, TEXT),
    pair("accent icons on their tinted tiles", accent, soft, NON_TEXT),
    pair("button text on the accent", onAccent, accent, TEXT),
    pair("button text on the accent under the pointer", onAccent, strong, TEXT),
    pair("the focus ring on cards and form fields", accent, surface, NON_TEXT),
    pair("the focus ring on tinted bands", accent, surface2, NON_TEXT),
    ...textPairs("the page background", canvas),
    ...textPairs("cards", surface),
    ...textPairs("tinted bands", surface2),
    ...textPairs("the hero's glow", glow),
    pair("accent text on the hero's glow", accent, glow, TEXT),
  ];
}

export interface ContrastFailure extends ContrastPair {
  ratio: number;
}

function failures(theme: Theme, shades: AccentShades): ContrastFailure[] {
  return contrastPairs(theme, shades)
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
    .filter((pair) => pair.ratio < pair.required);
}

const SHADES = { light: lightShades, dark: darkShades };

/** Whether every pair of `theme` passes with `accent` as its accent. */
const passes = (theme: Theme, accent: string) =>
  failures(theme, SHADES[theme](accent)).length === 0;

/**
 * The dark theme's accent made from the light one: the same hue at the lightness of Tailwind's
 * 300 shades, which reads well on the dark surfaces; nudged until every dark pair passes.
 */
export function deriveDarkAccent(accent: string): string {
  const candidate = withOklch(normalizeHex(accent), { l: DARK_ACCENT_LIGHTNESS });
  return nearestPassingShade(candidate, (shade) => passes("dark", shade)) ?? candidate;
}

export function accentPalette(accent: string, accentDark?: string): AccentPalette {
  const light = normalizeHex(accent);
  return {
    light: lightShades(light),
    dark: darkShades(accentDark ? normalizeHex(accentDark) : deriveDarkAccent(light)),
  };
}

/** One field of site.config.ts whose colour fails, with what to put there instead. */
export interface AccentIssue {
  field: "accent" | "accentDark";
  value: string;
  theme: Theme;
  failures: ContrastFailure[];
  /** The nearest shade of the same hue where every pair passes, or null if none does. */
  suggestion: string | null;
}

/**
 * Checks every pair in both themes. The light theme's pairs belong to `accent`, the dark
 * theme's to `accentDark`. (A dark accent derived from `accent` passes by construction.)
 */
export function accentContrastIssues(accent: string, accentDark?: string): AccentIssue[] {
  const palette = accentPalette(accent, accentDark);
  return (["light", "dark"] as const).flatMap((theme) => {
    const { accent: value } = palette[theme];
    const failing = failures(theme, palette[theme]);
    if (failing.length === 0) return [];
    const field = theme === "light" ? "accent" : "accentDark";
    const suggestion = nearestPassingShade(value, (shade) => passes(theme, shade));
    return [{ field, value, theme, failures: failing, suggestion }];
  });
}

/**
 * One message per issue, `field: ...`, as site.config.ts's other errors read: each failing
 * pair with both colours, its ratio and the one required, then the shade to paste instead.
 */
export function describeAccentIssue(issue: AccentIssue): string {
  const lines = [
    `${issue.field}: "${issue.value}" does not meet WCAG AA contrast in the ${issue.theme} theme:`,
    ...issue.failures.map(
      (failure) =>
        `      ${failure.use}: ${failure.foreground} on ${failure.background} is ` +
        `${formatRatio(failure.ratio, failure.required)}, needs ${failure.required}:1`,
    ),
    issue.suggestion
      ? `    The nearest shade of the same hue that passes: ${issue.field}: "${issue.suggestion}"`
      : `    No shade of this hue passes; choose another colour.`,
  ];
  return lines.join("\n");
}

/** The palette as the CSS variables src/styles/global.css maps to the `accent` and surface colours. */
export function accentCss(palette: AccentPalette): string {
  const variables = (shades: AccentShades) =>
    `--accent:${shades.accent};--accent-strong:${shades.strong};` +
    `--accent-soft:${shades.soft};--on-accent:${shades.onAccent};` +
    `--canvas:${shades.canvas};--surface:${shades.surface};--surface-2:${shades.surface2};` +
    `--glow:${shades.glow}`;
  return `:root{${variables(palette.light)}}:root.dark{${variables(palette.dark)}}`;
}
