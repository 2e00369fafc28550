import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { allPosts, onlyWithPosts } from "../features/blog/load";
import { absoluteUrl } from "../seo";
import { site } from "../site";

/** /rss.xml, built only when there are posts, as /blog is: with none, no page links to a feed. */
export async function getStaticPaths() {
  return onlyWithPosts({ feed: "rss" });
}

/** The blog's feed: every post of /blog, newest first, with absolute links under the base path. */
export const GET: APIRoute = async () => {
  const posts = await allPosts();
  return rss({
    title: `${site.name}: Blog`,
    description: `Articles by ${site.name}, ${site.role}.`,
    site: absoluteUrl("/"),
    items: posts.map((post) => ({
      title: post.title,
      link: post.source ? post.href : absoluteUrl(post.href),
      pubDate: post.date,
      description: post.description,
      categories: post.tags,
    })),
    customData: "<language>en</language>",
  });
};
