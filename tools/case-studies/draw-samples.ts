/**
 * node tools/case-studies/draw-samples.ts
 *
 * Draws the sample case studies' pictures (src/content/case-studies/images/) from their SVG
 * sources in tools/case-studies/samples/: flat compositions of app screens and diagrams in the
 * site's indigo, made for the template so the samples carry no one else's images. Shapes only,
 * no text, so the result does not depend on the fonts installed. Prints each file's SHA-256 for
 * src/features/case-studies/sample.ts (the doctor's list).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const SOURCES = path.join(import.meta.dirname, "samples");
const OUT = path.resolve(import.meta.dirname, "../../src/content/case-studies/images");

for (const file of readdirSync(SOURCES).filter((f) => f.endsWith(".svg"))) {
  const svg = readFileSync(path.join(SOURCES, file), "utf8");
  const raster = new Resvg(svg, { fitTo: { mode: "width", value: 1600 } }).render().asPng();
  // A palette PNG keeps flat shapes sharp at a fraction of the size; astro:assets makes the
  // AVIF and WebP a visitor gets.
  const png = await sharp(raster).png({ palette: true, quality: 90, effort: 10 }).toBuffer();
  const name = file.replace(/\.svg$/, ".png");
  writeFileSync(path.join(OUT, name), png);
  const hash = createHash("sha256").update(png).digest("hex");
  console.log(`${name} ${Math.round(png.length / 1024)} KB ${hash}`);
}
