import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { allPosts, onlyWithPosts } from "../features/blog/load";
import { fill, localePath, type Language } from "../lib/i18n";
import { absoluteUrl } from "../seo";
import { defaultLanguage, pageLanguage, site } from "../site";

/**
 * /rss.xml, and /<code>/rss.xml for each other language, built only when there are posts, as
 * /blog is: with none, no page links to a feed.
 */
export async function getStaticPaths() {
  const feeds = site.languages.map((lang) => localePath("/rss", lang, defaultLanguage).slice(1));
  return (await Promise.all(feeds.map((feed) => onlyWithPosts({ feed })))).flat();
}

/** The blog's feed: every post of /blog, newest first, with absolute links under the base path. */
export const GET: APIRoute = async ({ params }) => {
  const code = String(params.feed).split("/").at(-2) as Language | undefined;
  const { lang, t, site: own } = pageLanguage(code);
  const posts = await allPosts(lang);
  return rss({
    title: `${site.name}: ${t["nav.blog"]}`,
    description: fill(t["blog.feed"], { name: site.name, role: own.role }),
    site: absoluteUrl(localePath("/", lang, defaultLanguage)),
    items: posts.map((post) => ({
      title: post.title,
      link: post.source ? post.href : absoluteUrl(localePath(post.href, lang, defaultLanguage)),
      pubDate: post.date,
      description: post.description,
      categories: post.tags,
    })),
    customData: `<language>${lang}</language>`,
  });
};
