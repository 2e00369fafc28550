import { parseRepositories, repositoryOrigins, type Repository } from "./parse";

/** The spec's text for any answer that is not OK. */
export const FETCH_FAILED_MESSAGE = "Failed to fetch projects";
export const TIMEOUT_MESSAGE = "GitHub took too long to answer";
export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_PAGES = 10;
export const PER_PAGE = 100;

export class FetchProjectsError extends Error {
  /** When GitHub's hourly limit for this network resets; set only for a rate-limit answer. */
  readonly rateLimitResetAt: Date | null;
  readonly status: number;

  constructor(status: number, rateLimitResetAt: Date | null = null) {
    super(FETCH_FAILED_MESSAGE);
    this.name = "FetchProjectsError";
    this.status = status;
    this.rateLimitResetAt = rateLimitResetAt;
  }
}

export interface FetchRepositoriesOptions {
  apiBaseUrl: string;
  username: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Sent as a bearer token; only ever used at build time, never in the visitor's bundle. */
  token?: string;
}

export function repositoriesUrl(apiBaseUrl: string, username: string): string {
  const base = apiBaseUrl.replace(/\/+$/, "");
  return `${base}/users/${encodeURIComponent(username)}/repos?per_page=${PER_PAGE}`;
}

/** The `rel="next"` target of a Link header, if it stays on the API's own origin. */
export function nextPageUrl(linkHeader: string | null, apiBaseUrl: string): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (!match?.[1] || !match[2]?.split(/\s+/).includes("next")) continue;
    try {
      const next = new URL(match[1]);
      return next.origin === new URL(apiBaseUrl).origin ? next.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

function rateLimitReset(response: Response): Date | null {
  if (response.status !== 403 && response.status !== 429) return null;
  if (response.headers.get("x-ratelimit-remaining") !== "0") return null;
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : null;
}

/**
 * Every public repository of a user: `GET /users/{username}/repos`, 100 a page, following
 * GitHub's Link header for at most MAX_PAGES pages. A request that hangs is aborted after
 * `timeoutMs`; the caller's signal aborts it too (leaving the page).
 */
export async function fetchRepositories(options: FetchRepositoriesOptions): Promise<Repository[]> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const origins = repositoryOrigins(options.apiBaseUrl);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  const headers: Record<string, string> = { Accept: "application/vnd.github+json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  try {
    const repositories: Repository[] = [];
    const seen = new Set<number>();
    let url: string | null = repositoriesUrl(options.apiBaseUrl, options.username);
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const response: Response = await doFetch(url, { headers, signal });
      if (!response.ok) throw new FetchProjectsError(response.status, rateLimitReset(response));
      const body: unknown = await response.json().catch(() => undefined);
      for (const repository of parseRepositories(body, origins)) {
        if (seen.has(repository.id)) continue;
        seen.add(repository.id);
        repositories.push(repository);
      }
      url = nextPageUrl(response.headers.get("link"), options.apiBaseUrl);
    }
    return repositories;
  } catch (error) {
    if (timeout.signal.aborted && !options.signal?.aborted)
      throw new Error(TIMEOUT_MESSAGE, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** What the page shows after "Error: ". */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Something went wrong";
}
