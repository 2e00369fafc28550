import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { PostSummary } from "./posts";

/**
 * Reads the posts of an RSS 2.0 or Atom feed, as DEV (dev.to), Hashnode and Medium publish them,
 * into the list's shape. Build-time only: nothing here reaches a visitor.
 */

export class FeedFormatError extends Error {
  override name = "FeedFormatError";
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  // Keep texts as written: a title such as "2024" or "true" stays text.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ["item", "entry", "category", "link"].includes(name),
});

/** The text of an element, whether written plainly, as CDATA or with attributes. */
function textOf(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return String(value).trim();
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === "object") return textOf((value as Node)["#text"] ?? "");
  return "";
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Plain text of a piece of HTML (a description or an article), on one line. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
      // Inline elements join their neighbours ("<code>git lg</code>,"); block ones part them.
      .replace(/<\/?(a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x?[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith("#")) {
          const code =
            name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The text a list shows for a post: the first paragraph of the feed's summary (DEV puts the
 * whole article there), without a leading repeat of the title (Medium's articles open with it).
 */
export function summaryText(html: string, title: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  const text = plainText(paragraph && plainText(paragraph) ? paragraph : html);
  return text.startsWith(title) ? text.slice(title.length).trim() : text;
}

/** At most `max` characters, cut at a word and marked as cut. */
export function shorten(text: string, max = 200): string {
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

const WORDS_PER_MINUTE = 220;

function minutes(text: string): number | null {
  const words = text.split(/\s+/).filter(Boolean).length;
  return words < 50 ? null : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function date(...values: unknown[]): Date | null {
  for (const value of values) {
    const parsed = new Date(textOf(value));
    if (textOf(value) && !Number.isNaN(parsed.getTime())) return parsed;
  }
  return null;
}

/**
 * An http(s) address, without the tracking a platform adds to its feed's links (Medium's
 * `?source=rss-...`, `utm_*`): the list links to the post, not to a campaign.
 */
function httpUrl(value: string, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    for (const key of [...url.searchParams.keys()]) {
      if (
        /^utm_/i.test(key) ||
        (key === "source" && /^rss/i.test(url.searchParams.get(key) ?? ""))
      ) {
        url.searchParams.delete(key);
      }
    }
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function categories(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const names = list.map((item) =>
    item && typeof item === "object" && "@_term" in (item as Node)
      ? textOf((item as Node)["@_term"])
      : textOf(item),
  );
  return [...new Set(names.filter(Boolean))];
}

function post(
  fields: {
    title: string;
    link: string | null;
    date: Date | null;
    updated: Date | null;
    summary: string;
    body: string;
    tags: string[];
  },
  source: string,
): PostSummary | null {
  if (!fields.title || !fields.link || !fields.date) return null;
  const title = plainText(fields.title);
  const summary = summaryText(fields.summary, title) || summaryText(fields.body, title);
  return {
    kind: "external",
    slug: null,
    title,
    description: shorten(summary),
    date: fields.date,
    updated: fields.updated && fields.updated > fields.date ? fields.updated : null,
    tags: fields.tags,
    href: fields.link,
    readingMinutes: minutes(plainText(fields.body || fields.summary)),
    source,
  };
}

function rssItems(channel: Node, feedUrl: string, source: string): PostSummary[] {
  const items = (channel.item as Node[] | undefined) ?? [];
  return items.flatMap((item) => {
    const link = httpUrl(textOf(item.link), feedUrl) ?? httpUrl(textOf(item.guid), feedUrl);
    const found = post(
      {
        title: textOf(item.title),
        link,
        date: date(item.pubDate, item["dc:date"], item["atom:updated"]),
        updated: date(item["atom:updated"]),
        summary: textOf(item.description),
        body: textOf(item["content:encoded"]),
        tags: categories(item.category),
      },
      source,
    );
    return found ? [found] : [];
  });
}

function atomEntries(feed: Node, feedUrl: string, source: string): PostSummary[] {
  const entries = (feed.entry as Node[] | undefined) ?? [];
  return entries.flatMap((entry) => {
    const links = (entry.link as Node[] | undefined) ?? [];
    const alternate =
      links.find((link) => (link["@_rel"] ?? "alternate") === "alternate") ?? links[0];
    const found = post(
      {
        title: textOf(entry.title),
        link: alternate ? httpUrl(textOf(alternate["@_href"]), feedUrl) : null,
        date: date(entry.published, entry.updated),
        updated: date(entry.updated),
        summary: textOf(entry.summary),
        body: textOf(entry.content),
        tags: categories(entry.category),
      },
      source,
    );
    return found ? [found] : [];
  });
}

/** The posts of one feed; throws FeedFormatError when it is not well-formed RSS or Atom. */
export function parseFeed(xml: string, feedUrl: string): PostSummary[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedFormatError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  const document = parser.parse(xml) as Node;
  const source = sourceName(feedUrl);
  const rss = document.rss as Node | undefined;
  if (rss && typeof rss === "object") {
    const channel = rss.channel as Node | undefined;
    if (!channel || typeof channel !== "object") {
      throw new FeedFormatError("an RSS document without a <channel>");
    }
    return rssItems(channel, feedUrl, source);
  }
  const feed = document.feed as Node | undefined;
  if (feed && typeof feed === "object") return atomEntries(feed, feedUrl, source);
  throw new FeedFormatError("neither RSS 2.0 (<rss>) nor Atom (<feed>)");
}
