import { parseRepositories, repositoryOrigins, type Repository } from "./parse";

/** The spec's text for any answer that is not OK. */
export const FETCH_FAILED_MESSAGE = "Failed to fetch projects";
export const REQUEST_TIMEOUT_MS = 10_000;

/** Shown after "Error: " when GitHub does not answer in time. */
export function timeoutMessage(timeoutMs: number): string {
  return `GitHub did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
}
export const MAX_PAGES = 10;
export const PER_PAGE = 100;

/** GitHub's answer to a visitor whose network has used up its hourly requests. */
export interface RateLimit {
  /** When the limit resets, if GitHub said so. */
  resetAt: Date | null;
}

export class FetchProjectsError extends Error {
  readonly status: number;
  /** Set only when the answer says the rate limit is used up. */
  readonly rateLimit: RateLimit | null;

  constructor(status: number, rateLimit: RateLimit | null = null) {
    super(FETCH_FAILED_MESSAGE);
    this.name = "FetchProjectsError";
    this.status = status;
    this.rateLimit = rateLimit;
  }
}

export interface FetchRepositoriesOptions {
  apiBaseUrl: string;
  username: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Each request (headers and body) is aborted when it takes longer than this. */
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

/**
 * A 403 or 429 with `x-ratelimit-remaining: 0` means the hourly limit is used up (other 403s,
 * such as a blocked account, are not). `x-ratelimit-reset` is in epoch seconds.
 */
export function rateLimitOf(status: number, headers: Headers): RateLimit | null {
  if (status !== 403 && status !== 429) return null;
  if (headers.get("x-ratelimit-remaining")?.trim() !== "0") return null;
  const raw = headers.get("x-ratelimit-reset")?.trim() ?? "";
  const reset = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  return { resetAt: Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : null };
}

/**
 * Every public repository of a user: `GET /users/{username}/repos`, 100 a page, following
 * GitHub's Link header for at most MAX_PAGES pages. A request that hangs is aborted after
 * `timeoutMs`; the caller's signal aborts it too (leaving the page).
 */
export async function fetchRepositories(options: FetchRepositoriesOptions): Promise<Repository[]> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const origins = repositoryOrigins(options.apiBaseUrl);
  // One controller for both causes, wired by hand: AbortSignal.any is missing in older browsers.
  const controller = new AbortController();
  let timedOut = false;
  options.signal?.throwIfAborted();
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const headers: Record<string, string> = { Accept: "application/vnd.github+json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  try {
    const repositories: Repository[] = [];
    const seen = new Set<number>();
    let url: string | null = repositoriesUrl(options.apiBaseUrl, options.username);
    for (let page = 0; url && page < MAX_PAGES; page++) {
      startTimer();
      const response: Response = await doFetch(url, { headers, signal: controller.signal });
      if (!response.ok)
        throw new FetchProjectsError(
          response.status,
          rateLimitOf(response.status, response.headers),
        );
      const body: unknown = await response.json().catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        return undefined;
      });
      for (const repository of parseRepositories(body, origins)) {
        if (seen.has(repository.id)) continue;
        seen.add(repository.id);
        repositories.push(repository);
      }
      url = nextPageUrl(response.headers.get("link"), options.apiBaseUrl);
    }
    return repositories;
  } catch (error) {
    if (timedOut && !options.signal?.aborted) {
      throw new Error(timeoutMessage(timeoutMs), { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

/** What the page shows after "Error: ". */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Something went wrong";
}
