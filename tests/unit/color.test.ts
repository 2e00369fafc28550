// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  composite,
  contrastRatio,
  formatRatio,
  hexToOklch,
  isHexColor,
  nearestPassingShade,
  normalizeHex,
  oklchToHex,
  oklchToRgb,
  parseHex,
  relativeLuminance,
  rgbToOklch,
  toHex,
  withLightness,
} from "../../src/lib/color";

describe("hex colours", () => {
  it("accepts #rgb and #rrggbb in either case", () => {
    for (const hex of ["#fff", "#FFF", "#4338ca", "#4338CA", "#000000", "#a1B"]) {
      expect(isHexColor(hex)).toBe(true);
    }
  });

  it("rejects anything else", () => {
    for (const value of [
      "",
      "#",
      "fff",
      "4338ca",
      "#ff",
      "#ffff",
      "#fffff",
      "#4338ca0",
      "#4338cag",
      "#ggg",
      " #fff",
      "#fff ",
      "blue",
      "rgb(0, 0, 0)",
      "oklch(50% 0.1 200)",
      "#43 8ca",
    ]) {
      expect(isHexColor(value), value).toBe(false);
    }
  });

  it("normalises to lower-case #rrggbb", () => {
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(normalizeHex("#4338CA")).toBe("#4338ca");
    expect(normalizeHex("#000")).toBe("#000000");
  });

  it("refuses to normalise or parse what is not a hex colour", () => {
    expect(() => normalizeHex("blue")).toThrow(/not a hex colour/);
    expect(() => parseHex("#12345")).toThrow(/not a hex colour/);
  });

  it("parses to channels from 0 to 1 and writes them back", () => {
    expect(parseHex("#ff0080")).toEqual({ r: 1, g: 0, b: 128 / 255 });
    expect(parseHex("#f08")).toEqual(parseHex("#ff0088"));
    for (const hex of ["#000000", "#ffffff", "#4338ca", "#0f766e", "#7f7f7f", "#010203"]) {
      expect(toHex(parseHex(hex))).toBe(hex);
    }
  });

  it("rounds and clips channels when writing hex", () => {
    expect(toHex({ r: 1.2, g: -0.3, b: 0.5 })).toBe("#ff0080");
    expect(toHex({ r: 0.499 / 255, g: 254.6 / 255, b: 0 })).toBe("#00ff00");
  });
});

describe("WCAG contrast", () => {
  it("gives black and white their extremes", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
  });

  it("matches the ratios people quote", () => {
    expect(contrastRatio("#777", "#fff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#fff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#4338ca", "#fff")).toBeCloseTo(7.9, 2);
    expect(contrastRatio("#ff0000", "#fff")).toBeCloseTo(4, 2);
    expect(contrastRatio("#0000ff", "#000")).toBeCloseTo(2.44, 2);
  });

  it("is the same whichever colour comes first", () => {
    expect(contrastRatio("#fff", "#777")).toBe(contrastRatio("#777", "#fff"));
  });

  it("gives a colour against itself 1", () => {
    expect(contrastRatio("#4338ca", "#4338CA")).toBe(1);
  });

  it("uses the linear part of the sRGB curve for the darkest channels", () => {
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 12);
  });

  it("writes ratios to two decimals, never rounding a failure up to a pass", () => {
    expect(formatRatio(contrastRatio("#777", "#fff"))).toBe("4.48:1");
    expect(formatRatio(21)).toBe("21.00:1");
    expect(formatRatio(4.4996, 4.5)).toBe("4.49:1");
    expect(formatRatio(4.4996)).toBe("4.50:1");
    expect(formatRatio(2.999, 3)).toBe("2.99:1");
    expect(formatRatio(4.506, 4.5)).toBe("4.51:1");
  });
});

describe("OKLCH", () => {
  it("places white, black and greys on the lightness axis", () => {
    expect(hexToOklch("#ffffff").l).toBeCloseTo(1, 3);
    expect(hexToOklch("#ffffff").c).toBeLessThan(1e-3);
    expect(hexToOklch("#000000")).toEqual({ l: 0, c: 0, h: 0 });
    const grey = hexToOklch("#777777");
    expect(grey.c).toBe(0);
    expect(grey.h).toBe(0);
  });

  it("matches the published values of known colours", () => {
    // Tailwind's indigo-700 as sRGB, and the reference conversions of pure red and blue.
    const indigo = hexToOklch("#4338ca");
    expect(indigo.l).toBeCloseTo(0.457, 3);
    expect(indigo.c).toBeCloseTo(0.215, 3);
    expect(indigo.h).toBeCloseTo(277.0, 1);
    const red = hexToOklch("#ff0000");
    expect(red.l).toBeCloseTo(0.628, 3);
    expect(red.c).toBeCloseTo(0.2577, 3);
    expect(red.h).toBeCloseTo(29.23, 1);
    const blue = hexToOklch("#0000ff");
    expect(blue.l).toBeCloseTo(0.452, 3);
    expect(blue.h).toBeCloseTo(264.05, 1);
  });

  it("turns sRGB colours into OKLCH and back", () => {
    for (const hex of [
      "#4338ca",
      "#0f766e",
      "#facc15",
      "#be123c",
      "#777777",
      "#010101",
      "#fefefe",
    ]) {
      expect(oklchToHex(hexToOklch(hex))).toBe(hex);
      const back = oklchToRgb(rgbToOklch(parseHex(hex)));
      const rgb = parseHex(hex);
      expect(back.r).toBeCloseTo(rgb.r, 5);
      expect(back.g).toBeCloseTo(rgb.g, 5);
      expect(back.b).toBeCloseTo(rgb.b, 5);
    }
  });

  it("reduces chroma, not hue, for a colour sRGB cannot show", () => {
    const vivid = { l: 0.9, c: 0.3, h: 277 };
    const rgb = oklchToRgb(vivid);
    expect(Math.max(rgb.r, rgb.g, rgb.b)).toBeGreaterThan(1);
    const shown = hexToOklch(oklchToHex(vivid));
    expect(shown.l).toBeCloseTo(0.9, 2);
    expect(shown.c).toBeLessThan(0.3);
    // Within the rounding of 8-bit channels.
    expect(Math.abs(shown.h - 277)).toBeLessThan(1);
  });

  it("clamps lightness to 0-1", () => {
    expect(oklchToHex({ l: 1.4, c: 0, h: 0 })).toBe("#ffffff");
    expect(oklchToHex({ l: -0.2, c: 0.1, h: 120 })).toBe("#000000");
  });

  it("moves a colour's lightness and keeps its hue", () => {
    const lighter = hexToOklch(withLightness("#4338ca", 0.78));
    expect(lighter.l).toBeCloseTo(0.78, 2);
    expect(lighter.h).toBeCloseTo(277, 0);
    expect(withLightness("#777", 1)).toBe("#ffffff");
    expect(withLightness("#777", 0)).toBe("#000000");
  });
});

describe("nearestPassingShade", () => {
  const onWhite = (ratio: number) => (hex: string) => contrastRatio(hex, "#fff") >= ratio;

  it("keeps a colour that already passes", () => {
    expect(nearestPassingShade("#4338CA", onWhite(4.5))).toBe("#4338ca");
  });

  it("finds the lightest grey that passes on white: #767676", () => {
    expect(nearestPassingShade("#777777", onWhite(4.5))).toBe("#767676");
    expect(nearestPassingShade("#999", onWhite(4.5))).toBe("#767676");
  });

  it("keeps the hue and moves only as far as needed", () => {
    const start = "#60a5fa";
    const found = nearestPassingShade(start, onWhite(4.5));
    expect(found).not.toBeNull();
    const shade = found ?? "";
    expect(contrastRatio(shade, "#fff")).toBeGreaterThanOrEqual(4.5);
    expect(hexToOklch(shade).h).toBeCloseTo(hexToOklch(start).h, 0);
    expect(hexToOklch(shade).l).toBeLessThan(hexToOklch(start).l);
    // One step lighter fails: it is the nearest.
    const lighter = withLightness(shade, hexToOklch(shade).l + 0.005);
    expect(contrastRatio(lighter, "#fff")).toBeLessThan(4.5);
  });

  it("goes lighter when lighter is nearer, as on a dark background", () => {
    const onDark = (hex: string) => contrastRatio(hex, "#020618") >= 4.5;
    const found = nearestPassingShade("#3730a3", onDark) ?? "";
    expect(onDark(found)).toBe(true);
    expect(hexToOklch(found).l).toBeGreaterThan(hexToOklch("#3730a3").l);
  });

  it("says so when no shade passes", () => {
    expect(nearestPassingShade("#4338ca", () => false)).toBeNull();
  });
});

describe("composite", () => {
  it("blends a colour over another at an alpha, in sRGB as browsers paint", () => {
    expect(composite("#000000", 0.5, "#ffffff")).toBe("#808080");
    expect(composite("#4338ca", 0, "#ffffff")).toBe("#ffffff");
    expect(composite("#4338ca", 1, "#ffffff")).toBe("#4338ca");
    expect(composite("#ff0000", 0.25, "#0000ff")).toBe("#4000bf");
  });
});
