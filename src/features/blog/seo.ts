import { isoDay, type PostSummary } from "./posts";

/**
 * Structured data for a post page: search engines show the headline, the dates and the author.
 * Dates as days, as the front matter gives them.
 */
export function blogPostingJsonLd(
  post: PostSummary,
  where: { author: { name: string; url: string }; url: string; image: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: isoDay(post.date),
    dateModified: isoDay(post.updated ?? post.date),
    author: { "@type": "Person", name: where.author.name, url: where.author.url },
    url: where.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": where.url },
    image: where.image,
    keywords: post.tags.join(", "),
  };
}
