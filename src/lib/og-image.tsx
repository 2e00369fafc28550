import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { accentPalette } from "./accent.ts";
import { ARABIC_LETTERS, arabicFaces, trueTypeFaces } from "./fonts.ts";
import { initials } from "./initials.ts";
import { site, type PageLanguage } from "../site.ts";

/**
 * The images a link preview or a home screen shows, and the favicon, drawn at build time from
 * the config in the site's own faces (src/lib/fonts.ts) and the owner's accent, so they
 * always match the owner's name, role and colours.
 */

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
/** The mark's drawing size; the favicon is a vector, so any size shows sharp. */
const MARK_SIZE = 64;
const centred = { display: "flex", alignItems: "center", justifyContent: "center" } as const;

/** The web manifest's icons, `icon-<size>.png`. */
export const MANIFEST_ICON_SIZES = [192, 512] as const;

/** Every square icon the site links to, by file name without ".png". */
export const ICON_SIZES: Readonly<Record<string, number>> = {
  "apple-touch-icon": 180,
  ...Object.fromEntries(MANIFEST_ICON_SIZES.map((size) => [`icon-${size}`, size])),
};

/**
 * Whose images they are: the owner's name, role (in a page's language) and accent colours, unless
 * a test says otherwise.
 */
const owner = (role = site.role) => ({
  name: site.name,
  role,
  palette: accentPalette(site.accent, site.accentDark),
});

/** The drawing; a text with Arabic letters is drawn with an Arabic face besides Geist. */
const svg = async (node: ReactNode, width: number, height = width, text = "") =>
  satori(node, {
    width,
    height,
    fonts: [...(await trueTypeFaces()), ...(ARABIC_LETTERS.test(text) ? await arabicFaces() : [])],
  });

const png = (drawing: string, width: number) =>
  new Uint8Array(new Resvg(drawing, { fitTo: { mode: "width", value: width } }).render().asPng());

/**
 * The site's mark: the owner's initials in Geist on their accent, as the home page's monogram
 * shows them. Rounded for the favicon; square where the platform rounds it (iOS, the manifest).
 */
function mark({ name, palette }: ReturnType<typeof owner>, size: number, rounded: boolean) {
  const letters = initials(name);
  const style = {
    ...centred,
    width: size,
    height: size,
    borderRadius: rounded ? size * 0.22 : 0,
    backgroundImage: `linear-gradient(135deg, ${palette.light.accent} 0%, ${palette.light.strong} 100%)`,
    color: palette.light.onAccent,
    fontFamily: "Geist",
    fontWeight: 700,
    fontSize: size * (letters.length > 1 ? 0.44 : 0.56),
    letterSpacing: -size * 0.02,
  };
  return <div style={style}>{letters}</div>;
}

/** The favicon: an SVG whose letters are paths, so it needs no font. */
export const favicon = (who = owner()) => svg(mark(who, MARK_SIZE, true), MARK_SIZE);

/** A square PNG of the site's mark: 180 px for apple-touch-icon, larger for the manifest. */
export const icon = async (size: number, who = owner()) =>
  png(await svg(mark(who, MARK_SIZE, false), MARK_SIZE), size);

/**
 * The 1200 × 630 link preview of one page, as an endpoint's response: the dark theme's canvas
 * with the accent's glows, as the home page has. A page's own title (a case study, a post) is the
 * large line, ending at the site's cursor, with the name and role above it; without one the name
 * is. A page with its own image serves this in each language from an endpoint of its own
 * (`src/pages/[...lang]/<path>/og.png.ts`) and names that path in `PageMeta.image`.
 */
export async function ogImageResponse(
  title: string | undefined,
  { site: own, t }: Pick<PageLanguage, "site" | "t">,
): Promise<Response> {
  const who = owner(own.role);
  const { name, role, palette } = who;
  const headline = title ?? name;
  const long = headline.length > 22;
  const mono = { fontFamily: "Geist Mono", fontWeight: 500 };
  const card = (
    <div
      style={{
        ...centred,
        width: "100%",
        height: "100%",
        color: "#ffffff",
        fontFamily: "Geist",
        direction: t.dir === "rtl" ? "rtl" : "ltr",
        backgroundColor: palette.dark.canvas,
        backgroundImage:
          `radial-gradient(circle at 88% 8%, ${palette.light.accent}cc 0%, transparent 45%), ` +
          `radial-gradient(circle at 0% 100%, ${palette.dark.accent}59 0%, transparent 50%)`,
      }}
    >
      {/* A fixed inner box instead of padding, which satori adds to the 100% height. */}
      <div
        style={{
          width: OG_WIDTH - 160,
          height: OG_HEIGHT - 144,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        }}
      >
        {mark(who, 96, true)}
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ ...mono, fontSize: 30, letterSpacing: 1, color: palette.dark.accent }}>
            {(title === undefined ? role : `${name} · ${role}`).toLowerCase()}
          </div>
          <div
            style={{
              marginTop: 18,
              fontSize: headline.length > 48 ? 60 : long ? 76 : 96,
              fontWeight: 700,
              lineHeight: 1.04,
              letterSpacing: long ? -2.5 : -3.5,
              // Long titles wrap to at most three lines.
              display: "block",
              lineClamp: 3,
            }}
          >
            {headline}
            <span style={{ color: palette.dark.accent }}>_</span>
          </div>
          <div style={{ ...mono, marginTop: 36, fontSize: 26, color: "#cdd5e1" }}>
            {new URL(site.siteUrl).host}
          </div>
        </div>
      </div>
    </div>
  );
  const drawing = await svg(card, OG_WIDTH, OG_HEIGHT, `${headline} ${role}`);
  return new Response(Buffer.from(png(drawing, OG_WIDTH)), {
    headers: { "Content-Type": "image/png" },
  });
}
