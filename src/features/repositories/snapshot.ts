import { errorMessage, fetchRepositories, FetchProjectsError } from "./client";
import type { RepositoryList } from "./cache";

/**
 * The build-time copy of the repository list that /projects is prerendered with, so crawlers,
 * visitors without JavaScript and the first paint see the cards. `.server` keeps this module
 * (and the token it reads) out of the browser bundle.
 */

/** The build waits this long per request; offline builds must not stall. */
export const SNAPSHOT_TIMEOUT_MS = 5_000;

export interface SnapshotOptions {
  apiBaseUrl: string;
  username: string;
  /** `GITHUB_TOKEN` raises the limit; `SNAPSHOT_GITHUB_API_URL` reads the list from elsewhere. */
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (line: string) => void;
  timeoutMs?: number;
}

function reason(error: unknown, apiBaseUrl: string, withToken: boolean): string {
  if (error instanceof FetchProjectsError) {
    if (error.rateLimit) {
      return withToken
        ? "GitHub's rate limit for this token is used up"
        : "GitHub's hourly limit for this network is used up; set GITHUB_TOKEN for a higher one";
    }
    if (error.status === 401) return "GitHub refused GITHUB_TOKEN (401); check or unset it";
    return `GitHub answered ${error.status}`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `could not read ${apiBaseUrl}: ${errorMessage(error)}${code}`;
}

export async function loadRepositorySnapshot(
  options: SnapshotOptions,
): Promise<RepositoryList | null> {
  const { env } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const apiBaseUrl = env.SNAPSHOT_GITHUB_API_URL?.trim() || options.apiBaseUrl;
  const token = env.GITHUB_TOKEN?.trim() || undefined;
  try {
    const repositories = await fetchRepositories({
      apiBaseUrl,
      username: options.username,
      token,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? SNAPSHOT_TIMEOUT_MS,
    });
    log(
      `Projects snapshot: ${repositories.length} repositories of ${options.username} prerendered into /projects.`,
    );
    return { fetchedAt: (options.now ?? Date.now)(), repositories };
  } catch (error) {
    log(
      `Projects snapshot skipped: ${reason(error, apiBaseUrl, Boolean(token))}. /projects will load the list in the browser.`,
    );
    return null;
  }
}

let memo: { key: string; at: number; list: Promise<RepositoryList | null> } | null = null;
const MEMO_MS = 10 * 60 * 1000;

/**
 * The route loader's entry point. The build asks once; the dev server asks on every page load,
 * so the answer is kept for a while to stay far below GitHub's hourly limit.
 */
export function repositorySnapshot(options: SnapshotOptions): Promise<RepositoryList | null> {
  const key = JSON.stringify([
    options.apiBaseUrl,
    options.username,
    options.env.SNAPSHOT_GITHUB_API_URL ?? "",
  ]);
  const now = Date.now();
  if (!memo || memo.key !== key || now - memo.at > MEMO_MS) {
    memo = { key, at: now, list: loadRepositorySnapshot(options) };
  }
  return memo.list;
}
