/**
 * node tools/case-studies/draw-samples.ts
 *
 * Draws the sample case studies' pictures (src/content/case-studies/images/): flat compositions
 * of app screens and diagrams in the site's indigo, made here so the samples carry no one
 * else's images. Shapes only, no text, so the result does not depend on the fonts installed.
 * Prints each file's SHA-256 for src/features/case-studies/sample.ts (the doctor's list).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const OUT = path.resolve(import.meta.dirname, "../../src/content/case-studies/images");
const W = 1600;
const H = 1000;

const C = {
  canvas: "#f6f7fb",
  surface: "#ffffff",
  surface2: "#eef0f8",
  line: "#dfe2ee",
  ink: "#141a2e",
  muted: "#8a90a8",
  accent: "#4338ca",
  accentSoft: "#c7cbf5",
  accentFaint: "#e6e8fb",
  teal: "#0f9f8f",
  amber: "#e2a33b",
  rose: "#d9587a",
  night: "#0e1224",
  night2: "#171c33",
  nightLine: "#2a3152",
};

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const bar = (x: number, y: number, w: number, fill = C.line, h = 12) =>
  rect(x, y, w, h, fill, h / 2);
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** The page's backdrop: the site's soft grid and a glow of the accent. */
function backdrop(dark = false): string {
  const bg = dark ? C.night : C.canvas;
  const grid = dark ? "#1b2140" : "#e9ebf4";
  let lines = "";
  for (let x = 0; x <= W; x += 64)
    lines += `<path d="M${x} 0V${H}" stroke="${grid}" stroke-width="1"/>`;
  for (let y = 0; y <= H; y += 64)
    lines += `<path d="M0 ${y}H${W}" stroke="${grid}" stroke-width="1"/>`;
  return `<defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.8">
      <stop offset="0" stop-color="${C.accent}" stop-opacity="${dark ? 0.45 : 0.22}"/>
      <stop offset="1" stop-color="${C.accent}" stop-opacity="0"/>
    </radialGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
      <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#1e1b4b" flood-opacity="${dark ? 0.5 : 0.16}"/>
    </filter>
  </defs>
  ${rect(0, 0, W, H, bg)}${lines}${rect(0, 0, W, H, "url(#glow)")}`;
}

/** A browser window with its bar; returns the frame and where its content starts. */
function windowFrame(x: number, y: number, w: number, h: number, dark = false): string {
  const surface = dark ? C.night2 : C.surface;
  const line = dark ? C.nightLine : C.line;
  return `<g filter="url(#shadow)">${rect(x, y, w, h, surface, 22, `stroke="${line}" stroke-width="2"`)}</g>
    ${circle(x + 32, y + 30, 7, C.rose)}${circle(x + 56, y + 30, 7, C.amber)}${circle(x + 80, y + 30, 7, C.teal)}
    ${rect(x + 120, y + 18, w - 240, 24, dark ? C.night : C.surface2, 12)}
    <path d="M${x} ${y + 60}H${x + w}" stroke="${line}" stroke-width="2"/>`;
}

function kanbanCard(x: number, y: number, w: number, tag: string, lines: number[], dark: boolean) {
  const surface = dark ? "#20264a" : C.surface;
  const line = dark ? C.nightLine : C.line;
  const text = dark ? "#3a4270" : C.line;
  let out = rect(x, y, w, 54 + lines.length * 22, surface, 14, `stroke="${line}" stroke-width="2"`);
  out += bar(x + 18, y + 18, 64, tag, 10);
  lines.forEach((len, i) => (out += bar(x + 18, y + 42 + i * 22, len, text)));
  out += circle(x + w - 28, y + 28, 11, dark ? "#343c6e" : C.accentFaint);
  return out;
}

function board(dark: boolean, x0: number, y0: number, width: number, height: number) {
  let out = windowFrame(x0, y0, width, height, dark);
  const colW = (width - 80 - 2 * 28) / 3;
  const columns: [string, [string, number[]][]][] = [
    [
      C.muted,
      [
        [C.accent, [220, 150]],
        [C.amber, [190]],
        [C.teal, [230, 120]],
      ],
    ],
    [
      C.accent,
      [
        [C.rose, [200, 160]],
        [C.accent, [170]],
      ],
    ],
    [
      C.teal,
      [
        [C.teal, [210]],
        [C.amber, [180, 140]],
        [C.accent, [150]],
      ],
    ],
  ];
  columns.forEach(([head, cards], i) => {
    const x = x0 + 40 + i * (colW + 28);
    let y = y0 + 100;
    out += rect(x, y, colW, height - 140, dark ? C.night : C.surface2, 18);
    out += circle(x + 24, y + 28, 7, head) + bar(x + 42, y + 22, 110, dark ? "#3a4270" : "#c9cde0");
    y += 60;
    for (const [tag, lines] of cards) {
      out += kanbanCard(
        x + 14,
        y,
        colW - 28,
        tag,
        lines.map((l) => Math.min(l, colW - 80)),
        dark,
      );
      y += 54 + lines.length * 22 + 16;
    }
  });
  return out;
}

const taskBoardCover = () => `${backdrop()}${board(false, 120, 110, 1360, 800)}`;

/** The board in the dark theme, with a phone beside it. */
function taskBoardPhone() {
  let out = backdrop(true) + board(true, 80, 120, 1000, 760);
  const px = 1160;
  const py = 90;
  out += `<g filter="url(#shadow)">${rect(px, py, 360, 820, "#05070f", 48)}</g>`;
  out += rect(px + 14, py + 14, 332, 792, C.night2, 38);
  out += rect(px + 130, py + 26, 100, 22, "#05070f", 11);
  out += bar(px + 40, py + 84, 160, "#3a4270", 16);
  out += circle(px + 300, py + 92, 16, C.accent);
  let y = py + 130;
  for (const [tag, lines] of [
    [C.accent, [220, 160]],
    [C.rose, [200]],
    [C.teal, [230, 140]],
    [C.amber, [180]],
  ] as [string, number[]][]) {
    out += kanbanCard(px + 34, y, 292, tag, lines, true);
    y += 54 + lines.length * 22 + 18;
  }
  out += rect(px + 34, py + 730, 292, 52, C.accent, 26);
  out += bar(px + 130, py + 750, 100, "#c7cbf5", 12);
  return out;
}

/** Sync between devices: two clients, a queue, the server. */
function taskBoardSync() {
  let out = backdrop();
  const node = (x: number, y: number, w: number, h: number, fill: string, accent: string) =>
    `<g filter="url(#shadow)">${rect(x, y, w, h, fill, 24, `stroke="${C.line}" stroke-width="2"`)}</g>` +
    circle(x + 44, y + 46, 18, accent) +
    bar(x + 76, y + 40, w - 120, "#c9cde0") +
    bar(x + 32, y + 92, w - 64) +
    bar(x + 32, y + 118, w - 120);
  out += node(130, 160, 360, 170, C.surface, C.accent);
  out += node(130, 640, 360, 170, C.surface, C.teal);
  out += node(1110, 400, 360, 170, C.surface, C.amber);
  // the offline queue
  out += rect(640, 395, 320, 180, C.accentFaint, 24, `stroke="${C.accentSoft}" stroke-width="2"`);
  for (let i = 0; i < 4; i++)
    out += rect(668 + i * 70, 445, 54, 80, i < 2 ? C.accent : C.accentSoft, 10);
  const arrow = (d: string, color = C.accent) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 14"/>`;
  out += arrow("M490 245 C 580 245, 560 440, 640 450");
  out += arrow("M490 725 C 580 725, 560 520, 640 520", C.teal);
  out += arrow("M960 485 L 1110 485", C.amber);
  out += circle(1100, 485, 9, C.amber);
  return out;
}

function shopApiCover() {
  let out = backdrop();
  // The code panel on the right, the request flow on the left.
  out += `<g filter="url(#shadow)">${rect(860, 120, 620, 760, C.night, 24)}</g>`;
  out += circle(892, 150, 7, C.rose) + circle(916, 150, 7, C.amber) + circle(940, 150, 7, C.teal);
  const code: [number, number, string][] = [
    [0, 120, C.accentSoft],
    [1, 260, "#5b6390"],
    [1, 200, C.teal],
    [2, 300, "#5b6390"],
    [2, 180, C.amber],
    [1, 240, "#5b6390"],
    [0, 60, C.accentSoft],
    [0, 160, C.accentSoft],
    [1, 220, C.rose],
    [2, 280, "#5b6390"],
    [2, 150, C.teal],
    [1, 90, "#5b6390"],
    [0, 60, C.accentSoft],
    [0, 200, C.accentSoft],
    [1, 320, "#5b6390"],
    [1, 140, C.amber],
    [0, 60, C.accentSoft],
  ];
  code.forEach(([indent, len, color], i) => {
    out += bar(900, 200 + i * 38, 26, "#2c3358", 12);
    out += bar(950 + indent * 36, 200 + i * 38, len, color, 12);
  });
  const box = (x: number, y: number, color: string) =>
    `<g filter="url(#shadow)">${rect(x, y, 300, 150, C.surface, 24, `stroke="${C.line}" stroke-width="2"`)}</g>` +
    rect(x + 28, y + 30, 56, 56, color, 16) +
    bar(x + 104, y + 40, 150, "#c9cde0", 14) +
    bar(x + 104, y + 68, 110) +
    bar(x + 28, y + 112, 230);
  out += box(200, 130, C.accent);
  out += box(200, 425, C.teal);
  out += box(200, 720, C.amber);
  const flow = (y1: number, y2: number) =>
    `<path d="M350 ${y1}V${y2}" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M336 ${y2 - 16}L350 ${y2}L364 ${y2 - 16}" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += flow(290, 415) + flow(585, 710);
  out += `<path d="M500 505 C 640 505, 700 420, 860 420" fill="none" stroke="${C.accentSoft}" stroke-width="4" stroke-dasharray="10 10"/>`;
  return out;
}

function weatherCover() {
  let out = backdrop();
  out += windowFrame(120, 110, 1360, 800);
  // the map, with contour bands and places
  const mx = 150;
  const my = 190;
  out += `<clipPath id="map"><rect x="${mx}" y="${my}" width="880" height="690" rx="16"/></clipPath>`;
  out += `<g clip-path="url(#map)">${rect(mx, my, 880, 690, "#e7f1f4")}`;
  const bands = ["#d3e8ee", "#bfe0e4", "#a9d6d4", "#93cbc4"];
  bands.forEach((color, i) => {
    const s = 1 - i * 0.2;
    out += `<ellipse cx="${560 - i * 10}" cy="${520 + i * 8}" rx="${520 * s}" ry="${330 * s}" fill="${color}" transform="rotate(-14 560 520)"/>`;
  });
  out += `<path d="M150 340 C 320 300, 420 420, 600 380 S 900 300, 1030 360" fill="none" stroke="#ffffff" stroke-width="6"/>`;
  out += `<path d="M380 190 C 420 400, 520 560, 480 880" fill="none" stroke="#ffffff" stroke-width="4"/>`;
  out += `</g>`;
  for (const [x, y, color] of [
    [430, 420, C.accent],
    [690, 560, C.amber],
    [300, 700, C.teal],
    [840, 330, C.rose],
  ] as [number, number, string][]) {
    out +=
      circle(x, y, 30, color, 'opacity="0.18"') +
      circle(x, y, 13, color, `stroke="#fff" stroke-width="4"`);
  }
  // the forecast panel
  const px = 1060;
  out += rect(px, 190, 390, 690, C.surface2, 18);
  out +=
    circle(px + 80, 280, 44, C.amber) +
    bar(px + 150, 255, 150, "#c9cde0", 18) +
    bar(px + 150, 290, 100);
  const temps = [52, 64, 80, 72, 58, 66, 90];
  temps.forEach((t, i) => {
    const x = px + 40 + i * 46;
    out += rect(x, 560 - t * 2.6, 28, t * 2.6, i === 6 ? C.accent : C.accentSoft, 8);
    out += bar(x + 2, 580, 24, C.line, 10);
  });
  for (let i = 0; i < 3; i++) {
    out += rect(px + 30, 640 + i * 74, 330, 58, C.surface, 14);
    out += circle(px + 62, 669 + i * 74, 14, [C.teal, C.accent, C.amber][i] ?? C.accent);
    out +=
      bar(px + 92, 663 + i * 74, 150 - i * 20, "#c9cde0") +
      bar(px + 290, 663 + i * 74, 46, C.accentSoft);
  }
  return out;
}

/** The forecast on a phone, dark. */
function weatherPhone() {
  let out = backdrop(true);
  const phone = (px: number, py: number, alt: boolean) => {
    let p = `<g filter="url(#shadow)">${rect(px, py, 380, 820, "#05070f", 48)}</g>`;
    p +=
      rect(px + 14, py + 14, 352, 792, C.night2, 38) +
      rect(px + 140, py + 26, 100, 22, "#05070f", 11);
    p += circle(px + 190, py + 190, 70, alt ? C.teal : C.amber, 'opacity="0.9"');
    p += bar(px + 110, py + 300, 160, "#3a4270", 18) + bar(px + 140, py + 336, 100, "#2c3358");
    const values = alt ? [30, 44, 60, 52, 70, 48, 38] : [50, 62, 80, 70, 58, 66, 86];
    values.forEach((v, i) => {
      p += rect(
        px + 48 + i * 42,
        py + 560 - v * 2.2,
        24,
        v * 2.2,
        i === 3 ? C.accent : "#343c6e",
        8,
      );
    });
    for (let i = 0; i < 3; i++) {
      p += rect(px + 40, py + 600 + i * 62, 300, 48, "#20264a", 12);
      p +=
        bar(px + 60, py + 618 + i * 62, 120, "#3a4270") +
        bar(px + 270, py + 618 + i * 62, 50, C.accentSoft);
    }
    return p;
  };
  out += phone(360, 90, false) + phone(860, 90, true);
  return out;
}

const PICTURES: Record<string, () => string> = {
  "task-board-cover.png": taskBoardCover,
  "task-board-phone.png": taskBoardPhone,
  "task-board-sync.png": taskBoardSync,
  "shop-api-cover.png": shopApiCover,
  "weather-now-cover.png": weatherCover,
  "weather-now-phone.png": weatherPhone,
};

for (const [name, draw] of Object.entries(PICTURES)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  const raster = new Resvg(svg, { fitTo: { mode: "width", value: W } }).render().asPng();
  // A palette PNG keeps flat shapes sharp at a fraction of the size; astro:assets makes the
  // AVIF and WebP a visitor gets.
  const png = await sharp(raster).png({ palette: true, quality: 90, effort: 10 }).toBuffer();
  writeFileSync(path.join(OUT, name), png);
  const hash = createHash("sha256").update(png).digest("hex");
  console.log(`${name} ${Math.round(png.length / 1024)} KB ${hash}`);
}
