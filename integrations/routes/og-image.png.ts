import type { APIRoute } from "astro";
import { accentPalette } from "../../src/features/theme/accent.ts";
import { site } from "../../src/site.ts";
import { generateOgImage } from "../og-image.ts";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(
    Buffer.from(
      await generateOgImage({
        name: site.name,
        role: site.role,
        footer: new URL(site.siteUrl).host,
        palette: accentPalette(site.accent, site.accentDark),
      }),
    ),
    { headers: { "Content-Type": "image/png" } },
  );
