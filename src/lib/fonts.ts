import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * The site's own typefaces: Geist for headings and text, Geist Mono for labels, dates and
 * figures, both from their @fontsource-variable packages (SIL Open Font License). Each is cut
 * at build time to what the site uses (harfbuzz, through subset-font): the Latin characters
 * of the packages' own "latin" subset (Basic Latin and punctuation for the labels' monospace),
 * and only the weights the styles set. That takes the two files from 52.5 KB to about 23 KB, which is what a phone on a slow connection waits for before
 * the text is shown in its own face. Geist comes in two files (`splitRanges`): the characters
 * of every page (ASCII, the punctuation of prose, and whatever else the owner's own text uses),
 * preloaded, and the rest of Latin, which a browser fetches only for a page that shows one of
 * them. The cut files are cached in node_modules/.cache, keyed by the source file and the cut,
 * so only a changed font or cut runs harfbuzz again.
 *
 * astro.config.ts gives the woff2 files to Astro's Fonts API (local provider, metric-matched
 * fallbacks, preload); the OG image and the CV draw with TrueType cuts of the same faces.
 */

export interface Face {
  /** The CSS family name. */
  family: string;
  /** The CSS variable the Fonts API defines, with the family and its fallbacks. */
  cssVariable: `--${string}`;
  /** The source file, resolved from the project's node_modules. */
  source: string;
  /** The characters kept, as code point ranges; also the faces' unicode-range. */
  ranges: readonly (readonly [number, number])[];
  /** Whether the face comes in two files (`splitRanges`): the characters of every page, and the rest. */
  split: boolean;
  /** The weights kept: a range stays variable, a single weight becomes a static face. */
  weight: { min: number; max: number } | number;
  /**
   * The faces declared from the cut file (one download), by weight band, each with its
   * font-display: whether text waits, swaps when the file arrives, or keeps the fallback.
   */
  bands: readonly { weight: string; display: "swap" | "optional" }[];
  /** The fallbacks: a metric-matched face of src/styles/global.css, then a generic family. */
  fallbacks: string[];
}

/**
 * The characters kept: those of Fontsource's "latin" subset (Basic Latin, Latin-1, general
 * punctuation, the euro sign, two arrows), the same ranges as the faces' unicode-range.
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The labels' characters: Basic Latin and the punctuation labels use. A label with another
 * character shows it in the fallback monospace, which has the same advance.
 */
export const LABEL_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/**
 * The characters every page may show: ASCII and the punctuation of prose (no-break space, ©, ®,
 * middle dot, ×, dashes, curly quotes, bullet, ellipsis, €, ™, minus).
 */
export const COMMON_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ae, 0x00ae],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** Code points as ranges, merging neighbours. */
function toRanges(codes: Iterable<number>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

function codesOf(ranges: Face["ranges"]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/**
 * A face's characters in two parts: those of every page (COMMON_RANGES, and every other of the
 * face's characters in `text`, the owner's own words), and the rest, which few pages need.
 * The first file is 12 KB instead of 18: the first screen's text waits for less.
 */
export function splitRanges(
  ranges: Face["ranges"],
  text: string,
): { primary: [number, number][]; secondary: [number, number][] } {
  const kept = new Set(codesOf(ranges));
  const primary = new Set(codesOf(COMMON_RANGES).filter((code) => kept.has(code)));
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (kept.has(code)) primary.add(code);
  }
  return {
    primary: toRanges(primary),
    secondary: toRanges([...kept].filter((code) => !primary.has(code))),
  };
}

const TEXT_FILE = /\.(md|mdx|markdown|ya?ml|json)$/i;

/** Every text file's contents under some folders (missing folders are skipped). */
export async function folderText(folders: readonly string[]): Promise<string> {
  const texts: string[] = [];
  for (const folder of folders) {
    let entries: string[];
    try {
      entries = await readdir(folder, { recursive: true });
    } catch {
      continue;
    }
    for (const entry of entries.sort()) {
      if (TEXT_FILE.test(entry)) texts.push(await readFile(path.join(folder, entry), "utf8"));
    }
  }
  return texts.join("\n");
}

/** Code point ranges as a CSS unicode-range. */
export function unicodeRange(ranges: Face["ranges"]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

export const LATIN_UNICODE_RANGE = unicodeRange(LATIN_RANGES);

/** Every character of some ranges, as the text to keep. */
export function rangeText(ranges: Face["ranges"]): string {
  let text = "";
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code += 1) {
      // Controls have no glyphs; harfbuzz skips them anyway.
      if (code >= 0x20) text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** Whether a character is among some ranges. */
export function inRanges(char: string, ranges: Face["ranges"]): boolean {
  const code = char.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => code >= from && code <= to);
}

export const FACES = {
  sans: {
    family: "Geist",
    cssVariable: "--font-geist",
    source: "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
    ranges: LATIN_RANGES,
    split: true,
    // Text 400, labels 500, headings 600 to 700.
    weight: { min: 400, max: 700 },
    // Headings swap to Geist whenever it arrives: a metric-matched line keeps its length. Text
    // shows in Geist when the file is there within the browser's first 100 ms (it is preloaded,
    // and cached for every later page), else keeps its fallback on that page: a paragraph of
    // prose swapped late could wrap one word differently and move everything below it.
    bands: [
      { weight: "400 549", display: "optional" },
      { weight: "550 700", display: "swap" },
    ],
    fallbacks: ["Geist Metric Fallback", "sans-serif"],
  },
  mono: {
    family: "Geist Mono",
    cssVariable: "--font-geist-mono",
    source: "@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2",
    ranges: LABEL_RANGES,
    split: false,
    // Labels, dates and figures, all in one weight; a monospace fallback has the same advance.
    weight: 500,
    bands: [{ weight: "500", display: "swap" }],
    fallbacks: ["Geist Mono Metric Fallback", "monospace"],
  },
} as const satisfies Record<string, Face>;

export type FontFormat = "woff2" | "sfnt";

const CACHE_DIR = path.resolve("node_modules/.cache/portfolio-fonts");

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The face cut to the site's characters and weights, as a file in the cache (made when
 * missing). `sfnt` is TrueType, for renderers that read no woff2; `pin` fixes a variable
 * face's weight, for renderers that cannot vary it; `ranges` keeps part of its characters.
 */
export async function cutFace(
  face: Face,
  format: FontFormat = "woff2",
  pin?: number,
  ranges: Face["ranges"] = face.ranges,
): Promise<string> {
  const require = createRequire(path.resolve("package.json"));
  const source = await readFile(require.resolve(face.source));
  const weight = pin ?? face.weight;
  const cut = { weight, format, ranges, layoutClosure: false };
  const key = createHash("sha256").update(source).update(JSON.stringify(cut)).digest("hex");
  const slug = face.family.toLowerCase().replaceAll(/\W+/g, "-");
  const file = path.join(
    CACHE_DIR,
    `${slug}-${key.slice(0, 16)}.${format === "sfnt" ? "ttf" : format}`,
  );
  if (await exists(file)) return file;

  const bytes = await subsetFont(source, rangeText(ranges), {
    targetFormat: format,
    variationAxes: { wght: weight },
    // Only the glyphs of the characters kept: no alternates reachable through OpenType
    // features, which the site does not turn on (2 KB less).
    noLayoutClosure: true,
  });
  await mkdir(CACHE_DIR, { recursive: true });
  // Written under another name first, so a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return file;
}
