/**
 * The list of posts as the pages show it: the owner's own posts and, when feeds are set, posts
 * published elsewhere, newest first. Pure functions, so the order, the drafts and the reading
 * time are tested without a build.
 */

/** One entry of /blog, the feed and the neighbours of a post. */
export interface PostSummary {
  /** "local": a page of this site; "external": a post on another platform, linked out to. */
  kind: "local" | "external";
  /** The local post's file name without its extension; its page is /blog/<slug>/. */
  slug: string | null;
  title: string;
  description: string;
  date: Date;
  updated: Date | null;
  tags: string[];
  /** The local post's site path, or the external post's own address. */
  href: string;
  /** Minutes to read it; null when a feed did not carry the text. */
  readingMinutes: number | null;
  /** Where an external post lives ("DEV", "Hashnode", "Medium"); null for local posts. */
  source: string | null;
  /** A draft, shown by the dev server only (and marked there). */
  draft?: boolean;
}

/** The site path of a local post. */
export const postPath = (slug: string): string => `/blog/${slug}/`;

/** Words a minute of a technical text (code is read more slowly than prose: it counts as read). */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown text, at least one: words of the prose and the code alike. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    // An image or a link counts as its words, not its address.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Drafts show while writing (`npm run dev`), never in a build. */
export function isPublished(post: { draft: boolean }, dev: boolean): boolean {
  return dev || !post.draft;
}

/** Newest first; posts of the same day in title order, so the order never depends on the disk. */
export function newestFirst<T extends { date: Date; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title, "en"),
  );
}

/**
 * The owner's posts and the ones read from feeds in one list, newest first. An external post
 * that is a copy of a local one (same title, or its address is the local page's) is left out:
 * the site's own page is the original.
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
  return newestFirst([...local, ...outside]);
}

const normalizeTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The posts on either side of a local post in the list of local posts (newest first): `older`
 * was published before it, `newer` after. External posts are not neighbours: the links at the
 * foot of an article stay on the site.
 */
export function neighbours(
  posts: readonly PostSummary[],
  slug: string,
): { older: PostSummary | null; newer: PostSummary | null } {
  const local = posts.filter((post) => post.kind === "local");
  const index = local.findIndex((post) => post.slug === slug);
  if (index === -1) return { older: null, newer: null };
  return { newer: local[index - 1] ?? null, older: local[index + 1] ?? null };
}

const DATE = new Intl.DateTimeFormat("en", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Mar 14, 2025", read in UTC: a front-matter date is a day, not a moment. */
export const formatDate = (date: Date): string => DATE.format(date);

/** The `datetime` attribute of a `<time>`: the day, 2025-03-14. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A heading of a post's body, as Astro's render() lists it. */
export interface BodyHeading {
  depth: number;
  slug: string;
  text: string;
}

/**
 * The entries of a post's "On this page" list: its sections (h2) and their parts (h3), in order.
 * A post with fewer than two sections gets none: a list of one says nothing the title does not.
 */
export function tableOfContents(headings: readonly BodyHeading[]): BodyHeading[] {
  const shown = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  return shown.filter((heading) => heading.depth === 2).length >= 2 ? shown : [];
}
