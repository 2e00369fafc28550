import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_FRESH_MS,
  cacheKey,
  serializeCacheEntry,
  type RepositoryList,
} from "../../src/features/repositories/cache";
import type { Repository } from "../../src/features/repositories/parse";
import { useRepositories } from "../../src/features/repositories/useRepositories";
import { GITHUB_API, githubRepository } from "../support/github";

const API = GITHUB_API;
const URL_1 = `${API}/users/octocat/repos?per_page=100`;
const KEY = cacheKey(API, "octocat");
const PUSHED = "2025-03-01T10:00:00Z";

const raw = (id: number, name: string) =>
  githubRepository("octocat", id, name, { stargazers_count: 1, pushed_at: PUSHED });
const parsed = (id: number, name: string): Repository => ({
  id,
  name,
  description: null,
  stars: 1,
  forks: 0,
  url: `https://github.com/octocat/${name}`,
  homepage: null,
  fork: false,
  archived: false,
  pushedAt: PUSHED,
  language: "TypeScript",
  topics: [],
});

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

let signals: AbortSignal[];
function stubFetch(answer: (index: number) => Promise<Response>) {
  signals = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return answer(fetch.mock.calls.length - 1);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const names = (list: RepositoryList) => list.repositories.map((repository) => repository.name);

function stateNames(result: { current: ReturnType<typeof useRepositories> }) {
  const state = result.current.state;
  return state.status === "loaded" ? names(state.list) : state.status;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("useRepositories", () => {
  it("loads, then shows the list and keeps it with its time", async () => {
    const fetch = stubFetch(async () => ok([raw(1, "alpha")]));
    const before = Date.now();
    const { result } = renderHook(() => useRepositories(API, "octocat", null));
    expect(result.current.state.status).toBe("loading");
    await waitFor(() => expect(stateNames(result)).toEqual(["alpha"]));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(URL_1);
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as RepositoryList;
    expect(stored.repositories).toEqual([parsed(1, "alpha")]);
    expect(stored.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it("asks nothing within 10 minutes of the last fetch and shows the cache at once", () => {
    localStorage.setItem(
      KEY,
      serializeCacheEntry({ fetchedAt: Date.now() - 60_000, repositories: [parsed(1, "cached")] }),
    );
    const fetch = stubFetch(async () => ok([]));
    const { result } = renderHook(() => useRepositories(API, "octocat", null));
    expect(stateNames(result)).toEqual(["cached"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows an older cache at once and refreshes it in the background", async () => {
    localStorage.setItem(
      KEY,
      serializeCacheEntry({
        fetchedAt: Date.now() - CACHE_FRESH_MS - 1,
        repositories: [parsed(1, "cached")],
      }),
    );
    const fetch = stubFetch(async () => ok([raw(2, "fresh")]));
    const { result } = renderHook(() => useRepositories(API, "octocat", null));
    expect(stateNames(result)).toEqual(["cached"]);
    await waitFor(() => expect(stateNames(result)).toEqual(["fresh"]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the build's snapshot first, and keeps it with a note when the refresh fails", async () => {
    const snapshot = { fetchedAt: 1_700_000_000_000, repositories: [parsed(1, "snap")] };
    stubFetch(async () => new Response("{}", { status: 500 }));
    const { result } = renderHook(() => useRepositories(API, "octocat", snapshot));
    expect(result.current.state).toEqual({
      status: "loaded",
      list: snapshot,
      refreshFailed: false,
    });
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: "loaded",
        list: snapshot,
        refreshFailed: true,
      }),
    );
  });

  it("prefers a cache newer than the snapshot", () => {
    const snapshot = { fetchedAt: 1_000, repositories: [parsed(1, "snap")] };
    localStorage.setItem(
      KEY,
      serializeCacheEntry({ fetchedAt: Date.now(), repositories: [parsed(2, "cached")] }),
    );
    stubFetch(async () => ok([]));
    const { result } = renderHook(() => useRepositories(API, "octocat", snapshot));
    expect(stateNames(result)).toEqual(["cached"]);
  });

  it("shows the error with nothing to fall back on, and Retry asks again", async () => {
    const fetch = stubFetch(async (index) =>
      index === 0
        ? new Response("{}", {
            status: 403,
            headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" },
          })
        : ok([raw(1, "alpha")]),
    );
    const { result } = renderHook(() => useRepositories(API, "octocat", null));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: "error",
        message: "Failed to fetch projects",
        rateLimit: { resetAt: new Date(1893456000 * 1000) },
      }),
    );
    act(() => result.current.retry());
    expect(result.current.state.status).toBe("loading");
    await waitFor(() => expect(stateNames(result)).toEqual(["alpha"]));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("passes any other failure's message through", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderHook(() => useRepositories(API, "octocat", null));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: "error", message: "Failed to fetch" }),
    );
  });

  it("aborts the request when the page is left, and shows nothing from it", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { result, unmount } = renderHook(() => useRepositories(API, "octocat", null));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.state.status).toBe("loading");
  });
});
