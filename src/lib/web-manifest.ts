import type { SiteConfig } from "../config/schema.ts";
import { MANIFEST_ICONS } from "./og-image.ts";

/** Browsers cut a short_name longer than this under a home-screen icon. */
const SHORT_NAME_MAX = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX);
}

/**
 * manifest.webmanifest: what a browser shows when the site is installed or pinned. Paths are
 * relative to the base the site is served from, so a project site under /repo/ works as is.
 */
export function renderManifest(site: SiteConfig, base: string): string {
  const manifest = {
    name: `${site.name} · ${site.role}`,
    short_name: shortName(site.name),
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
      ...MANIFEST_ICONS.map(({ file, size }) => ({
        src: `${base}${file}`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
