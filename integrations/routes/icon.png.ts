import type { APIRoute, GetStaticPaths } from "astro";
import { generateIcon, ICON_SIZES } from "../og-image.ts";

export const prerender = true;

export const getStaticPaths = (() =>
  Object.keys(ICON_SIZES).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const size = params.icon === undefined ? undefined : ICON_SIZES[params.icon];
  // getStaticPaths limits the build to the known icons; in dev any /name.png reaches here.
  if (size === undefined) return new Response(null, { status: 404 });
  return new Response(Buffer.from(generateIcon(size)), {
    headers: { "Content-Type": "image/png" },
  });
};
