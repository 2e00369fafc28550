import type { APIRoute } from "astro";
import { accentPalette } from "../../src/features/theme/accent.ts";
import { site } from "../../src/site.ts";
import { generateFavicon } from "../og-image.ts";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(
    await generateFavicon({
      name: site.name,
      palette: accentPalette(site.accent, site.accentDark),
    }),
    { headers: { "Content-Type": "image/svg+xml" } },
  );
