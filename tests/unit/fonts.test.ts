// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fontProviders } from "astro/config";
import { describe, expect, it, vi } from "vitest";
import config from "../../site.config";
import { validateSiteConfig } from "../../src/config/schema";
import {
  COMMON_RANGES,
  cutFace,
  FACES,
  LABEL_RANGES,
  LATIN_RANGES,
  rangeText,
  siteFonts,
  splitRanges,
  unicodeRange,
} from "../../src/lib/fonts.ts";

const require = createRequire(import.meta.url);

/** The unicode-range Fontsource gives a package's "latin" face. */
async function fontsourceLatinRange(pkg: string, file: string): Promise<string> {
  const css = await readFile(require.resolve(`${pkg}/wght.css`), "utf8");
  const block = css.slice(css.indexOf(`/* ${file} */`));
  const match = /unicode-range:\s*([^;]+);/.exec(block);
  if (!match?.[1]) throw new Error(`no unicode-range for ${file}`);
  return match[1].trim();
}

/** The weight-axis range of a font file, from its fvar table ([min, max]); null when static. */
function weightAxis(font: Buffer): [number, number] | null {
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (font.toString("latin1", record, record + 4) !== "fvar") continue;
    const offset = font.readUInt32BE(record + 8);
    const axesOffset = offset + font.readUInt16BE(offset + 4);
    const axisCount = font.readUInt16BE(offset + 8);
    const axisSize = font.readUInt16BE(offset + 10);
    for (let axis = 0; axis < axisCount; axis += 1) {
      const at = axesOffset + axis * axisSize;
      if (font.toString("latin1", at, at + 4) === "wght") {
        return [font.readInt32BE(at + 4) / 65536, font.readInt32BE(at + 12) / 65536];
      }
    }
  }
  return null;
}

describe("the cut", () => {
  it("keeps the characters of Fontsource's latin faces, the same range the faces declare", async () => {
    expect(
      await fontsourceLatinRange("@fontsource-variable/geist", "geist-latin-wght-normal"),
    ).toBe(unicodeRange(LATIN_RANGES));
    expect(
      await fontsourceLatinRange("@fontsource-variable/geist-mono", "geist-mono-latin-wght-normal"),
    ).toBe(unicodeRange(LATIN_RANGES));
    const text = rangeText(LATIN_RANGES);
    expect(text).toContain("A");
    expect(text).toContain("é");
    expect(text).toContain("—");
    expect(text).not.toContain("\u0100");
    // The labels' face: Basic Latin and its punctuation only.
    expect(FACES.mono.ranges).toBe(LABEL_RANGES);
    expect(rangeText(LABEL_RANGES)).not.toContain("é");
  });
});

describe("splitRanges", () => {
  it("puts ASCII and prose punctuation first, the rest of Latin second, with nothing twice", () => {
    const { primary, secondary } = splitRanges(LATIN_RANGES, "");
    expect(primary).toEqual(COMMON_RANGES);
    const first = rangeText(primary);
    for (const char of "Az09 ©·—’“”…€") expect(first).toContain(char);
    expect(first).not.toContain("é");
    expect(rangeText(secondary)).toContain("é");
    expect(rangeText(secondary)).toContain("ß");
    const all = [...primary, ...secondary];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort((a, b) => a - b)).toEqual(LATIN_RANGES);
  });

  it("moves the owner's own letters into the first file, and ignores what the face lacks", () => {
    const { primary, secondary } = splitRanges(LATIN_RANGES, "José Núñez → 東京");
    const first = rangeText(primary);
    for (const char of "éúñ") expect(first).toContain(char);
    expect(rangeText(secondary)).not.toMatch(/[éúñ]/);
    expect(rangeText(secondary)).toContain("ü");
    for (const char of "→東") {
      expect(first).not.toContain(char);
      expect(rangeText(secondary)).not.toContain(char);
    }
    // Neighbours merge into one range.
    expect(unicodeRange(primary)).toMatch(/,U\+00F1,/);
    expect(unicodeRange(splitRanges([0x41, 0x42, 0x43], "").primary)).toBe("U+0041-0043");
  });
});

describe("siteFonts", () => {
  it("declares each face's files, the owner's own characters and the content's in the first", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "site-fonts-"));
    await mkdir(path.join(root, "2024"), { recursive: true });
    await writeFile(path.join(root, "2024", "a.md"), "Crème brûlée");
    await writeFile(path.join(root, "cover.png"), "Ø not text");
    vi.stubEnv("BLOG_DIR", root);
    const result = validateSiteConfig({ ...config, name: "Zoë Núñez" });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const [sans, mono] = await siteFonts(result.config, fontProviders.local);
    const variants = sans?.options.variants ?? [];
    // The first file leads with the text's band, which the pages preload; the second with another.
    expect(variants.map((variant) => [variant.weight, variant.display])).toEqual([
      ["400 549", "optional"],
      ["550 700", "swap"],
      ["550 700", "swap"],
      ["400 549", "optional"],
    ]);
    const [first, , second] = variants;
    expect(first?.src).not.toEqual(second?.src);
    // Whether a CSS unicode-range covers a character.
    const covers = (range: string | undefined, char: string) =>
      (range ?? "").split(",").some((part) => {
        const [from = 0, to = from] = part
          .slice(2)
          .split("-")
          .map((hex) => parseInt(hex, 16));
        const code = char.codePointAt(0) ?? 0;
        return code >= from && code <= to;
      });
    for (const char of "ZëúñèûA") expect(covers(first?.unicodeRange?.[0], char), char).toBe(true);
    for (const char of "ØÆ") expect(covers(first?.unicodeRange?.[0], char), char).toBe(false);
    expect(covers(second?.unicodeRange?.[0], "Ø")).toBe(true);
    expect(mono?.options.variants).toMatchObject([
      { weight: "500", display: "swap", unicodeRange: [expect.stringMatching(/^U\+0020-007E,/)] },
    ]);
  }, 60_000);
});

describe("cutFace", () => {
  it("makes woff2 files smaller than the packages' own, with only the weights kept", async () => {
    for (const face of [FACES.sans, FACES.mono]) {
      const file = await cutFace(face);
      const cut = await readFile(file);
      const source = await readFile(require.resolve(face.source));
      expect(cut.toString("latin1", 0, 4)).toBe("wOF2");
      expect(cut.length).toBeLessThan(source.length * 0.75);
      // The same face and cut come from the cache.
      expect(await cutFace(face)).toBe(file);
    }
  }, 60_000);

  it("keeps the sans face variable over 400-700 and pins the mono face to 500", async () => {
    const sans = await readFile(await cutFace(FACES.sans, "sfnt"));
    expect(sans.readUInt32BE(0)).toBe(0x00010000);
    expect(weightAxis(sans)).toEqual([400, 700]);
    const mono = await readFile(await cutFace(FACES.mono, "sfnt"));
    expect(weightAxis(mono)).toBeNull();
    const pinned = await readFile(await cutFace(FACES.sans, "sfnt", 700));
    expect(weightAxis(pinned)).toBeNull();
    expect(pinned.length).toBeLessThan(sans.length);
  }, 60_000);

  it("cuts part of a face's characters into a smaller file of its own", async () => {
    const { primary } = splitRanges(FACES.sans.ranges, "");
    const whole = await readFile(await cutFace(FACES.sans));
    const first = await cutFace(FACES.sans, "woff2", undefined, primary);
    expect(first).not.toBe(await cutFace(FACES.sans));
    expect((await readFile(first)).length).toBeLessThan(whole.length * 0.75);
  }, 60_000);
});
