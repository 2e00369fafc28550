import { FeedFormatError, parseFeed } from "./feed-parse";
import type { PostSummary } from "./posts";

/**
 * Posts the owner published elsewhere (DEV, Hashnode, Medium), read once when the site is built
 * and listed in /blog as links out, as the projects snapshot reads GitHub. A feed that cannot be
 * read leaves the build green: one line says so, and /blog lists the rest.
 */

/** The build waits this long per feed; offline builds must not stall. */
export const FEED_TIMEOUT_MS = 5_000;

export interface FeedSnapshotOptions {
  feeds: readonly string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
  timeoutMs?: number;
}

class FeedHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`answered ${status}`);
    this.status = status;
  }
}

function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof FeedHttpError || error instanceof FeedFormatError) return error.message;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `could not be read: ${error instanceof Error ? error.message : String(error)}${code}`;
}

async function readFeed(url: string, fetcher: typeof fetch, timeoutMs: number) {
  const response = await fetcher(url, {
    headers: {
      Accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.1",
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new FeedHttpError(response.status);
  return parseFeed(await response.text(), response.url || url);
}

/** Every configured feed's posts, fetched side by side; the ones that fail are left out. */
export async function loadFeedSnapshot(options: FeedSnapshotOptions): Promise<PostSummary[]> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  // Read side by side, reported in the config's order.
  const results = await Promise.all(
    options.feeds.map(async (url) => {
      try {
        const posts = await readFeed(url, fetcher, timeoutMs);
        const count = `${posts.length} ${posts.length === 1 ? "post" : "posts"}`;
        return { posts, line: `Blog feed: ${count} from ${url} listed in /blog.` };
      } catch (error) {
        return {
          posts: [],
          line: `Blog feed skipped: ${url} ${reason(error, timeoutMs)}. /blog lists the other posts.`,
        };
      }
    }),
  );
  for (const { line } of results) log(line);
  return results.flatMap((result) => result.posts);
}

let memo: { key: string; at: number; posts: Promise<PostSummary[]> } | null = null;
const MEMO_MS = 10 * 60 * 1000;

/**
 * The pages' entry point: every page asks (the bar shows Blog only when there are posts), the
 * build fetches once, and the dev server keeps the answer for a while.
 */
export function feedSnapshot(options: FeedSnapshotOptions): Promise<PostSummary[]> {
  if (options.feeds.length === 0) return Promise.resolve([]);
  const key = JSON.stringify(options.feeds);
  const now = Date.now();
  if (!memo || memo.key !== key || now - memo.at > MEMO_MS) {
    memo = { key, at: now, posts: loadFeedSnapshot(options) };
  }
  return memo.posts;
}
