import type { AstroIntegration } from "astro";
import { withBase } from "../src/routes.ts";

/** The file @astrojs/sitemap writes, which lists its sitemap-N.xml parts. */
export const SITEMAP_INDEX = "sitemap-index.xml";

/**
 * robots.txt: everything may be crawled, and the sitemap is named in full, as crawlers require.
 * Under a base path the file only counts when the host serves it at its root (a domain of the
 * owner's own pointed at the folder); a GitHub Pages project site's one is simply not read.
 */
export function renderRobotsTxt(siteUrl: string, base: string): string {
  const sitemap = `${new URL(siteUrl).origin}${withBase(`/${SITEMAP_INDEX}`, base)}`;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/** robots.txt as a prerendered endpoint, from the site URL and base path of the build. */
export function robotsTxt(): AstroIntegration {
  return {
    name: "portfolio:robots-txt",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        injectRoute({
          pattern: "/robots.txt",
          entrypoint: new URL("./routes/robots.txt.ts", import.meta.url),
          prerender: true,
        });
      },
    },
  };
}
