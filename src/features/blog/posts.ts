import type { MarkdownHeading } from "astro";
import type { z } from "astro/zod";
import type { postSchema } from "./schema";

/**
 * The list of posts as the pages show it: the owner's own posts and, when feeds are set, posts
 * published elsewhere, newest first. Pure functions, so the order, the reading time and the
 * neighbours are tested without a build.
 */

/**
 * One entry of /blog, the feed and the neighbours of a post: a local post's front matter (its
 * draft flag shown by the dev server only), or a post read from a feed.
 */
export type PostSummary = Pick<
  z.output<typeof postSchema>,
  "title" | "description" | "date" | "updated" | "tags"
> & {
  draft?: boolean;
  /** A post of this site: its site path; a post on another platform: its own address. */
  href: string;
  /** Minutes to read it; null when a feed did not carry the text. */
  readingMinutes: number | null;
  /** Where a post published elsewhere lives ("DEV", "Hashnode", "Medium"); null for own posts. */
  source: string | null;
};

/** The site path of a local post. */
export const postPath = (slug: string): string => `/blog/${slug}/`;

/** Words a minute of a technical text (code is read more slowly than prose: it counts as read). */
const WORDS_PER_MINUTE = 220;

/**
 * Minutes to read a text, Markdown or HTML, at least one: the words of the prose and the code
 * alike, not the markup or the links' addresses. Null below `least` words.
 */
export function readingMinutes(text: string, least = 0): number | null {
  const words = text
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words < least ? null : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const normalizeTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The owner's posts and the ones read from feeds in one list, newest first, posts of the same day
 * in title order so the order never depends on the disk. An external post with a local post's
 * title is left out (the site's own page is the original), and so is one another feed listed.
 */
export function mergePosts(
  local: readonly PostSummary[],
  external: readonly PostSummary[],
): PostSummary[] {
  const titles = new Set(local.map((post) => normalizeTitle(post.title)));
  const seen = new Set<string>();
  const outside = external.filter((post) => {
    const key = post.href.replace(/[?#].*$/, "").replace(/\/+$/, "");
    if (titles.has(normalizeTitle(post.title)) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...local, ...outside].sort(
    (a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title, "en"),
  );
}

/**
 * The posts on either side of a local post among the local posts of the list: `older` was
 * published before it, `newer` after. External posts are not neighbours: the links at the foot of
 * an article stay on the site.
 */
export function neighbours(posts: readonly PostSummary[], href: string) {
  const local = posts.filter((post) => post.source === null);
  const index = local.findIndex((post) => post.href === href);
  if (index === -1) return { older: null, newer: null };
  return { newer: local[index - 1] ?? null, older: local[index + 1] ?? null };
}

/** "Mar 14, 2025" (in English), read in UTC: a front-matter date is a day, not a moment. */
export const formatDate = (date: Date, lang = "en"): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(date);

/** The `datetime` attribute of a `<time>`, and a day in structured data: 2025-03-14. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The entries of a post's "On this page" list: its sections (h2) and their parts (h3), in order.
 * A post with fewer than two sections gets none: a list of one says nothing the title does not.
 */
export function tableOfContents(headings: readonly MarkdownHeading[]): MarkdownHeading[] {
  const shown = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  return shown.filter((heading) => heading.depth === 2).length >= 2 ? shown : [];
}
