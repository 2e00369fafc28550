import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readingMinutes, type PostSummary } from "./posts";

/**
 * Posts the owner published elsewhere (DEV, Hashnode, Medium), read from their RSS 2.0 or Atom
 * feeds once when the site is built and listed in /blog as links out, as the projects snapshot
 * reads GitHub. A feed that cannot be read leaves the build green: one line says so, and /blog
 * lists the rest. Build-time only: nothing here reaches a visitor.
 */

/** Why a feed was skipped: its status, or what is wrong with the document. */
export class FeedError extends Error {}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  // Only the attributes read below: the others would turn an element's text into an object.
  ignoreAttributes: (name) => !["href", "rel", "term"].includes(name),
  attributeNamePrefix: "",
  // Keep texts as written: a title such as "2024" or "true" stays text.
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => ["item", "entry", "category", "link"].includes(name),
});

const textOf = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? textOf(value[0]) : "";

/** Plain text of a piece of HTML (a description or an article), on one line. */
function plainText(html: string): string {
  const stripped = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    // Inline elements join their neighbours ("<code>git lg</code>,"); block ones part them.
    .replace(/<\/?(a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, "")
    .replace(/<[^>]*>/g, " ");
  // The parser decodes the HTML entities left in the text.
  const decoded = (parser.parse(`<t>${stripped.replace(/</g, "&lt;")}</t>`) as Node).t;
  return textOf(decoded).replace(/\s+/g, " ").trim();
}

/**
 * The text a list shows for a post: the first paragraph of the feed's summary (DEV puts the
 * whole article there), without a leading repeat of the title (Medium's articles open with it).
 */
function summaryText(html: string, title: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  const text = plainText(paragraph && plainText(paragraph) ? paragraph : html);
  return text.startsWith(title) ? text.slice(title.length).trim() : text;
}

/** At most `max` characters, cut at a word and marked as cut. */
function shorten(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:]+$/, "")}…`;
}

/** The platform's name, said next to each of its posts. */
export function sourceName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, "");
  if (host === "dev.to") return "DEV";
  if (host === "medium.com" || host.endsWith(".medium.com")) return "Medium";
  if (host.endsWith("hashnode.dev") || host === "hashnode.com") return "Hashnode";
  return host;
}

/** The first of the values that reads as a date. */
function firstDate(...values: unknown[]): Date | null {
  const found = values.map((value) => new Date(textOf(value) || NaN));
  return found.find((day) => !Number.isNaN(day.getTime())) ?? null;
}

/**
 * An http(s) address, without the tracking a platform adds to its feed's links (Medium's
 * `?source=rss-...`, `utm_*`): the list links to the post, not to a campaign.
 */
function httpUrl(value: string, base: string): string | null {
  if (!value || !URL.canParse(value, base)) return null;
  const url = new URL(value, base);
  for (const [key, found] of [...url.searchParams]) {
    if (/^utm_/i.test(key) || (key === "source" && /^rss/i.test(found))) {
      url.searchParams.delete(key);
    }
  }
  return /^https?:$/.test(url.protocol) ? url.href : null;
}

/**
 * One RSS item or Atom entry as a post of the list; null without a title, an http(s) link or a
 * date. An Atom entry's links carry the address in `href`, and the alternate one is the post.
 */
function toPost(item: Node, feedUrl: string): PostSummary | null {
  const title = plainText(textOf(item.title));
  const links = (item.link ?? []) as unknown[];
  const alternate =
    links.find((one) => ((one as Node).rel ?? "alternate") === "alternate") ?? links[0];
  const link =
    httpUrl(textOf((alternate as Node | undefined)?.href ?? alternate), feedUrl) ??
    httpUrl(textOf(item.guid), feedUrl);
  const updates = [item.updated, item["atom:updated"]];
  const date = firstDate(item.pubDate, item["dc:date"], item.published, ...updates);
  if (!title || !link || !date) return null;
  const updated = firstDate(...updates);
  const summary = textOf(item.description ?? item.summary);
  const body = textOf(item["content:encoded"] ?? item.content);
  const tags = ((item.category ?? []) as unknown[]).map((tag) => textOf((tag as Node).term ?? tag));
  return {
    title,
    description: shorten(summaryText(summary, title) || summaryText(body, title)),
    date,
    updated: updated && updated > date ? updated : undefined,
    tags: [...new Set(tags.filter(Boolean))],
    href: link,
    // A feed that carries only a summary says nothing of the post's length.
    readingMinutes: readingMinutes(plainText(body || summary), 50),
    source: sourceName(feedUrl),
  };
}

/** The posts of one feed; throws a FeedError when it is not well-formed RSS or Atom. */
export function parseFeed(xml: string, feedUrl: string): PostSummary[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  const { rss, feed } = parser.parse(xml) as { rss?: { channel?: Node }; feed?: Node };
  if (rss && !rss.channel) throw new FeedError("an RSS document without a <channel>");
  if (!rss && !feed) throw new FeedError("neither RSS 2.0 (<rss>) nor Atom (<feed>)");
  const items = (rss ? rss.channel?.item : feed?.entry) ?? [];
  return (items as Node[]).flatMap((item) => toPost(item, feedUrl) ?? []);
}

function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof FeedError) return error.message;
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const { message, cause } = error as Error & { cause?: { code?: unknown } };
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `could not be read: ${message}${code}`;
}

let memo: { key: string; at: number; posts: Promise<PostSummary[]> } | null = null;
const MEMO_MS = 10 * 60 * 1000;

/**
 * Every configured feed's posts, fetched side by side and reported in the config's order; the
 * ones that fail are left out. Every page asks (the bar shows Blog only when there are posts):
 * the build fetches once, and the dev server keeps the answer for ten minutes.
 */
export function feedSnapshot({
  feeds,
  log = console.warn,
  // The build waits this long per feed: offline builds must not stall.
  timeoutMs = 5_000,
}: {
  feeds: readonly string[];
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<PostSummary[]> {
  if (feeds.length === 0) return Promise.resolve([]);
  const key = JSON.stringify(feeds);
  if (memo?.key === key && Date.now() - memo.at < MEMO_MS) return memo.posts;
  const read = feeds.map(async (url) => {
    try {
      const response = await fetch(url, {
        headers: {
          Accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.1",
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new FeedError(`answered ${response.status}`);
      const posts = parseFeed(await response.text(), response.url || url);
      const count = `${posts.length} ${posts.length === 1 ? "post" : "posts"}`;
      return { posts, line: `Blog feed: ${count} from ${url} listed in /blog.` };
    } catch (error) {
      const line = `Blog feed skipped: ${url} ${reason(error, timeoutMs)}. /blog lists the other posts.`;
      return { posts: [], line };
    }
  });
  const posts = Promise.all(read).then((results) => {
    for (const { line } of results) log(line);
    return results.flatMap((result) => result.posts);
  });
  memo = { key, at: Date.now(), posts };
  return posts;
}
