import { readFile } from "node:fs/promises";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type RGB } from "pdf-lib";
import type { SiteConfig } from "../../config/schema.ts";
import { cutFace, FACES, inRanges, type Face } from "../../lib/fonts.ts";
import { parseHex } from "../../lib/color.ts";
import { accentPalette } from "../../lib/accent.ts";
import type { Cv } from "./model.ts";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const INK = rgb(0.04, 0.07, 0.13);
const MUTED = rgb(0.32, 0.38, 0.45);

function pdfColour(hex: string): RGB {
  const { r, g, b } = parseHex(hex);
  return rgb(r, g, b);
}

/** The faces are cut (src/lib/fonts.ts): a character they lack would draw as a box. */
function printable(text: string, ranges: Face["ranges"]): string {
  return Array.from(text, (char) => (inRanges(char, ranges) ? char : "?")).join("");
}

function wrap(
  text: string,
  font: PDFFont,
  ranges: Face["ranges"],
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text, ranges).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A clean one-page CV from the CV that every format shares (src/features/cv/model.ts), so the
 * download never 404s: set in the site's faces (Geist, dates in Geist Mono), headings in the
 * owner's accent. What does not fit on the page is left out, the projects first, and named to
 * `onFull` (the build prints it).
 */
export async function generateCv(
  cv: Cv,
  colours: Pick<SiteConfig, "accent" | "accentDark">,
  onFull?: (leftOut: string[]) => void,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${cv.name} - CV`);
  pdf.setAuthor(cv.name);
  pdf.setSubject(cv.role);
  pdf.setCreator(cv.url);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  pdf.registerFontkit(fontkit);
  const embed = async (file: Promise<string>) =>
    pdf.embedFont(await readFile(await file), { subset: true });
  const regular = await embed(cutFace(FACES.sans, "sfnt", 400));
  const bold = await embed(cutFace(FACES.sans, "sfnt", 700));
  const mono = await embed(cutFace(FACES.mono, "sfnt"));
  const accent = pdfColour(accentPalette(colours.accent, colours.accentDark).light.accent);
  const width = PAGE.width - MARGIN * 2;
  let y = PAGE.height - MARGIN;
  const leftOut: string[] = [];

  const text = (
    value: string,
    options: { font?: PDFFont; size?: number; color?: typeof INK; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    const ranges = font === mono ? FACES.mono.ranges : FACES.sans.ranges;
    for (const line of wrap(value, font, ranges, size, width)) {
      if (y < MARGIN) {
        leftOut.push(value);
        return;
      }
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN, y, size, font, color: options.color ?? INK });
    }
    y -= options.gap ?? 0;
  };
  const heading = (value: string) => {
    y -= 14;
    text(value.toUpperCase(), { font: mono, size: 10, color: accent, gap: 2 });
    page.drawLine({
      start: { x: MARGIN, y: y - 2 },
      end: { x: PAGE.width - MARGIN, y: y - 2 },
      thickness: 0.75,
      color: rgb(0.8, 0.82, 0.87),
    });
    y -= 6;
  };

  text(cv.name, { font: bold, size: 24 });
  y -= 4;
  text(cv.role, { size: 13, color: accent, gap: 4 });
  const contact = [cv.email, cv.phone, cv.location, cv.url].filter(Boolean).join("  |  ");
  text(contact, { size: 9.5, color: MUTED });
  const profiles = cv.profiles.map((profile) => profile.url).join("  |  ");
  if (profiles) text(profiles, { size: 9.5, color: MUTED });

  heading("Profile");
  text(cv.summary);

  const entries = (items: Cv["work"]) => {
    for (const item of items) {
      text(`${item.title}, ${item.organisation}`, { font: bold, size: 11 });
      text(item.period, { font: mono, size: 9, color: MUTED, gap: item.summary ? 0 : 6 });
      if (item.summary) text(item.summary, { gap: 6 });
    }
  };
  if (cv.work.length > 0) {
    heading("Experience");
    entries(cv.work);
  }
  if (cv.education.length > 0) {
    heading("Education");
    entries(cv.education);
  }
  if (cv.skills.length > 0) {
    heading("Skills");
    text(cv.skills.join(", "));
  }
  if (cv.projects.length > 0) {
    heading("Projects");
    for (const project of cv.projects) {
      text(`${project.name}, ${project.role}`, { font: bold, size: 11 });
      text(`${project.period}  |  ${project.keywords.join(", ")}`, {
        font: mono,
        size: 9,
        color: MUTED,
      });
      text(project.description, { gap: 6 });
    }
  }

  if (leftOut.length > 0) onFull?.(leftOut);
  return pdf.save();
}

/** What a full page left out, in one line of the build's output. */
export function leftOutWarning(leftOut: readonly string[]): string {
  const shown = leftOut.slice(0, 3).map((value) => {
    const short = value.length > 48 ? `${value.slice(0, 47)}…` : value;
    return `"${short}"`;
  });
  const more = leftOut.length > 3 ? ` and ${leftOut.length - 3} more` : "";
  return (
    `CV PDF: one page holds only part of the CV; left out ${shown.join(", ")}${more}. ` +
    "The page, the text and the JSON keep everything. Shorten the summaries, or set cv.file to a PDF of your own."
  );
}
