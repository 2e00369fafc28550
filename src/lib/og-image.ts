import { readFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { accentPalette, type AccentPalette } from "./accent.ts";
import { site } from "../site.ts";
import { cutFace, FACES } from "./fonts.ts";
import { initials } from "./initials.ts";

/**
 * The images a link preview or a home screen shows, and the favicon, drawn at build time from
 * the config in the site's own faces (src/lib/fonts.ts) and the owner's accent, so they
 * always match the owner's name, role and colours.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const TOUCH_ICON_SIZE = 180;
/** The favicon's drawing size; it is a vector, so any size shows sharp. */
const MARK_SIZE = 64;

export interface Identity {
  name: string;
  palette: AccentPalette;
}

let fonts: Promise<Font[]> | undefined;

/** Geist at 400 and 700 and Geist Mono at 500, as static TrueType cuts: satori reads no woff2. */
function loadFonts(): Promise<Font[]> {
  const face = async (name: string, file: Promise<string>, weight: 400 | 500 | 700) => ({
    name,
    weight,
    style: "normal" as const,
    data: await readFile(await file),
  });
  fonts ??= Promise.all([
    face("Geist", cutFace(FACES.sans, "sfnt", 400), 400),
    face("Geist", cutFace(FACES.sans, "sfnt", 700), 700),
    face("Geist Mono", cutFace(FACES.mono, "sfnt"), 500),
  ]);
  return fonts;
}

function png(svg: string, width: number): Uint8Array {
  return new Uint8Array(
    new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng(),
  );
}

/**
 * The site's mark: the owner's initials in Geist on their accent, as the home page's monogram
 * shows them. Rounded for the favicon; square where the platform rounds it (iOS, the manifest).
 */
function mark({ name, palette }: Identity, size: number, rounded: boolean): ReactNode {
  const letters = initials(name);
  return h(
    "div",
    {
      style: {
        width: size,
        height: size,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: rounded ? size * 0.22 : 0,
        backgroundImage: `linear-gradient(135deg, ${palette.light.accent} 0%, ${palette.light.strong} 100%)`,
        color: palette.light.onAccent,
        fontFamily: "Geist",
        fontWeight: 700,
        fontSize: size * (letters.length > 1 ? 0.44 : 0.56),
        letterSpacing: -size * 0.02,
      },
    },
    letters,
  );
}

/** The favicon: an SVG whose letters are paths, so it needs no font. */
export async function generateFavicon(identity: Identity): Promise<string> {
  return satori(mark(identity, MARK_SIZE, true), {
    width: MARK_SIZE,
    height: MARK_SIZE,
    fonts: await loadFonts(),
  });
}

/** A square PNG of the site's mark: 180 px for apple-touch-icon, larger for the manifest. */
export async function generateIcon(
  identity: Identity,
  size: number = TOUCH_ICON_SIZE,
): Promise<Uint8Array> {
  const svg = await satori(mark(identity, MARK_SIZE, false), {
    width: MARK_SIZE,
    height: MARK_SIZE,
    fonts: await loadFonts(),
  });
  return png(svg, size);
}

export interface OgImageContent extends Identity {
  role: string;
  /** Shown at the bottom, e.g. the site's host name. */
  footer: string;
  /**
   * A page's own title (a case study, a post). When given it is the large line, and the name and
   * role become the small one above it.
   */
  title?: string;
}

/** The link preview: the dark theme's canvas with the accent's glows, as the home page has. */
function card({ name, role, footer, palette, title }: OgImageContent): ReactNode {
  const eyebrow = title === undefined ? role : `${name} · ${role}`;
  const headline = title ?? name;
  const long = headline.length > 22;
  const veryLong = headline.length > 48;
  const { dark, light } = palette;
  const logo = (size: number) => mark({ name, palette }, size, true);
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
        fontFamily: "Geist",
        backgroundColor: dark.canvas,
        backgroundImage:
          `radial-gradient(circle at 88% 8%, ${light.accent}cc 0%, transparent 45%), ` +
          `radial-gradient(circle at 0% 100%, ${dark.accent}59 0%, transparent 50%)`,
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
      logo(96),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column" } },
        h(
          "div",
          {
            style: {
              fontFamily: "Geist Mono",
              fontWeight: 500,
              fontSize: 30,
              letterSpacing: 1,
              color: dark.accent,
            },
          },
          eyebrow,
        ),
        h(
          "div",
          {
            style: {
              marginTop: 18,
              fontSize: veryLong ? 60 : long ? 76 : 96,
              fontWeight: 700,
              lineHeight: 1.04,
              letterSpacing: long ? -2.5 : -3.5,
              // Long titles wrap to at most three lines.
              display: "block",
              lineClamp: 3,
            },
          },
          headline,
        ),
        h(
          "div",
          {
            style: {
              marginTop: 36,
              fontFamily: "Geist Mono",
              fontWeight: 500,
              fontSize: 26,
              color: "#cdd5e1",
            },
          },
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

/** The icons the web manifest announces, with their sizes. */
export const MANIFEST_ICONS = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

/** Every square icon the site links to, by file name without ".png". */
export const ICON_SIZES: Readonly<Record<string, number>> = {
  "apple-touch-icon": TOUCH_ICON_SIZE,
  ...Object.fromEntries(MANIFEST_ICONS.map(({ file, size }) => [file.replace(/\.png$/, ""), size])),
};

/** The owner's name and accent colours, which the favicon and the icons show. */
export const identity = (): Identity => ({
  name: site.name,
  palette: accentPalette(site.accent, site.accentDark),
});

/**
 * The link-preview image of one page, as an endpoint's response: the owner's name, role and
 * accent, with the page's own title when it has one. A page with its own image serves this from
 * an endpoint of its own (`src/pages/<path>/og.png.ts`) and names that path in `PageMeta.image`.
 */
export async function ogImageResponse(title?: string): Promise<Response> {
  const image = await generateOgImage({
    ...identity(),
    role: site.role,
    footer: new URL(site.siteUrl).host,
    ...(title === undefined ? {} : { title }),
  });
  return new Response(Buffer.from(image), { headers: { "Content-Type": "image/png" } });
}
