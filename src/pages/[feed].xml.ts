import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { allPosts } from "../features/blog/writing";
import { absoluteUrl } from "../seo";
import { site } from "../site";

export const prerender = true;

/**
 * The blog's feed: every post of /blog, newest first, with absolute links under the base path.
 * Pages link to it only when there are posts; with none it is a valid, empty channel.
 */
export const GET: APIRoute = async () => {
  const posts = await allPosts();
  return rss({
    title: `${site.name}: Blog`,
    description: `Articles by ${site.name}, ${site.role}.`,
    site: absoluteUrl("/"),
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      link: post.kind === "local" ? absoluteUrl(post.href) : post.href,
      pubDate: post.date,
      description: post.description,
      categories: post.tags,
    })),
    customData: "<language>en</language>",
  });
};
