import { accentPalette } from "../../src/features/theme/accent.ts";
import { site } from "../../src/site.ts";
import { generateOgImage } from "../og-image.ts";

/**
 * The link-preview image of one page, as an endpoint's response: the owner's name, role and
 * accent, with the page's own title when it has one. A page with its own image serves this from
 * an endpoint of its own (`src/pages/<path>/og.png.ts`) and names that path in `PageMeta.image`.
 */
export async function ogImageResponse(title?: string): Promise<Response> {
  const image = await generateOgImage({
    name: site.name,
    role: site.role,
    footer: new URL(site.siteUrl).host,
    palette: accentPalette(site.accent, site.accentDark),
    ...(title === undefined ? {} : { title }),
  });
  return new Response(Buffer.from(image), { headers: { "Content-Type": "image/png" } });
}
