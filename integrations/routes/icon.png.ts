import type { APIRoute, GetStaticPaths } from "astro";
import { accentPalette } from "../../src/features/theme/accent.ts";
import { site } from "../../src/site.ts";
import { generateIcon, ICON_SIZES } from "../og-image.ts";

export const prerender = true;

export const getStaticPaths = (() =>
  Object.keys(ICON_SIZES).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = params.icon === undefined ? undefined : ICON_SIZES[params.icon];
  // getStaticPaths limits the build to the known icons; in dev any /name.png reaches here.
  if (size === undefined) return new Response(null, { status: 404 });
  const identity = { name: site.name, palette: accentPalette(site.accent, site.accentDark) };
  return new Response(Buffer.from(await generateIcon(identity, size)), {
    headers: { "Content-Type": "image/png" },
  });
};
