import Color from "colorjs.io";

/**
 * Colour helpers for the accent palette and the icons' shades, over colorjs.io: hex colours,
 * WCAG 2 contrast, and OKLCH, the space in which lightness steps look even across hues.
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

/** `#ABC` and `#aabbcc` alike become `#aabbcc`. Throws on anything else. */
export function normalizeHex(hex: string): string {
  if (!HEX_COLOR.test(hex)) throw new Error(`not a hex colour such as #4338ca: "${hex}"`);
  return toHex(new Color(hex));
}

/** The sRGB channels, each from 0 to 1 (gamma-encoded, as in CSS). */
export function parseHex(hex: string): { r: number; g: number; b: number } {
  const [r, g, b] = new Color(normalizeHex(hex)).coords;
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, whichever is lighter. */
export const contrastRatio = (first: string, second: string): number =>
  Color.contrast(first, second, "WCAG21");

/** `top`, an `#rrggbbaa` colour, painted over the opaque `bottom`, as browsers blend: in sRGB. */
export function composite(top: string, bottom: string): string {
  const over = new Color(top);
  return toHex(Color.mix(bottom, over.clone().set({ alpha: 1 }), over.alpha, { space: "srgb" }));
}

/** `hex` at another OKLCH lightness and/or chroma, its hue kept (greys stay grey). */
export const withOklch = (
  hex: string,
  change: { l?: number | ((l: number) => number); c?: (c: number) => number },
): string => toHex(new Color(hex).to("oklch").set(change));

/**
 * The shade of `hex`'s hue nearest in lightness to it that `passes` accepts, searching darker
 * and lighter alike in steps of 0.001; `hex` itself when it passes, null when no shade does.
 */
export function nearestPassingShade(hex: string, passes: (candidate: string) => boolean) {
  const start = normalizeHex(hex);
  if (passes(start)) return start;
  const l = new Color(start).get("oklch.l");
  for (let distance = 0.001; distance <= 1.001; distance += 0.001) {
    for (const lightness of [l - distance, l + distance]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = withOklch(start, { l: lightness });
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}
