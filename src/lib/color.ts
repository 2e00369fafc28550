import Color from "colorjs.io";

/**
 * Colour helpers for the accent palette and the icons' shades, over colorjs.io: hex colours,
 * WCAG 2 contrast, and OKLCH, the space in which lightness steps look even across hues. Used by
 * the build only.
 */

/** `#rgb` or `#rrggbb`, either case: the colours site.config.ts accepts. */
export const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/**
 * The colour as `#rrggbb`. Where sRGB cannot show its OKLCH chroma at its lightness, the chroma
 * is reduced until it can, keeping the lightness and hue (clipping the channels would shift the
 * hue).
 */
const toHex = (color: Color) =>
  color
    .toGamut({ space: "srgb", method: "oklch.c", deltaEMethod: "OK", jnd: 0 })
    .toString({ format: "hex", collapse: false });

/**
 * A hex colour (#rgb, #rrggbb or #rrggbbaa) as a colorjs.io colour, read straight from its
 * digits: colorjs.io's own parser tries every CSS syntax, and the shade searches read thousands.
 */
function fromHex(hex: string): Color {
  if (!/^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(hex)) {
    throw new Error(`not a hex colour such as #4338ca: "${hex}"`);
  }
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? digits.replace(/./g, "$&$&") : digits;
  const [r = 0, g = 0, b = 0, alpha = 255] = (full.match(/../g) ?? []).map((pair) =>
    Number.parseInt(pair, 16),
  );
  return new Color("srgb", [r / 255, g / 255, b / 255], alpha / 255);
}

/** `#ABC` and `#aabbcc` alike become `#aabbcc`. Throws on anything else. */
export function normalizeHex(hex: string): string {
  if (!HEX_COLOR.test(hex)) throw new Error(`not a hex colour such as #4338ca: "${hex}"`);
  return toHex(fromHex(hex));
}

/** The sRGB channels, each from 0 to 1 (gamma-encoded, as in CSS). */
export function parseHex(hex: string): { r: number; g: number; b: number } {
  const [r, g, b] = fromHex(normalizeHex(hex)).coords;
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, whichever is lighter. */
export const contrastRatio = (first: string, second: string): number =>
  Color.contrast(fromHex(first), fromHex(second), "WCAG21");

/** `top`, an `#rrggbbaa` colour, painted over the opaque `bottom`, as browsers blend: in sRGB. */
export function composite(top: string, bottom: string): string {
  const over = fromHex(top);
  return toHex(
    Color.mix(fromHex(bottom), over.clone().set({ alpha: 1 }), over.alpha, { space: "srgb" }),
  );
}

/**
 * A ratio as people quote it, "4.48:1", to two decimals. A ratio that fails `required` never
 * reads as if it passed: 4.499 shows as 4.49, not 4.50.
 */
export function formatRatio(ratio: number, required?: number): string {
  let shown = Math.round(ratio * 100) / 100;
  if (required !== undefined && ratio < required && shown >= required) {
    shown = Math.floor(ratio * 100) / 100;
  }
  return `${shown.toFixed(2)}:1`;
}

/** A new OKLCH lightness or chroma: the value, or a function of the colour's own. */
type Change = number | ((value: number) => number);

/** `hex` at another OKLCH lightness and/or chroma, its hue kept (greys stay grey). */
export function withOklch(hex: string, change: { l?: Change; c?: Change }): string {
  return toHex(fromHex(hex).to("oklch").set(change));
}

/**
 * The shade of `hex`'s hue nearest in lightness to it that `passes` accepts, searching darker
 * and lighter alike in steps of 0.001; `hex` itself when it passes, null when no shade does.
 */
export function nearestPassingShade(
  hex: string,
  passes: (candidate: string) => boolean,
): string | null {
  const start = normalizeHex(hex);
  if (passes(start)) return start;
  const l = fromHex(start).get("oklch.l");
  const step = 0.001;
  for (let distance = step; distance <= 1 + step; distance += step) {
    for (const lightness of [l - distance, l + distance]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = withOklch(start, { l: lightness });
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}
