// @vitest-environment node
import Color from "colorjs.io";
import { describe, expect, it } from "vitest";
import {
  composite,
  contrastRatio,
  HEX_COLOR,
  nearestPassingShade,
  normalizeHex,
  parseHex,
  withOklch,
} from "../../src/lib/color";

const oklch = (hex: string) => new Color(hex).to("oklch");

describe("hex colours", () => {
  it("accepts #rgb and #rrggbb in either case, and nothing else", () => {
    for (const hex of ["#fff", "#FFF", "#4338ca", "#4338CA", "#a1B"]) {
      expect(HEX_COLOR.test(hex), hex).toBe(true);
    }
    for (const value of ["", "fff", "#ffff", "#4338ca0", "#ggg", " #fff", "blue", "rgb(0 0 0)"]) {
      expect(HEX_COLOR.test(value), value).toBe(false);
    }
  });

  it("normalises to lower-case #rrggbb, and refuses anything else", () => {
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(normalizeHex("#4338CA")).toBe("#4338ca");
    expect(() => normalizeHex("blue")).toThrow('not a hex colour such as #4338ca: "blue"');
    expect(() => parseHex("#12345")).toThrow(/not a hex colour/);
  });

  it("parses to sRGB channels from 0 to 1", () => {
    expect(parseHex("#ff0080")).toEqual({ r: 1, g: 0, b: 128 / 255 });
    expect(parseHex("#f08")).toEqual(parseHex("#ff0088"));
  });
});

describe("contrast", () => {
  it("is WCAG 2's ratio, whichever colour comes first", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
  });
});

describe("withOklch", () => {
  it("sets the lightness and caps the chroma, keeping the hue", () => {
    const shade = oklch(withOklch("#4338ca", { l: 0.6, c: (c) => Math.min(c, 0.05) }));
    expect(shade.get("l")).toBeCloseTo(0.6, 2);
    expect(shade.get("c")).toBeCloseTo(0.05, 2);
    // Within the rounding of 8-bit channels, which grows as the chroma falls.
    expect(Math.abs(shade.get("h") - oklch("#4338ca").get("h"))).toBeLessThan(2);
  });

  it("reduces chroma, not hue or lightness, where sRGB cannot show the colour", () => {
    const shade = oklch(withOklch("#4338ca", { l: 0.9 }));
    expect(shade.get("l")).toBeCloseTo(0.9, 2);
    expect(shade.get("c")).toBeLessThan(oklch("#4338ca").get("c"));
    expect(Math.abs(shade.get("h") - oklch("#4338ca").get("h"))).toBeLessThan(1);
  });
});

describe("nearestPassingShade", () => {
  const onWhite = (hex: string) => contrastRatio(hex, "#fff") >= 4.5;

  it("keeps a colour that already passes, normalised", () => {
    expect(nearestPassingShade("#4338CA", onWhite)).toBe("#4338ca");
  });

  it("finds the lightest grey that passes on white: #767676", () => {
    expect(nearestPassingShade("#999", onWhite)).toBe("#767676");
  });

  it("keeps the hue and moves only as far as needed", () => {
    const start = "#60a5fa";
    const shade = nearestPassingShade(start, onWhite) ?? "";
    expect(onWhite(shade)).toBe(true);
    expect(Math.abs(oklch(shade).get("h") - oklch(start).get("h"))).toBeLessThan(1);
    expect(oklch(shade).get("l")).toBeLessThan(oklch(start).get("l"));
    // A little lighter fails: it is the nearest.
    expect(onWhite(withOklch(shade, { l: (l) => l + 0.005 }))).toBe(false);
  });

  it("goes lighter when lighter is nearer, as on a dark background", () => {
    const onDark = (hex: string) => contrastRatio(hex, "#020618") >= 4.5;
    const shade = nearestPassingShade("#3730a3", onDark) ?? "";
    expect(onDark(shade)).toBe(true);
    expect(oklch(shade).get("l")).toBeGreaterThan(oklch("#3730a3").get("l"));
  });

  it("says so when no shade passes", () => {
    expect(nearestPassingShade("#4338ca", () => false)).toBeNull();
  });
});

describe("composite", () => {
  it("paints a colour with alpha over another, in sRGB as browsers do", () => {
    expect(composite("#00000080", "#ffffff")).toBe("#7f7f7f");
    expect(composite("#ff000040", "#0000ff")).toBe("#4000bf");
    expect(composite("#4338ca00", "#ffffff")).toBe("#ffffff");
    expect(composite("#4338ca", "#ffffff")).toBe("#4338ca");
    expect(composite("#0008", "#fff")).toBe("#777777");
  });
});
