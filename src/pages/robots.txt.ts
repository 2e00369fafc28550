import type { APIRoute } from "astro";
import { absoluteUrl } from "../seo";

/**
 * Everything may be crawled, and the sitemap (@astrojs/sitemap's index) is named in full, as
 * crawlers require. Under a base path the file only counts when the host serves it at its root
 * (a domain of the owner's own pointed at the folder); a GitHub Pages project site's is not read.
 */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap-index.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
