import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { allPosts, hasPosts } from "../../features/blog/load";
import { fill } from "../../lib/i18n";
import { absoluteUrl } from "../../seo";
import { languagePaths, site, type PageLanguage } from "../../site";

/**
 * /rss.xml, and /<code>/rss.xml for each other language, built only when there are posts, as
 * /blog is: with none, no page links to a feed.
 */
export const getStaticPaths = async () => ((await hasPosts()) ? languagePaths() : []);

/** The blog's feed: every post of /blog, newest first, with absolute links under the base path. */
export const GET: APIRoute<PageLanguage> = async ({ props }) => {
  const { lang, t, site: own, path } = props;
  return rss({
    title: `${site.name}: ${t["nav.blog"]}`,
    description: fill(t["blog.feed"], { name: site.name, role: own.role }),
    site: absoluteUrl(path("/")),
    items: (await allPosts(lang)).map((post) => ({
      title: post.title,
      link: post.source ? post.href : absoluteUrl(path(post.href)),
      pubDate: post.date,
      description: post.description,
      categories: post.tags,
    })),
    customData: `<language>${lang}</language>`,
  });
};
