import type { APIRoute } from "astro";
import { generateFavicon, identity } from "../lib/og-image";

export const GET: APIRoute = async () =>
  new Response(await generateFavicon(identity()), {
    headers: { "Content-Type": "image/svg+xml" },
  });
