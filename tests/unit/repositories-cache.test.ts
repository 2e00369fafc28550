import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CACHE_FRESH_MS,
  cacheKey,
  isFresh,
  newest,
  parseCacheEntry,
  readCache,
  serializeCacheEntry,
  writeCache,
  type RepositoryList,
} from "../../src/features/repositories/cache";
import type { Repository } from "../../src/features/repositories/parse";

const API = "https://api.github.com";
const repository: Repository = {
  id: 1,
  name: "alpha",
  description: "A project",
  stars: 3,
  forks: 1,
  url: "https://github.com/octocat/alpha",
  homepage: "https://alpha.dev/",
  fork: false,
  archived: false,
  pushedAt: "2025-01-01T00:00:00Z",
  language: "TypeScript",
  topics: ["astro", "portfolio"],
};
const list = (fetchedAt: number, repositories = [repository]): RepositoryList => ({
  fetchedAt,
  repositories,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the visitor's cache", () => {
  it("round-trips a list through storage", () => {
    const storage = memoryStorage();
    const key = cacheKey(API, "octocat");
    writeCache(storage, key, list(1000));
    expect(parseCacheEntry(readCache(storage, key), API)).toEqual(list(1000));
  });

  it("keeps one entry per account and API", () => {
    expect(cacheKey(API, "octocat")).not.toBe(cacheKey(API, "someone"));
    expect(cacheKey(API, "Octocat")).toBe(cacheKey(`${API}/`, "octocat"));
    expect(cacheKey(API, "octocat")).not.toBe(
      cacheKey("https://git.example.com/api/v3", "octocat"),
    );
  });

  it("is fresh for 10 minutes after the fetch, and never when dated in the future", () => {
    const now = 50_000_000;
    expect(isFresh(list(now), now)).toBe(true);
    expect(isFresh(list(now - CACHE_FRESH_MS + 1), now)).toBe(true);
    expect(isFresh(list(now - CACHE_FRESH_MS), now)).toBe(false);
    expect(isFresh(list(now + 60_000), now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
  });

  it("picks the most recently fetched list, the first on a tie", () => {
    const a = list(10);
    const b = list(20);
    const c = list(20);
    expect(newest(a, b)).toBe(b);
    expect(newest(b, c)).toBe(b);
    expect(newest(null, undefined, a)).toBe(a);
    expect(newest(null, null)).toBeNull();
  });

  it("ignores storage that is missing or throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(readCache(undefined, "k")).toBeNull();
    expect(readCache(throwing, "k")).toBeNull();
    expect(() => writeCache(throwing, "k", list(1))).not.toThrow();
  });

  it("rejects entries of another shape or version, and edited items", () => {
    const entry = JSON.parse(serializeCacheEntry(list(1))) as Record<string, unknown>;
    expect(parseCacheEntry("not json", API)).toBeNull();
    expect(parseCacheEntry("[]", API)).toBeNull();
    expect(parseCacheEntry(JSON.stringify({ ...entry, version: 99 }), API)).toBeNull();
    expect(parseCacheEntry(JSON.stringify({ ...entry, fetchedAt: "yesterday" }), API)).toBeNull();

    const edited = parseCacheEntry(
      JSON.stringify({
        ...entry,
        repositories: [
          { ...repository, id: 2, url: "javascript:alert(1)" },
          { ...repository, id: 3, homepage: "javascript:alert(1)" },
          { ...repository, id: 4, stars: -1 },
          "junk",
        ],
      }),
      API,
    );
    expect(edited?.repositories).toEqual([{ ...repository, id: 3, homepage: null }]);
  });

  it("reads language and topics again as GitHub's answer is read, and skips older entries", () => {
    const entry = JSON.parse(serializeCacheEntry(list(1))) as Record<string, unknown>;
    expect(parseCacheEntry(JSON.stringify({ ...entry, version: 1 }), API)).toBeNull();
    const edited = parseCacheEntry(
      JSON.stringify({
        ...entry,
        repositories: [{ ...repository, language: { evil: true }, topics: ["ok", "<b>", 1] }],
      }),
      API,
    );
    expect(edited?.repositories).toEqual([{ ...repository, language: null, topics: ["ok"] }]);
  });

  it("never yields an unsafe link from anything stored (property-based)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseCacheEntry(raw, API);
        for (const item of parsed?.repositories ?? []) {
          expect(new URL(item.url).origin).toBe("https://github.com");
          if (item.homepage) expect(item.homepage).toMatch(/^https?:\/\//);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, homepage) => {
        const raw = serializeCacheEntry(list(1, [{ ...repository, url, homepage }]));
        for (const item of parseCacheEntry(raw, API)?.repositories ?? []) {
          expect(new URL(item.url).origin).toBe("https://github.com");
          if (item.homepage) expect(["http:", "https:"]).toContain(new URL(item.homepage).protocol);
        }
      }),
    );
  });
});
