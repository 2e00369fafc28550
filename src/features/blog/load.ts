import { getCollection } from "astro:content";
import { entriesIn, type Language } from "../../lib/i18n";
import { defaultLanguage, site } from "../../site";
import { feedSnapshot } from "./feeds";
import { mergePosts, postPath, readingMinutes, type PostSummary } from "./posts";

/**
 * What the pages read: the owner's published posts (drafts too under `npm run dev`) and the
 * posts of the configured feeds, in one list, newest first.
 */

/**
 * The local posts a page may show, in a language: drafts while writing (`npm run dev`), never in
 * a build.
 */
export const localPosts = async (lang: Language = defaultLanguage) =>
  entriesIn(
    await getCollection("blog", ({ data }) => import.meta.env.DEV || !data.draft),
    lang,
    defaultLanguage,
  );

export const summarize = (entry: Awaited<ReturnType<typeof localPosts>>[number]): PostSummary => ({
  ...entry.data,
  href: postPath(entry.slug),
  readingMinutes: readingMinutes(entry.body ?? ""),
  source: null,
});

/** Every post of the list, local and external. */
export async function allPosts(lang?: Language): Promise<PostSummary[]> {
  const [local, external] = await Promise.all([
    localPosts(lang),
    feedSnapshot({ feeds: site.blog?.feeds ?? [] }),
  ]);
  return mergePosts(local.map(summarize), external);
}

/** Whether the site has a blog at all: the bar, the footer and the head link to it only then. */
export const hasPosts = async (): Promise<boolean> => (await allPosts()).length > 0;
