import fontkit from "@pdf-lib/fontkit";
import { breakTextIntoLines, PageSizes, PDFDocument, rgb } from "pdf-lib";
import type { SiteConfig } from "../../config/schema.ts";
import { ARABIC_LETTERS, arabicFaces, FACES, inRanges, trueTypeFaces } from "../../lib/fonts.ts";
import { parseHex } from "../../lib/color.ts";
import { accentPalette } from "../../lib/accent.ts";
import type { Cv } from "./model.ts";

const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const INK = rgb(0.04, 0.07, 0.13);
const MUTED = rgb(0.32, 0.38, 0.45);
/** Text with no letter or digit at either end: the punctuation and spaces around a word. */
const NEUTRAL_ENDS = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;
const reversed = (text: string) => [...text].reverse().join("");
/** Arabic words with the spaces between them: a run set right to left. */
const ARABIC_RUN = new RegExp(`(${ARABIC_LETTERS.source}+(?:\\s+${ARABIC_LETTERS.source}+)*)`);

/**
 * A clean one-page CV from the CV that every format shares (src/features/cv/model.ts), so the
 * download never 404s: set in the site's faces (Geist, dates in Geist Mono), headings in the
 * owner's accent. What does not fit on the page is left out, the projects first, and named to
 * `warn` (the build prints it).
 */
export async function generateCv(
  cv: Cv,
  colours: Pick<SiteConfig, "accent" | "accentDark">,
  warn: (message: string) => void = console.warn,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${cv.name} - CV`);
  pdf.setAuthor(cv.name);
  pdf.setSubject(cv.role);
  pdf.setCreator(cv.url);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  pdf.registerFontkit(fontkit);
  const embed = (face: { data: Uint8Array }) => pdf.embedFont(face.data, { subset: true });
  const [sans, sansBold, sansMono] = await trueTypeFaces();
  const [regular, bold, mono] = await Promise.all([embed(sans), embed(sansBold), embed(sansMono)]);
  // Arabic, when the CV has any: its runs are drawn in Noto Sans Arabic, shaped by fontkit.
  const arabic = ARABIC_LETTERS.test(JSON.stringify(cv));
  const [arabicRegular, arabicBold] = arabic
    ? await Promise.all((await arabicFaces()).map(embed))
    : [];
  const rtl = cv.dir === "rtl";
  const { r, g, b } = parseHex(accentPalette(colours.accent, colours.accentDark).light.accent);
  const accent = rgb(r, g, b);
  let y = HEIGHT - MARGIN;
  const leftOut: string[] = [];

  /**
   * `value` in lines as wide as the margins allow, unless the page is full; `gap` is the space
   * after it, in points.
   */
  const text = (value: string, { font = regular, size = 10.5, color = INK, gap = 0 } = {}) => {
    // The faces are cut (src/lib/fonts.ts): a character they lack would draw as a box.
    const ranges = font === mono ? FACES.mono.ranges : FACES.sans.ranges;
    const printable = Array.from(value, (char) =>
      inRanges(char, ranges) || (arabic && ARABIC_LETTERS.test(char)) ? char : "?",
    ).join("");
    // In Arabic, the punctuation and spaces at the ends of other text read right to left too:
    // "الخبرة: React" shows as "React :الخبرة". A line with no Arabic reads left to right.
    const pieces = (run: string, line: string) => {
      if (!rtl || ARABIC_LETTERS.test(run) || !ARABIC_LETTERS.test(line)) return [run];
      const [, lead = "", core = "", trail = ""] = NEUTRAL_ENDS.exec(run) ?? [];
      return [reversed(lead), core, reversed(trail)];
    };
    // A line's runs of Arabic and of other text, in reading order, each with its face.
    const arabicFace = font === bold ? arabicBold : arabicRegular;
    const runs = (line: string) =>
      line
        .split(ARABIC_RUN)
        .flatMap((run) => pieces(run, line))
        .filter(Boolean)
        .map((run) => {
          const face = (ARABIC_LETTERS.test(run) && arabicFace) || font;
          return { run, face, width: face.widthOfTextAtSize(run, size) };
        });
    const width = (line: string) => runs(line).reduce((sum, { width }) => sum + width, 0);
    const lines = breakTextIntoLines(printable, [" "], WIDTH - MARGIN * 2, width);
    for (const line of lines) {
      if (y < MARGIN) {
        leftOut.push(value);
        return;
      }
      y -= size * 1.35;
      // Right to left, the runs are set from the right margin leftwards.
      let x = rtl ? WIDTH - MARGIN : MARGIN;
      for (const { run, face, width } of runs(line)) {
        if (rtl) x -= width;
        page.drawText(run, { x, y, size, font: face, color });
        if (!rtl) x += width;
      }
    }
    y -= gap;
  };

  text(cv.name, { font: bold, size: 24 });
  y -= 4;
  text(cv.role, { size: 13, color: accent, gap: 4 });
  for (const links of [cv.contact, cv.profiles]) {
    text(links.map((link) => link.value).join(" | "), { size: 9.5, color: MUTED });
  }
  for (const section of cv.sections) {
    y -= 14;
    text(section.title.toUpperCase(), { font: mono, size: 10, color: accent, gap: 2 });
    page.drawLine({
      start: { x: MARGIN, y: y - 2 },
      end: { x: WIDTH - MARGIN, y: y - 2 },
      thickness: 0.75,
      color: rgb(0.8, 0.82, 0.87),
    });
    y -= 6;
    for (const line of section.text?.split("\n") ?? []) text(line);
    for (const item of section.entries) {
      text(`${item.title}, ${item.organisation}`, { font: bold, size: 11 });
      const details = [item.period, ...(item.keywords ? [item.keywords.join(", ")] : [])];
      text(details.join(" | "), { font: mono, size: 9, color: MUTED });
      if (item.summary) text(item.summary);
      // A job's highlights; a project's outcomes are on its page, which the other formats link.
      if (cv.work.includes(item)) for (const line of item.highlights ?? []) text(`• ${line}`);
      y -= 6;
    }
  }

  if (leftOut.length > 0) {
    const named = leftOut
      .slice(0, 3)
      .map((value) => `"${value.length > 48 ? `${value.slice(0, 47)}…` : value}"`);
    const more = leftOut.length > 3 ? ` and ${leftOut.length - 3} more` : "";
    warn(
      `CV PDF: one page holds only part of the CV; left out ${named.join(", ")}${more}. ` +
        "The page, the text and the JSON keep everything. Shorten the summaries, or set cv.file to a PDF of your own.",
    );
  }
  return pdf.save();
}
