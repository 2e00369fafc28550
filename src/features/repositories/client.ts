import * as v from "valibot";
import { storage } from "../../lib/storage";
import { parseGitHubPage, parseRepositories, type Repository } from "./parse";

export const MAX_PAGES = 10;

/** Any answer from GitHub that is not OK: the spec's "Failed to fetch projects". */
export class FetchProjectsError extends Error {
  readonly status: number;
  /** Set when the answer says the hourly limit is used up: when it resets, if GitHub said. */
  readonly rateLimit: { resetAt: Date | null } | null;

  constructor({ status, headers }: Response) {
    super("Failed to fetch projects");
    this.status = status;
    // A 403 or 429 with no requests left (other 403s, such as a blocked account, are not);
    // `x-ratelimit-reset` is in epoch seconds.
    const used = (status === 403 || status === 429) && headers.get("x-ratelimit-remaining") === "0";
    const reset = headers.get("x-ratelimit-reset") ?? "";
    const resetAt = /^\d{1,12}$/.test(reset) && +reset > 0 ? new Date(+reset * 1000) : null;
    this.rateLimit = used ? { resetAt } : null;
  }
}

/**
 * Every public repository of a user: `GET /users/{username}/repos`, 100 a page, following
 * GitHub's Link header for at most MAX_PAGES pages. A page that takes longer than `timeoutMs`
 * (headers and body) is given up; the caller's signal aborts it too (leaving the page).
 */
export async function fetchRepositories({
  apiBaseUrl,
  username,
  signal,
  timeoutMs = 10_000,
  token,
}: {
  apiBaseUrl: string;
  username: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as a bearer token; only ever used at build time, never in the visitor's bundle. */
  token?: string;
}): Promise<Repository[]> {
  const headers = {
    Accept: "application/vnd.github+json",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const base = apiBaseUrl.replace(/\/+$/, "");
  let url: string | null = `${base}/users/${encodeURIComponent(username)}/repos?per_page=100`;
  const repositories: Repository[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    signal?.throwIfAborted();
    const controller = new AbortController();
    const timeout = new Error(`GitHub did not answer within ${timeoutMs / 1000} seconds`);
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    const leave = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", leave);
    try {
      const response: Response = await fetch(url, { headers, signal: controller.signal });
      if (!response.ok) throw new FetchProjectsError(response);
      const body: unknown = await response.json().catch(() => null);
      repositories.push(...parseGitHubPage(body, apiBaseUrl));
      // The `rel="next"` target of GitHub's Link header, if it stays on the API's own origin.
      const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
      const nextUrl = next === undefined ? null : new URL(next, apiBaseUrl);
      url = nextUrl?.origin === new URL(apiBaseUrl).origin ? nextUrl.href : null;
    } catch (error) {
      throw controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", leave);
    }
  }
  // Pages shift while they are read: a repository seen twice is kept once.
  return [...new Map(repositories.map((repository) => [repository.id, repository])).values()];
}

/** A list of repositories and when it was fetched from GitHub (epoch milliseconds). */
export interface RepositoryList {
  fetchedAt: number;
  repositories: Repository[];
}

/**
 * When a list was fetched, and a digest of its repositories (a 32-bit string hash): the Projects
 * page keeps the build's cards while the list it has shows the same.
 */
export function stamp({ fetchedAt, repositories }: RepositoryList) {
  let fingerprint = 0;
  for (const char of JSON.stringify(repositories)) {
    fingerprint = (Math.imul(fingerprint, 31) + char.charCodeAt(0)) | 0;
  }
  return { fetchedAt, fingerprint };
}

/** Within this time of the last good fetch, a revisit makes no request at all. */
export const CACHE_FRESH_MS = 10 * 60 * 1000;

/** One entry per account and API, so changing the configured user never shows someone else's. */
export const cacheKey = (apiBaseUrl: string, username: string) =>
  `projects:${apiBaseUrl.replace(/\/+$/, "")}:${username.toLowerCase()}`;

export const readCache = (apiBaseUrl: string, username: string): string | null =>
  storage()?.getItem(cacheKey(apiBaseUrl, username)) ?? null;

/** `version` is raised when the stored shape changes, so an older entry is simply not read. */
const CacheSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    version: v.literal(2),
    fetchedAt: v.pipe(v.number(), v.finite()),
    repositories: v.array(v.unknown()),
  }),
);

export function parseCache(raw: string | null, apiBaseUrl: string): RepositoryList | null {
  const entry = v.safeParse(CacheSchema, raw);
  if (!entry.success) return null;
  const { fetchedAt, repositories } = entry.output;
  return { fetchedAt, repositories: parseRepositories(repositories, apiBaseUrl) };
}

/** Fetched less than CACHE_FRESH_MS ago; a time in the future is not trusted. */
export const isFresh = (list: RepositoryList | null, now = Date.now()): boolean =>
  list !== null && list.fetchedAt <= now && now - list.fetchedAt < CACHE_FRESH_MS;

/**
 * Asks GitHub for the list and keeps it in the visitor's cache, which /projects and the case
 * studies share: going from one to the other asks GitHub nothing.
 */
export async function fetchList(
  apiBaseUrl: string,
  username: string,
  signal?: AbortSignal,
): Promise<RepositoryList> {
  const repositories = await fetchRepositories({ apiBaseUrl, username, signal });
  const list = { fetchedAt: Date.now(), repositories };
  try {
    storage()?.setItem(cacheKey(apiBaseUrl, username), JSON.stringify({ version: 2, ...list }));
  } catch {
    // Storage is full or refused: the list still shows for this visit.
  }
  return list;
}

/** Language name → colour (#rrggbb). */
export type LanguageColors = Readonly<Record<string, string>>;

let table: { url: string; colors: Promise<LanguageColors> } | undefined;

/**
 * The site's table of Linguist colours (languages.json), fetched once a visit; a failure gives an
 * empty one. Only #rrggbb colours are kept: they go into style attributes.
 */
export function languageTable(url: string): Promise<LanguageColors> {
  if (table?.url !== url) {
    const colors = fetch(url)
      .then((response) => response.json())
      .then((body: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(body).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === "string" && /^#[0-9a-f]{6}$/i.test(entry[1]),
          ),
        ),
      )
      .catch(() => ({}));
    table = { url, colors };
  }
  return table.colors;
}
