import type { SiteConfig } from "../config/schema.ts";
import { MANIFEST_ICON_SIZES } from "./og-image.tsx";

/**
 * manifest.webmanifest: what a browser shows when the site is installed or pinned. Paths are
 * relative to the base the site is served from, so a project site under /repo/ works as is.
 */
export function renderManifest(site: SiteConfig, base: string): string {
  const manifest = {
    name: `${site.name} · ${site.role}`,
    // Browsers cut a short_name longer than 12 characters under a home-screen icon.
    short_name: site.name.length <= 12 ? site.name : site.name.split(/\s+/)[0]?.slice(0, 12),
    description: site.tagline,
    lang: "en",
    start_url: base,
    scope: base,
    display: "standalone",
    // The light theme's page colour, as in the theme-color meta tag.
    background_color: "#ffffff",
    theme_color: "#ffffff",
    icons: [
      { src: `${base}favicon.svg`, sizes: "any", type: "image/svg+xml" },
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: `${base}icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
