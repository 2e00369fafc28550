import type { APIRoute, GetStaticPaths } from "astro";
import { generateIcon, ICON_SIZES, identity } from "../lib/og-image";

/** The square icons: apple-touch-icon.png and the web manifest's. */
export const getStaticPaths = (() =>
  Object.entries(ICON_SIZES).map(([icon, size]) => ({
    params: { icon },
    props: { size },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ size: number }> = async ({ props }) =>
  new Response(Buffer.from(await generateIcon(identity(), props.size)), {
    headers: { "Content-Type": "image/png" },
  });
