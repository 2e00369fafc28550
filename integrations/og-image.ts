import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { AstroIntegration } from "astro";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { MANIFEST_ICONS } from "./web-manifest.ts";

/**
 * The images a link preview or a home screen shows, drawn at build time from the config with
 * the bundled Inter font, so they always match the owner's name and role.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const TOUCH_ICON_SIZE = 180;

const INDIGO = "#4338ca";
const NIGHT = "#1e1b4b";

/** The favicon's mark (public/favicon.svg) on a full square: iOS rounds the corners itself. */
export function iconSvg(rounded: boolean): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64"${rounded ? ' rx="14"' : ""} fill="${INDIGO}"/>` +
    '<path d="M22 20 10 32l12 12M42 20l12 12-12 12M36 16l-8 32" fill="none" stroke="#fff" ' +
    'stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>'
  );
}

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

function png(svg: string, width: number): Uint8Array {
  return new Uint8Array(
    new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng(),
  );
}

export interface OgImageContent {
  name: string;
  role: string;
  /** Shown at the bottom, e.g. the site's host name. */
  footer: string;
}

function card({ name, role, footer }: OgImageContent): ReactNode {
  const mark = `data:image/svg+xml;base64,${Buffer.from(iconSvg(true)).toString("base64")}`;
  return h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        color: "#ffffff",
        fontFamily: "Inter",
        backgroundImage: `linear-gradient(135deg, ${NIGHT} 0%, ${INDIGO} 100%)`,
      },
    },
    // A fixed inner box instead of padding, which satori adds to the 100% height.
    h(
      "div",
      {
        style: {
          width: OG_WIDTH - 160,
          height: OG_HEIGHT - 144,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        },
      },
      h("img", { src: mark, width: 96, height: 96, style: { borderRadius: 20 } }),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column" } },
        h(
          "div",
          { style: { fontSize: name.length > 22 ? 68 : 88, fontWeight: 800, lineHeight: 1.05 } },
          name,
        ),
        h(
          "div",
          { style: { marginTop: 24, fontSize: 44, fontWeight: 400, color: "#c7d2fe" } },
          role,
        ),
        h(
          "div",
          { style: { marginTop: 40, fontSize: 28, fontWeight: 400, color: "#e0e7ff" } },
          footer,
        ),
      ),
    ),
  );
}

/** The 1200 × 630 PNG that og:image and twitter:image point at. */
export async function generateOgImage(content: OgImageContent): Promise<Uint8Array> {
  const svg = await satori(card(content), {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  return png(svg, OG_WIDTH);
}

/** A square PNG of the site's mark: 180 px for apple-touch-icon, larger for the manifest. */
export function generateIcon(size: number = TOUCH_ICON_SIZE): Uint8Array {
  return png(iconSvg(false), size);
}

/** Every square icon the site links to, by file name without ".png". */
export const ICON_SIZES: Readonly<Record<string, number>> = {
  "apple-touch-icon": TOUCH_ICON_SIZE,
  ...Object.fromEntries(MANIFEST_ICONS.map(({ file, size }) => [file.replace(/\.png$/, ""), size])),
};

/**
 * The link-preview image and the icons, as prerendered endpoints: `astro dev` draws them on
 * request from the same code that writes them into the build.
 */
export function ogImage(): AstroIntegration {
  return {
    name: "portfolio:og-image",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        injectRoute({
          pattern: "/og-image.png",
          entrypoint: new URL("./routes/og-image.png.ts", import.meta.url),
          prerender: true,
        });
        injectRoute({
          pattern: "/[icon].png",
          entrypoint: new URL("./routes/icon.png.ts", import.meta.url),
          prerender: true,
        });
      },
    },
  };
}
