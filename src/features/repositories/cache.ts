import * as v from "valibot";
import {
  cleanLanguage,
  cleanTopics,
  repositoryOrigins,
  safeHomepage,
  safeRepositoryUrl,
  type Repository,
} from "./parse";

/** A list of repositories and when it was fetched from GitHub (epoch milliseconds). */
export interface RepositoryList {
  fetchedAt: number;
  repositories: Repository[];
}

/** Within this time of the last good fetch, a revisit makes no request at all. */
export const CACHE_FRESH_MS = 10 * 60 * 1000;
/** Raised when the stored shape changes, so an older entry is simply not read. */
const CACHE_VERSION = 2;

/** One entry per account and API, so changing the configured user never shows someone else's. */
export function cacheKey(apiBaseUrl: string, username: string): string {
  return `projects:${apiBaseUrl.replace(/\/+$/, "")}:${username.toLowerCase()}`;
}

const CachedRepositorySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.pipe(v.string(), v.nonEmpty()),
  description: v.nullable(v.string()),
  stars: v.pipe(v.number(), v.integer(), v.minValue(0)),
  forks: v.pipe(v.number(), v.integer(), v.minValue(0)),
  url: v.string(),
  homepage: v.nullable(v.string()),
  fork: v.boolean(),
  archived: v.boolean(),
  pushedAt: v.nullable(v.string()),
  language: v.optional(v.unknown()),
  topics: v.optional(v.unknown()),
});

const CacheEntrySchema = v.object({
  version: v.literal(CACHE_VERSION),
  fetchedAt: v.pipe(v.number(), v.finite()),
  repositories: v.array(v.unknown()),
});

/**
 * Reads a cache entry. Storage is another origin's script away from being edited, so every
 * repository is checked again and its links made safe the same way as GitHub's own answer.
 */
export function parseCacheEntry(raw: string | null, apiBaseUrl: string): RepositoryList | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const entry = v.safeParse(CacheEntrySchema, json);
  if (!entry.success) return null;
  const origins = repositoryOrigins(apiBaseUrl);
  const repositories: Repository[] = [];
  for (const item of entry.output.repositories) {
    const result = v.safeParse(CachedRepositorySchema, item);
    if (!result.success) continue;
    const url = safeRepositoryUrl(result.output.url, origins);
    if (!url) continue;
    repositories.push({
      ...result.output,
      url,
      homepage: safeHomepage(result.output.homepage),
      language: cleanLanguage(result.output.language),
      topics: cleanTopics(result.output.topics),
    });
  }
  return { fetchedAt: entry.output.fetchedAt, repositories };
}

export function serializeCacheEntry(list: RepositoryList): string {
  return JSON.stringify({ version: CACHE_VERSION, ...list });
}

/** Fresh means fetched less than CACHE_FRESH_MS ago; a time in the future is not trusted. */
export function isFresh(list: RepositoryList | null, now: number): boolean {
  return list !== null && list.fetchedAt <= now && now - list.fetchedAt < CACHE_FRESH_MS;
}

/** The most recently fetched of the lists at hand (the first wins a tie). */
export function newest(...lists: (RepositoryList | null | undefined)[]): RepositoryList | null {
  let best: RepositoryList | null = null;
  for (const list of lists) {
    if (list && (!best || list.fetchedAt > best.fetchedAt)) best = list;
  }
  return best;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Storage can be missing or throw (privacy modes, full quota): then there is simply no cache. */
export function readCache(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeCache(storage: Storage | undefined, key: string, list: RepositoryList): void {
  try {
    storage?.setItem(key, serializeCacheEntry(list));
  } catch {
    // The list still shows for this visit.
  }
}
