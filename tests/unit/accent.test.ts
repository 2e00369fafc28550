// @vitest-environment node
import { readFileSync } from "node:fs";
import Color from "colorjs.io";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACCENT } from "../../src/config/schema";
import {
  accentContrastIssues,
  accentCss,
  accentPalette,
  contrastPairs,
  DARK_ACCENT_LIGHTNESS,
  deriveDarkAccent,
  describeAccentIssue,
  SURFACES,
  TEXT_COLOURS,
} from "../../src/lib/accent";
import { composite, contrastRatio } from "../../src/lib/color";

const THEMES = ["light", "dark"] as const;

const oklch = (hex: string) => {
  const color = new Color(hex).to("oklch");
  return { l: color.get("l"), c: color.get("c"), h: color.get("h") };
};

describe("SURFACES", () => {
  it("are Tailwind's colours of the same names, as sRGB", () => {
    const theme = readFileSync("node_modules/tailwindcss/theme.css", "utf8");
    for (const [name, hex] of Object.entries(SURFACES)) {
      if (name === "white") {
        expect(hex).toBe("#ffffff");
        continue;
      }
      const tailwind = new RegExp(`--color-${name}: (oklch\\([^)]+\\))`).exec(theme)?.[1] ?? "";
      expect(new Color(tailwind).toString({ format: "hex", collapse: false }), name).toBe(hex);
    }
  });
});

describe("accentPalette", () => {
  it("uses the accents exactly as given, normalised", () => {
    expect(accentPalette("#36c").light.accent).toBe("#3366cc");
    expect(accentPalette("#4338ca", "#C7D2FE").dark.accent).toBe("#c7d2fe");
  });

  it("derives the dark accent from the light one: same hue, the lightness of a 300 shade", () => {
    const dark = accentPalette(DEFAULT_ACCENT).dark.accent;
    const { l, h } = oklch(dark);
    expect(l).toBeCloseTo(DARK_ACCENT_LIGHTNESS, 2);
    expect(Math.abs(h - oklch(DEFAULT_ACCENT).h)).toBeLessThan(1);
    // Close to Tailwind's indigo-300 (#a5b4fc), the dark theme's accent before it was derived.
    expect(contrastRatio(dark, "#a5b4fc")).toBeLessThan(1.05);
  });

  it("gives buttons a darker shade under the pointer in light, a lighter one in dark", () => {
    const palette = accentPalette(DEFAULT_ACCENT);
    expect(oklch(palette.light.strong).l).toBeLessThan(oklch(palette.light.accent).l);
    expect(oklch(palette.dark.strong).l).toBeGreaterThan(oklch(palette.dark.accent).l);
  });

  it("puts white text on the light accent and near-black on the dark one", () => {
    const palette = accentPalette(DEFAULT_ACCENT);
    expect(palette.light.onAccent).toBe("#ffffff");
    expect(palette.dark.onAccent).toBe(SURFACES["slate-950"]);
  });

  it("keeps the tints soft: light in the light theme, dark in the dark one", () => {
    const palette = accentPalette("#be123c");
    expect(oklch(palette.light.soft).l).toBeGreaterThan(0.8);
    expect(oklch(palette.dark.soft).l).toBeLessThan(0.4);
  });

  it("keeps a grey accent grey", () => {
    const palette = accentPalette("#555555");
    for (const theme of THEMES) {
      const { accent, strong, soft } = palette[theme];
      for (const shade of [accent, strong, soft]) {
        expect(oklch(shade).c, `${theme} ${shade}`).toBeLessThan(0.005);
      }
    }
  });
});

describe("deriveDarkAccent", () => {
  it.each(["#4338ca", "#0f766e", "#be123c", "#000000", "#ffffff", "#facc15", "#1e1b4b", "#777"])(
    "passes every dark pair for %s",
    (accent) => {
      const palette = accentPalette(accent);
      expect(palette.dark.accent).toBe(deriveDarkAccent(accent));
      for (const [use, foreground, background, required] of contrastPairs("dark", palette.dark)) {
        expect(contrastRatio(foreground, background), use).toBeGreaterThanOrEqual(required);
      }
    },
  );
});

describe("contrastPairs", () => {
  it("checks accent text, button text and the focus ring in both themes", () => {
    for (const theme of THEMES) {
      const shades = accentPalette(DEFAULT_ACCENT)[theme];
      const pairs = contrastPairs(theme, shades);
      const uses = pairs.map(([use]) => use);
      expect(uses).toContain("accent text on the page background");
      expect(uses).toContain("button text on the accent");
      expect(uses).toContain("button text on the accent under the pointer");
      expect(uses.some((use) => use.startsWith("the focus ring"))).toBe(true);
      // Text needs 4.5:1; the focus ring and icons 3:1.
      for (const [use, , , required] of pairs)
        expect(required, use).toBe(/text/.test(use) ? 4.5 : 3);
      const checked = pairs.map(([, foreground, background]) => `${foreground} on ${background}`);
      expect(checked).toContain(`${shades.accent} on ${shades.canvas}`);
      expect(checked).toContain(`${shades.onAccent} on ${shades.accent}`);
      expect(checked).toContain(`${shades.onAccent} on ${shades.strong}`);
      // The text colours on every surface, since the surfaces follow the accent.
      for (const colour of Object.values(TEXT_COLOURS[theme])) {
        expect(checked).toContain(`${colour} on ${shades.surface2}`);
      }
    }
  });

  it("checks the dark accent on every dark surface it sits on", () => {
    const shades = accentPalette(DEFAULT_ACCENT).dark;
    const backgrounds = contrastPairs("dark", shades)
      .filter(([, foreground]) => foreground === shades.accent)
      .map(([, , background]) => background);
    const glow = composite(shades.glow, shades.canvas);
    expect(new Set(backgrounds)).toEqual(
      new Set([shades.canvas, shades.surface, shades.surface2, shades.soft, glow]),
    );
  });
});

describe("accentContrastIssues", () => {
  it("finds none for the default accent or other well-chosen ones", () => {
    expect(accentContrastIssues(DEFAULT_ACCENT)).toEqual([]);
    expect(accentContrastIssues("#0f766e")).toEqual([]);
    expect(accentContrastIssues("#be123c", "#fda4af")).toEqual([]);
    expect(accentContrastIssues("#000")).toEqual([]);
  });

  it("names accent for a light accent too pale for the light theme, with a shade that passes", () => {
    const issues = accentContrastIssues("#60a5fa");
    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue?.field).toBe("accent");
    expect(issue?.theme).toBe("light");
    expect(issue?.value).toBe("#60a5fa");
    expect(issue?.failures.map((failure) => failure.use)).toContain(
      "accent text on the page background",
    );
    const suggestion = issue?.suggestion ?? "";
    expect(suggestion).toMatch(/^#[\da-f]{6}$/);
    expect(accentContrastIssues(suggestion)).toEqual([]);
    expect(Math.abs(oklch(suggestion).h - oklch("#60a5fa").h)).toBeLessThan(2);
    expect(oklch(suggestion).l).toBeLessThan(oklch("#60a5fa").l);
  });

  it("checks every surface, not only the page: #767676 passes on white, not on a tinted band", () => {
    expect(contrastRatio("#767676", SURFACES.white)).toBeGreaterThanOrEqual(4.5);
    const [issue] = accentContrastIssues("#767676");
    expect(issue?.failures.map((failure) => failure.use)).toEqual([
      "accent text on tinted bands and the footer",
      "accent text on the hero's glow",
    ]);
    expect(issue?.suggestion).toMatch(/^#6[\da-f]{5}$/);
    expect(accentContrastIssues("#777777")[0]?.failures.map((failure) => failure.use)).toEqual([
      "accent text on the page background",
      "accent text on tinted bands and the footer",
      "button text on the accent",
      "accent text on the hero's glow",
    ]);
  });

  it("names accentDark for a dark accent too dark for the dark theme", () => {
    const issues = accentContrastIssues(DEFAULT_ACCENT, "#4338ca");
    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue?.field).toBe("accentDark");
    expect(issue?.theme).toBe("dark");
    const suggestion = issue?.suggestion ?? "";
    expect(accentContrastIssues(DEFAULT_ACCENT, suggestion)).toEqual([]);
    expect(oklch(suggestion).l).toBeGreaterThan(oklch("#4338ca").l);
  });

  it("reports each theme on its own when both fail", () => {
    const issues = accentContrastIssues("#facc15", "#1e1b4b");
    expect(issues.map((issue) => [issue.field, issue.theme])).toEqual([
      ["accent", "light"],
      ["accentDark", "dark"],
    ]);
  });
});

describe("describeAccentIssue", () => {
  it("names the field, the theme, each failing pair with both colours and ratios, and the fix", () => {
    const [issue] = accentContrastIssues("#60a5fa");
    if (!issue) throw new Error("expected an issue");
    const message = describeAccentIssue(issue);
    expect(message).toMatch(
      /^accent: "#60a5fa" does not meet WCAG AA contrast in the light theme:/,
    );
    expect(message).toContain(
      "accent text on the page background: #60a5fa on #ffffff is 2.54:1, needs 4.5:1",
    );
    expect(message).toContain(
      "button text on the accent: #ffffff on #60a5fa is 2.54:1, needs 4.5:1",
    );
    expect(message).toContain(
      "the focus ring on the page background: #60a5fa on #ffffff is 2.54:1, needs 3:1",
    );
    expect(message).toContain(
      `The nearest shade of the same hue that passes: accent: "${issue.suggestion ?? ""}"`,
    );
  });

  it("says so when no shade passes, and never rounds a failing ratio up to the one required", () => {
    const failure = { foreground: "#777777", background: "#ffffff", required: 4.5 };
    const message = describeAccentIssue({
      field: "accent",
      value: "#777777",
      theme: "light",
      failures: [
        { ...failure, use: "almost", ratio: 4.4996 },
        { ...failure, use: "rounded up", ratio: 2.546, required: 3 },
      ],
      suggestion: null,
    });
    expect(message).toContain("almost: #777777 on #ffffff is 4.49:1, needs 4.5:1");
    expect(message).toContain("rounded up: #777777 on #ffffff is 2.55:1, needs 3:1");
    expect(message).toContain("No shade of this hue passes; choose another colour.");
  });
});

describe("accentCss", () => {
  it("sets the variables the Tailwind theme reads, light on :root and dark under .dark", () => {
    const palette = accentPalette("#0f766e");
    const css = accentCss(palette);
    expect(css).toBe(
      `:root{--accent:#0f766e;--accent-strong:${palette.light.strong};` +
        `--accent-soft:${palette.light.soft};--on-accent:#ffffff;` +
        `--canvas:#ffffff;--surface:#ffffff;--surface-2:${palette.light.surface2};` +
        `--glow:#0f766e1f;--ink:#0b1120;--body:#334155;--muted:#526074}` +
        `:root.dark{--accent:${palette.dark.accent};--accent-strong:${palette.dark.strong};` +
        `--accent-soft:${palette.dark.soft};--on-accent:${SURFACES["slate-950"]};` +
        `--canvas:${palette.dark.canvas};--surface:${palette.dark.surface};` +
        `--surface-2:${palette.dark.surface2};--glow:${palette.dark.accent}38;` +
        `--ink:#f5f7fb;--body:#cdd5e1;--muted:#9aa6b8}`,
    );
  });

  it("covers every variable src/styles/global.css maps to a colour", () => {
    const globalCss = readFileSync("src/styles/global.css", "utf8");
    const used = [
      ...globalCss.matchAll(
        /var\((--(?:(?:on-)?accent[\w-]*|canvas|surface[\w-]*|glow|ink|body|muted))\)/g,
      ),
    ].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    const css = accentCss(accentPalette(DEFAULT_ACCENT));
    for (const variable of new Set(used)) {
      expect(css).toContain(`${variable}:`);
    }
  });
});
