/**
 * node tools/samples/draw.ts (from the project's folder)
 *
 * Draws the sample's pictures from their SVG sources here: the case studies' (case-studies/ to
 * src/content/case-studies/images/), flat compositions of app screens and diagrams in the site's
 * indigo, and the owner's portrait (portrait/ to src/assets/), made for the template so the
 * sample carries no one else's images. Shapes only, no text, so the result does not depend on
 * the fonts installed. A source whose root names `data-dark` swaps ("#light:#dark ...") is also
 * drawn with those colours as its dark variant, name-dark.png. Writes each case-study picture's
 * SHA-256 to src/features/case-studies/sample-pictures.json, the doctor's list.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const FOLDERS = { "case-studies": "src/content/case-studies/images", portrait: "src/assets" };
const hashes: Record<string, string> = {};

for (const [folder, out] of Object.entries(FOLDERS)) {
  for (const file of readdirSync(`tools/samples/${folder}`)) {
    const svg = readFileSync(`tools/samples/${folder}/${file}`, "utf8");
    const swaps = [...svg.matchAll(/(#\w{6}):(#\w{6})/g)].map(([, light, dark]) => [light, dark]);
    const dark = new Map(swaps as [string, string][]);
    const versions = {
      "": svg,
      ...(dark.size > 0 && { "-dark": svg.replace(/#\w{6}\b/g, (hex) => dark.get(hex) ?? hex) }),
    };
    for (const [suffix, source] of Object.entries(versions)) {
      // At the size the source gives: 1600 px wide for a case study, 640 px for the portrait. A
      // palette PNG keeps flat shapes sharp at a fraction of the size; astro:assets makes the
      // AVIF and WebP a visitor gets.
      const raster = new Resvg(source).render().asPng();
      const png = await sharp(raster).png({ palette: true, quality: 100, effort: 10 }).toBuffer();
      const name = file.replace(/\.svg$/, `${suffix}.png`);
      writeFileSync(`${out}/${name}`, png);
      if (folder === "case-studies") hashes[createHash("sha256").update(png).digest("hex")] = name;
      console.log(`${out}/${name} ${Math.round(png.length / 1024)} KB`);
    }
  }
}
writeFileSync(
  "src/features/case-studies/sample-pictures.json",
  `${JSON.stringify(hashes, null, 2)}\n`,
);
