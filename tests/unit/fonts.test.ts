// @vitest-environment node
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  cutFace,
  FACES,
  LABEL_RANGES,
  LATIN_RANGES,
  LATIN_UNICODE_RANGE,
  rangeText,
  unicodeRange,
} from "../../integrations/fonts.ts";

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
    ).toBe(LATIN_UNICODE_RANGE);
    expect(
      await fontsourceLatinRange("@fontsource-variable/geist-mono", "geist-mono-latin-wght-normal"),
    ).toBe(LATIN_UNICODE_RANGE);
    const text = rangeText(LATIN_RANGES);
    expect(text).toContain("A");
    expect(text).toContain("é");
    expect(text).toContain("—");
    expect(text).not.toContain("\u0100");
    // The labels' face: Basic Latin and its punctuation only.
    expect(FACES.mono.ranges).toBe(LABEL_RANGES);
    expect(unicodeRange(LABEL_RANGES)).toMatch(/^U\+0020-007E,/);
    expect(rangeText(LABEL_RANGES)).not.toContain("é");
  });
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
});
