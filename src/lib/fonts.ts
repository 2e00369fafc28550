import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { glob, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import unicode from "@fontsource-variable/geist/unicode.json" with { type: "json" };
import arabic from "@fontsource-variable/noto-sans-arabic/unicode.json" with { type: "json" };
import type { fontProviders } from "astro/config";
import subsetFont from "subset-font";
import type { SiteConfig } from "../config/schema.ts";

/**
 * The site's own typefaces: Geist for headings and text, Geist Mono for labels, dates and
 * figures, both from their @fontsource-variable packages (SIL Open Font License). Each is cut
 * at build time to what the site uses (harfbuzz, through subset-font): the characters of the
 * packages' own "latin" subset (Basic Latin and punctuation for the labels' monospace), and only
 * the weights the styles set. That takes the two files from 52.5 KB to about 23 KB, which is what
 * a phone on a slow connection waits for before the text is shown in its own face. Geist comes in
 * two files (`splitRanges`): the characters of every page (ASCII, the punctuation of prose, and
 * whatever else the owner's own text uses), preloaded, and the rest of Latin, which a browser
 * fetches only for a page that shows one of them. The cut files are cached in
 * node_modules/.cache, keyed by the source file and the cut, so only a changed font or cut runs
 * harfbuzz again.
 *
 * `siteFonts` gives the woff2 files to Astro's Fonts API (local provider, preload); the OG image
 * and the CV draw with TrueType cuts of the same faces.
 */

/** Code points, in order. */
export type CodePoints = readonly number[];

/** A CSS unicode-range ("U+0000-00FF,U+0131") as its code points. */
const parseRanges = (css: string): number[] =>
  css.split(",").flatMap((part) => {
    const [from = 0, to = from] = part
      .slice(2)
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });

/** Code points as a CSS unicode-range, neighbours merged. */
export function unicodeRange(codes: CodePoints): string {
  const ranges: [number, number][] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

/**
 * The characters of Fontsource's "latin" subset (Basic Latin, Latin-1, general punctuation, the
 * euro sign, two arrows), which the package's latin files hold.
 */
export const LATIN_RANGES = parseRanges(unicode.latin);

/**
 * The labels' characters: Basic Latin, no-break space, ©, middle dot, dashes, curly quotes,
 * bullet and ellipsis. A label with another character shows it in the fallback monospace,
 * which has the same advance.
 */
export const LABEL_RANGES = parseRanges(
  "U+0020-007E,U+00A0,U+00A9,U+00B7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026",
);

/** The characters every page may show: ASCII, the labels' punctuation, ®, ×, €, ™ and minus. */
export const COMMON_RANGES = parseRanges(
  "U+0000-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D," +
    "U+2022,U+2026,U+20AC,U+2122,U+2212",
);

/**
 * A face's characters in two parts: those of every page (COMMON_RANGES, and every other of the
 * face's characters in `text`, the owner's own words), and the rest, which few pages need.
 * The first file is 12 KB instead of 18: the first screen's text waits for less.
 */
export function splitRanges(codes: CodePoints, text: string) {
  const common = new Set([...COMMON_RANGES, ...Array.from(text, (char) => char.codePointAt(0))]);
  return {
    primary: codes.filter((code) => common.has(code)),
    secondary: codes.filter((code) => !common.has(code)),
  };
}

/** Every character but the controls, which have no glyphs: the text to keep. */
export const rangeText = (codes: CodePoints): string =>
  String.fromCodePoint(...codes.filter((code) => code >= 0x20));

/** Whether a character is among some code points. */
export const inRanges = (char: string, codes: CodePoints) =>
  codes.includes(char.codePointAt(0) ?? 0);

/**
 * Each face: its CSS family name; the CSS variable the Fonts API defines, with the family and its
 * fallbacks; the source file, resolved from the project's node_modules; the characters kept,
 * which are also its faces' unicode-range; the weights kept (a range stays variable, a single
 * weight becomes a static face); the faces declared from each cut file by weight band, each with
 * its font-display (whether text waits, swaps when the file arrives, or keeps the fallback); and
 * the fallbacks, a metric-matched face of src/styles/global.css, then a generic family.
 */
export const FACES = {
  sans: {
    family: "Geist",
    cssVariable: "--font-geist",
    source: "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
    ranges: LATIN_RANGES,
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
    // Labels, dates and figures, all in one weight; a monospace fallback has the same advance.
    weight: 500,
    bands: [{ weight: "500", display: "swap" }],
    fallbacks: ["Geist Mono Metric Fallback", "monospace"],
  },
} as const;

export type Face = (typeof FACES)[keyof typeof FACES];

/**
 * Arabic, for what the build draws (the CV's PDF, the link previews) on a site that speaks it:
 * Noto Sans Arabic (SIL Open Font License). Pages show Arabic in the visitor's own fonts.
 */
const ARABIC = {
  family: "Noto Sans Arabic",
  source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
  // Its letters, and the spaces between words.
  ranges: [0x20, 0xa0, ...parseRanges(arabic.arabic)],
  weight: { min: 400, max: 700 },
} as const;

/** Whether a text has Arabic letters, which the drawing faces' Geist lacks. */
export const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/;

const CACHE_DIR = path.resolve("node_modules/.cache/portfolio-fonts");

/**
 * The face cut to the site's characters and weights, as a file in the cache (made when
 * missing). `sfnt` is TrueType, for renderers that read no woff2; `pin` fixes a variable
 * face's weight, for renderers that cannot vary it; `ranges` keeps part of its characters.
 */
export async function cutFace(
  face: Face | typeof ARABIC,
  format: "woff2" | "sfnt" = "woff2",
  pin?: number,
  ranges: CodePoints = face.ranges,
): Promise<string> {
  const source = await readFile(createRequire(path.resolve("package.json")).resolve(face.source));
  const weight = pin ?? face.weight;
  const cut = { weight, format, ranges, layoutClosure: face === ARABIC };
  const key = createHash("sha256").update(source).update(JSON.stringify(cut)).digest("hex");
  const name = `${face.family.toLowerCase().replaceAll(/\W+/g, "-")}-${key.slice(0, 16)}`;
  const file = path.join(CACHE_DIR, `${name}.${format === "sfnt" ? "ttf" : format}`);
  if (existsSync(file)) return file;

  const bytes = await subsetFont(source, rangeText(ranges), {
    targetFormat: format,
    variationAxes: { wght: weight },
    // Only the glyphs of the characters kept: no alternates reachable through OpenType
    // features, which the site does not turn on (2 KB less). Arabic needs them: its letters
    // take another form at the start, middle or end of a word.
    noLayoutClosure: !cut.layoutClosure,
  });
  await mkdir(CACHE_DIR, { recursive: true });
  // Written under another name first, so a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return file;
}

/** One weight of a face as a static TrueType cut, for the OG image (satori) and the CV's PDF. */
const trueTypeCut = async (face: Face | typeof ARABIC, weight: 400 | 500 | 700) => ({
  name: face.family,
  weight,
  style: "normal" as const,
  data: await readFile(await cutFace(face, "sfnt", weight)),
});
type TrueType = Awaited<ReturnType<typeof trueTypeCut>>;
let trueType: Promise<[regular: TrueType, bold: TrueType, mono: TrueType]> | undefined;
let arabicType: Promise<[regular: TrueType, bold: TrueType]> | undefined;

/**
 * Geist at 400 and 700 and Geist Mono at 500, read once per build: satori and pdf-lib read no
 * woff2 and cannot vary a weight.
 */
export const trueTypeFaces = () =>
  (trueType ??= Promise.all([
    trueTypeCut(FACES.sans, 400),
    trueTypeCut(FACES.sans, 700),
    trueTypeCut(FACES.mono, 500),
  ]));

/** Noto Sans Arabic at 400 and 700, for a text with Arabic letters, read once per build. */
export const arabicFaces = () =>
  (arabicType ??= Promise.all([trueTypeCut(ARABIC, 400), trueTypeCut(ARABIC, 700)]));

/**
 * The site's faces for Astro's Fonts API (declared in each page's head by Base.astro): each
 * face's cut file, or its two files (`splitRanges`), with the owner's own characters in the
 * first. The fallback faces are the site's own, one per weight band (src/styles/global.css).
 * Astro's `fontProviders.local` comes from astro.config.ts: the pages import this module, and
 * astro/config does not belong in their bundle.
 */
export async function siteFonts(site: SiteConfig, local: typeof fontProviders.local) {
  // The owner's own words: the site's configuration and the text files of its content folders.
  const { BLOG_DIR, CASE_STUDIES_DIR, TESTIMONIALS_DIR } = process.env;
  const owned = ["src/content", BLOG_DIR, CASE_STUDIES_DIR, TESTIMONIALS_DIR]
    .filter(Boolean)
    .map((folder) => `${folder}/**/*.{md,mdx,markdown,yaml,yml,json}`);
  let text = JSON.stringify(site);
  for await (const file of glob(owned)) text += `\n${await readFile(file, "utf8")}`;
  return Promise.all(
    [FACES.sans, FACES.mono].map(async (face: Face) => {
      // The labels' characters are all common ones: Geist Mono comes in one file.
      const { primary, secondary } = splitRanges(face.ranges, text);
      // The Fonts API preloads each file once, with the weight of its first variant: the first
      // file leads with the text's band (which Base.astro preloads); the second leads with
      // another band, so it is left to the pages that show one of its characters.
      const files = [primary, secondary].filter((ranges) => ranges.length > 0);
      const variants = await Promise.all(
        files.map(async (ranges, index) => {
          const src: [string] = [await cutFace(face, "woff2", undefined, ranges)];
          return (index === 0 ? face.bands : face.bands.toReversed()).map((band) => ({
            ...band,
            src,
            style: "normal" as const,
            unicodeRange: [unicodeRange(ranges)] as [string],
          }));
        }),
      );
      type Variant = (typeof variants)[number][number];
      return {
        provider: local(),
        name: face.family,
        cssVariable: face.cssVariable,
        fallbacks: [...face.fallbacks],
        optimizedFallbacks: false,
        options: { variants: variants.flat() as [Variant, ...Variant[]] },
      };
    }),
  );
}
