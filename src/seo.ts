import { href } from "./routes";
import { pageLanguage, site, type PageLanguage } from "./site";

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** The site path ("/about/"); null for pages that are not to be indexed (the 404 page). */
  path: string | null;
  /**
   * The page's own link-preview image (a site path such as "/projects/shop/og.png", drawn by an
   * endpoint with `ogImageResponse`) and its alt text; the site's image when left out.
   */
  image?: { path: string; alt: string };
}

/**
 * The public address of a path, for canonical links and previews. The base path comes from the
 * build (BASE_PATH), so a `siteUrl` that repeats it (https://you.github.io/portfolio) and one that
 * does not (https://you.github.io) give the same addresses.
 */
export const absoluteUrl = (path: string): string => `${new URL(site.siteUrl).origin}${href(path)}`;

/**
 * Title, description, canonical link and link-preview tags for one page in its language: its
 * address and its preview image there, the role in the image's alt text.
 */
export function headTags(
  { title, description, path, image: own }: PageMeta,
  language: Pick<PageLanguage, "path" | "site"> = pageLanguage(undefined),
) {
  const image = absoluteUrl(language.path(own?.path ?? "/og-image.png"));
  const imageAlt = own?.alt ?? `${site.name}, ${language.site.role}`;
  const url = path === null ? null : absoluteUrl(language.path(path));
  return {
    title,
    canonical: url,
    meta: [
      { name: "description", content: description },
      ...(url === null ? [{ name: "robots", content: "noindex" }] : []),
      { property: "og:type", content: path === "/" ? "profile" : "website" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      ...(url === null ? [] : [{ property: "og:url", content: url }]),
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: imageAlt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
    ],
  };
}

/**
 * Structured data for the home page: who the site is about, so search engines can connect it
 * with the owner's other profiles; `more` adds what the page knows (what the owner seeks).
 */
export function personJsonLd(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.role,
    url: absoluteUrl("/"),
    email: `mailto:${site.email}`,
    sameAs: site.social.map((link) => link.href).filter((href) => /^https?:\/\//i.test(href)),
    ...more,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close it. */
export const jsonLdText = (data: Record<string, unknown>): string =>
  JSON.stringify(data).replace(/</g, "\\u003c");
