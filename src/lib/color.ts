/**
 * Colour maths for the accent palette: hex colours, WCAG 2 contrast, and OKLCH, the space in
 * which lightness steps look even across hues. Pure functions, used by the build only.
 */

/** A colour in sRGB, each channel from 0 to 1 (gamma-encoded, as in CSS). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A colour in OKLCH: lightness 0-1, chroma 0-~0.4, hue in degrees 0-360. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** `#rgb` or `#rrggbb`, either case. */
export const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** `#ABC` and `#aabbcc` alike become `#aabbcc`. Throws on anything else. */
export function normalizeHex(hex: string): string {
  if (!isHexColor(hex)) throw new Error(`not a hex colour such as #4338ca: "${hex}"`);
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}`;
}

export function parseHex(hex: string): Rgb {
  const digits = normalizeHex(hex);
  const channel = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16) / 255;
  return { r: channel(1), g: channel(3), b: channel(5) };
}

/** Rounds each channel to 8 bits, clipping what lies outside 0-1. */
export function toHex({ r, g, b }: Rgb): string {
  const byte = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** `top` at `alpha` (0-1) painted over the opaque `bottom`, as browsers blend: in sRGB. */
export function composite(top: string, alpha: number, bottom: string): string {
  const over = parseHex(top);
  const under = parseHex(bottom);
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return toHex({ r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b) });
}

const toLinear = (value: number) =>
  value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;

const fromLinear = (value: number) =>
  value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb | string): number {
  const { r, g, b } = typeof color === "string" ? parseHex(color) : color;
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: Rgb | string, second: Rgb | string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
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

export function rgbToOklch({ r, g, b }: Rgb): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const chroma = Math.hypot(a, bAxis);
  // Greys have no hue; 0 keeps them grey whatever is done to their lightness.
  const hue = chroma < 1e-6 ? 0 : ((Math.atan2(bAxis, a) * 180) / Math.PI + 360) % 360;
  return { l: lightness, c: chroma < 1e-6 ? 0 : chroma, h: hue };
}

/** The sRGB colour of an OKLCH one; channels may fall outside 0-1 when it is out of gamut. */
export function oklchToRgb({ l: lightness, c, h }: Oklch): Rgb {
  const angle = (h * Math.PI) / 180;
  const a = c * Math.cos(angle);
  const bAxis = c * Math.sin(angle);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * bAxis) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * bAxis) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * bAxis) ** 3;
  return {
    r: fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

export const hexToOklch = (hex: string): Oklch => rgbToOklch(parseHex(hex));

const EPSILON = 1e-4;
const inGamut = ({ r, g, b }: Rgb) =>
  [r, g, b].every((value) => value >= -EPSILON && value <= 1 + EPSILON);

/**
 * The OKLCH colour as hex, keeping its lightness and hue: when sRGB cannot show that much
 * chroma at that lightness, the chroma is reduced until it can (rather than clipping the
 * channels, which would shift the hue).
 */
export function oklchToHex(color: Oklch): string {
  const l = Math.min(1, Math.max(0, color.l));
  if (inGamut(oklchToRgb({ ...color, l }))) return toHex(oklchToRgb({ ...color, l }));
  let low = 0;
  let high = color.c;
  for (let step = 0; step < 24; step++) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToRgb({ l, c: mid, h: color.h }))) low = mid;
    else high = mid;
  }
  return toHex(oklchToRgb({ l, c: low, h: color.h }));
}

/** The same hue and chroma (as far as sRGB allows) at another OKLCH lightness. */
export function withLightness(hex: string, lightness: number): string {
  return oklchToHex({ ...hexToOklch(hex), l: lightness });
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
  const { l } = hexToOklch(start);
  const step = 0.001;
  for (let distance = step; distance <= 1 + step; distance += step) {
    for (const lightness of [l - distance, l + distance]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = withLightness(start, lightness);
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}
