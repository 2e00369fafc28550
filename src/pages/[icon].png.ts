import type { APIRoute } from "astro";
import { icon, ICON_SIZES } from "../lib/og-image";

/** The square icons: apple-touch-icon.png and the web manifest's. */
export const getStaticPaths = () =>
  Object.entries(ICON_SIZES).map(([name, size]) => ({ params: { icon: name }, props: { size } }));

export const GET: APIRoute<{ size: number }> = async ({ props }) =>
  new Response(Buffer.from(await icon(props.size)), { headers: { "Content-Type": "image/png" } });
