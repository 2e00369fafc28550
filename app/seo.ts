import type { MetaDescriptor } from "react-router";
import { site } from "./site";

/** The public address of a path, for canonical links and previews. */
export function absoluteUrl(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  return `${site.siteUrl}${base}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical link and link-preview tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  return [
    { title },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: path === "/" ? "profile" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}, ${site.role}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * Structured data for the home page: who the site is about, so search engines can connect it
 * with the owner's other profiles.
 */
export function personJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Person",
      name: site.name,
      jobTitle: site.role,
      url: absoluteUrl("/"),
      email: `mailto:${site.email}`,
      sameAs: site.social.map((link) => link.href).filter((href) => /^https?:\/\//i.test(href)),
    },
  };
}
