// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACCENT } from "../../src/config/defaults";
import {
  accentContrastIssues,
  accentCss,
  accentPalette,
  contrastPairs,
  DARK_ACCENT_LIGHTNESS,
  deriveDarkAccent,
  describeAccentIssue,
  SURFACES,
} from "../../src/features/theme/accent";
import { contrastRatio, hexToOklch, oklchToHex } from "../../src/lib/color";

const THEMES = ["light", "dark"] as const;

describe("SURFACES", () => {
  it("are Tailwind's colours of the same names, as sRGB", () => {
    const theme = readFileSync("node_modules/tailwindcss/theme.css", "utf8");
    for (const [name, hex] of Object.entries(SURFACES)) {
      if (name === "white") {
        expect(hex).toBe("#ffffff");
        continue;
      }
      const match = new RegExp(`--color-${name}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(
        theme,
      );
      expect(match, name).not.toBeNull();
      const [, l = "", c = "", h = ""] = match ?? [];
      expect(oklchToHex({ l: Number(l) / 100, c: Number(c), h: Number(h) }), name).toBe(hex);
    }
  });

  it("keep accent text readable on the backgrounds the pages use", () => {
    // The pages name role colours (bg-canvas, bg-surface, bg-surface-2), set per theme in
    // global.css as a neutral base tinted with a few percent of the accent, so the shades the
    // build checks (SURFACES) no longer name them all: the accent must pass on each of them too,
    // for the default accent and the others the tests build with.
    const css = readFileSync("src/styles/global.css", "utf8");
    const toLab = (hex: string) => {
      const { l, c, h } = hexToOklch(hex);
      const radians = (h * Math.PI) / 180;
      return [l, c * Math.cos(radians), c * Math.sin(radians)] as const;
    };
    /** `color-mix(in oklab, var(--accent) P%, #base)`, or the plain hex, as sRGB hex. */
    const resolve = (value: string, accent: string) => {
      const base = /#[\da-f]{6}\b/i.exec(value)?.[0];
      expect(base, value).toBeDefined();
      const share = Number(/var\(--accent\)\s+([\d.]+)%/.exec(value)?.[1] ?? 0) / 100;
      const [l1, a1, b1] = toLab(base ?? "#000000");
      const [l2, a2, b2] = toLab(accent);
      const mix = (x: number, y: number) => x * (1 - share) + y * share;
      const [a, b] = [mix(a1, a2), mix(b1, b2)];
      return oklchToHex({
        l: mix(l1, l2),
        c: Math.hypot(a, b),
        h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360,
      });
    };
    const roles = (selector: string, accent: string) => {
      const body = new RegExp(`${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
      return ["canvas", "surface", "surface-2"].map((name) => {
        const value = new RegExp(`--${name}:([^;]+);`).exec(body)?.[1] ?? "";
        return { name, hex: resolve(value, accent) };
      });
    };
    for (const accent of [DEFAULT_ACCENT, "#0f766e", "#be123c"]) {
      const palette = accentPalette(accent);
      for (const theme of THEMES) {
        for (const { name, hex } of roles(
          theme === "light" ? ":root" : "html.dark",
          palette[theme].accent,
        )) {
          expect(
            contrastRatio(palette[theme].accent, hex),
            `${accent}: ${theme} accent text on ${name} (${hex})`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe("accentPalette", () => {
  it("uses the light theme's accent exactly as given, normalised", () => {
    expect(accentPalette("#4338CA").light.accent).toBe("#4338ca");
    expect(accentPalette("#0f766e").light.accent).toBe("#0f766e");
    expect(accentPalette("#36c").light.accent).toBe("#3366cc");
  });

  it("uses accentDark exactly as given", () => {
    expect(accentPalette("#4338ca", "#C7D2FE").dark.accent).toBe("#c7d2fe");
  });

  it("derives the dark accent from the light one: same hue, the lightness of a 300 shade", () => {
    const dark = accentPalette(DEFAULT_ACCENT).dark.accent;
    const { l, h } = hexToOklch(dark);
    expect(l).toBeCloseTo(DARK_ACCENT_LIGHTNESS, 2);
    expect(Math.abs(h - hexToOklch(DEFAULT_ACCENT).h)).toBeLessThan(1);
    // Close to Tailwind's indigo-300 (#a5b4fc), the dark theme's accent before it was derived.
    expect(contrastRatio(dark, "#a5b4fc")).toBeLessThan(1.05);
  });

  it("gives buttons a darker shade under the pointer in light, a lighter one in dark", () => {
    const palette = accentPalette(DEFAULT_ACCENT);
    expect(hexToOklch(palette.light.strong).l).toBeLessThan(hexToOklch(palette.light.accent).l);
    expect(hexToOklch(palette.dark.strong).l).toBeGreaterThan(hexToOklch(palette.dark.accent).l);
  });

  it("puts white text on the light accent and near-black on the dark one", () => {
    const palette = accentPalette(DEFAULT_ACCENT);
    expect(palette.light.onAccent).toBe("#ffffff");
    expect(palette.dark.onAccent).toBe(SURFACES["slate-950"]);
  });

  it("keeps the tints soft: light in the light theme, dark in the dark one", () => {
    const palette = accentPalette("#be123c");
    expect(hexToOklch(palette.light.soft).l).toBeGreaterThan(0.8);
    expect(hexToOklch(palette.dark.soft).l).toBeLessThan(0.4);
  });

  it("keeps a grey accent grey", () => {
    const palette = accentPalette("#555555");
    for (const theme of THEMES) {
      const { accent, strong, soft } = palette[theme];
      for (const shade of [accent, strong, soft]) {
        expect(hexToOklch(shade).c, `${theme} ${shade}`).toBeLessThan(0.005);
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
      for (const pair of contrastPairs("dark", palette.dark)) {
        expect(contrastRatio(pair.foreground, pair.background), pair.use).toBeGreaterThanOrEqual(
          pair.required,
        );
      }
    },
  );
});

describe("contrastPairs", () => {
  it("checks accent text, button text and the focus ring in both themes", () => {
    for (const theme of THEMES) {
      const shades = accentPalette(DEFAULT_ACCENT)[theme];
      const pairs = contrastPairs(theme, shades);
      expect(pairs.every((pair) => pair.theme === theme)).toBe(true);
      const uses = pairs.map((pair) => pair.use);
      expect(uses).toContain("accent text on the page background");
      expect(uses).toContain("button text on the accent");
      expect(uses).toContain("button text on the accent under the pointer");
      expect(uses.some((use) => use.startsWith("the focus ring"))).toBe(true);
      // Text needs 4.5:1; the focus ring and icons 3:1.
      for (const pair of pairs) {
        expect(pair.required).toBe(/text/.test(pair.use) ? 4.5 : 3);
      }
      const page = theme === "light" ? SURFACES.white : SURFACES["slate-950"];
      expect(pairs).toContainEqual(
        expect.objectContaining({ foreground: shades.accent, background: page, required: 4.5 }),
      );
      expect(pairs).toContainEqual(
        expect.objectContaining({ foreground: shades.onAccent, background: shades.accent }),
      );
      expect(pairs).toContainEqual(
        expect.objectContaining({ foreground: shades.onAccent, background: shades.strong }),
      );
    }
  });

  it("checks the dark accent on every dark surface it sits on", () => {
    const shades = accentPalette(DEFAULT_ACCENT).dark;
    const backgrounds = contrastPairs("dark", shades)
      .filter((pair) => pair.foreground === shades.accent)
      .map((pair) => pair.background);
    expect(new Set(backgrounds)).toEqual(
      new Set([SURFACES["slate-950"], SURFACES["slate-900"], SURFACES["slate-800"]]),
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
    expect(Math.abs(hexToOklch(suggestion).h - hexToOklch("#60a5fa").h)).toBeLessThan(2);
    expect(hexToOklch(suggestion).l).toBeLessThan(hexToOklch("#60a5fa").l);
  });

  it("checks every surface, not only the page: #767676 passes on white, not on the footer", () => {
    expect(contrastRatio("#767676", SURFACES.white)).toBeGreaterThanOrEqual(4.5);
    const [issue] = accentContrastIssues("#767676");
    expect(issue?.failures.map((failure) => failure.use)).toEqual(["accent text on the footer"]);
    expect(issue?.suggestion).toBe("#737373");
    expect(accentContrastIssues("#777777")[0]?.failures.map((failure) => failure.use)).toEqual([
      "accent text on the page background",
      "accent text on the footer",
      "button text on the accent",
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
    expect(hexToOklch(suggestion).l).toBeGreaterThan(hexToOklch("#4338ca").l);
  });

  it("reports each theme on its own when both fail", () => {
    const issues = accentContrastIssues("#facc15", "#1e1b4b");
    expect(issues.map((issue) => [issue.field, issue.theme])).toEqual([
      ["accent", "light"],
      ["accentDark", "dark"],
    ]);
  });

  it("records each failing pair's ratio", () => {
    const [issue] = accentContrastIssues("#777777");
    const onPage = issue?.failures.find((failure) => failure.background === SURFACES.white);
    expect(onPage?.ratio).toBeCloseTo(4.48, 2);
    expect(onPage?.required).toBe(4.5);
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

  it("never shows a failing ratio as the one required", () => {
    const [issue] = accentContrastIssues("#777777");
    if (!issue) throw new Error("expected an issue");
    expect(describeAccentIssue(issue)).toContain("#777777 on #ffffff is 4.48:1, needs 4.5:1");
  });

  it("names accentDark and the dark theme for the dark accent", () => {
    const [issue] = accentContrastIssues(DEFAULT_ACCENT, "#3b82f6");
    if (!issue) throw new Error("expected an issue");
    const message = describeAccentIssue(issue);
    expect(message).toMatch(
      /^accentDark: "#3b82f6" does not meet WCAG AA contrast in the dark theme:/,
    );
    expect(message).toContain("accent text on the selected tab: #3b82f6 on #1d293d is 3.97:1");
    expect(message).toMatch(/accentDark: "#[\da-f]{6}"$/);
  });

  it("says so when no shade passes", () => {
    const message = describeAccentIssue({
      field: "accent",
      value: "#777777",
      theme: "light",
      failures: [],
      suggestion: null,
    });
    expect(message).toContain("No shade of this hue passes; choose another colour.");
  });
});

describe("accentCss", () => {
  it("sets the variables the Tailwind theme reads, light on :root and dark under .dark", () => {
    const palette = accentPalette("#0f766e");
    const css = accentCss(palette);
    expect(css).toBe(
      `:root{--accent:#0f766e;--accent-strong:${palette.light.strong};` +
        `--accent-soft:${palette.light.soft};--on-accent:#ffffff}` +
        `:root.dark{--accent:${palette.dark.accent};--accent-strong:${palette.dark.strong};` +
        `--accent-soft:${palette.dark.soft};--on-accent:${SURFACES["slate-950"]}}`,
    );
  });

  it("covers every variable src/styles/global.css maps to a colour", () => {
    const globalCss = readFileSync("src/styles/global.css", "utf8");
    const used = [...globalCss.matchAll(/var\((--(?:on-)?accent[\w-]*)\)/g)].map(
      (match) => match[1],
    );
    expect(used.length).toBeGreaterThan(0);
    const css = accentCss(accentPalette(DEFAULT_ACCENT));
    for (const variable of new Set(used)) {
      expect(css).toContain(`${variable}:`);
    }
  });
});
