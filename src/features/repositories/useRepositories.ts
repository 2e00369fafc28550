import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  cacheKey,
  isFresh,
  newest,
  parseCacheEntry,
  readCache,
  writeCache,
  type RepositoryList,
} from "./cache";
import { errorMessage, fetchRepositories, FetchProjectsError, type RateLimit } from "./client";

export interface ProjectsError {
  message: string;
  rateLimit: RateLimit | null;
}

export type RepositoriesState =
  | { status: "loading" }
  /** `refreshFailed`: the list shown is older and the live refresh did not work. */
  | { status: "loaded"; list: RepositoryList; refreshFailed: boolean }
  | ({ status: "error" } & ProjectsError);

/** What the live request has done so far this visit. */
type Live =
  | { status: "idle" }
  | { status: "loaded"; list: RepositoryList }
  | ({ status: "failed" } & ProjectsError);

export function toProjectsError(error: unknown): ProjectsError {
  return {
    message: errorMessage(error),
    rateLimit: error instanceof FetchProjectsError ? error.rateLimit : null,
  };
}

/**
 * What the page shows: the newest list at hand (live answer, visitor cache, build snapshot),
 * else the live failure, else the loading state. A failed refresh never hides cards.
 */
export function projectsState(
  live: Live,
  cached: RepositoryList | null,
  snapshot: RepositoryList | null,
): RepositoriesState {
  // This visit's answer wins outright: a clock that is off must not bring back an older list.
  const list = live.status === "loaded" ? live.list : newest(cached, snapshot);
  if (list) return { status: "loaded", list, refreshFailed: live.status === "failed" };
  if (live.status === "failed") {
    return { status: "error", message: live.message, rateLimit: live.rateLimit };
  }
  return { status: "loading" };
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Another tab that refreshes the list updates this one too. */
const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * The owner's repositories: the build's snapshot and the visitor's cache show at once, and the
 * list is refreshed from GitHub in the background unless the cache is under ten minutes old.
 * Leaving the page aborts the request.
 */
export function useRepositories(
  apiBaseUrl: string,
  username: string,
  snapshot: RepositoryList | null,
): { state: RepositoriesState; retry: () => void } {
  const key = cacheKey(apiBaseUrl, username);
  // Read as a string so React can compare snapshots; the prerender and hydration see no cache.
  const rawCache = useSyncExternalStore(
    subscribe,
    () => readCache(storage(), key),
    () => null,
  );
  const cached = useMemo(() => parseCacheEntry(rawCache, apiBaseUrl), [rawCache, apiBaseUrl]);
  const [live, setLive] = useState<Live>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A retry always asks GitHub; a first visit asks unless the cache is fresh.
    const stored = parseCacheEntry(readCache(storage(), key), apiBaseUrl);
    if (attempt === 0 && isFresh(stored, Date.now())) return;
    const controller = new AbortController();
    fetchRepositories({ apiBaseUrl, username, signal: controller.signal }).then(
      (repositories) => {
        const list = { fetchedAt: Date.now(), repositories };
        writeCache(storage(), key, list);
        setLive({ status: "loaded", list });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLive({ status: "failed", ...toProjectsError(error) });
      },
    );
    return () => controller.abort();
  }, [apiBaseUrl, username, key, attempt]);

  const retry = useCallback(() => {
    setLive({ status: "idle" });
    setAttempt((n) => n + 1);
  }, []);

  return { state: projectsState(live, cached, snapshot), retry };
}
