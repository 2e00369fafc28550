// @vitest-environment jsdom
import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_FRESH_MS,
  cacheKey,
  fetchList,
  isFresh,
  parseCache,
  readCache,
  type RepositoryList,
} from "../../src/features/repositories/client";
import type { Repository } from "../../src/features/repositories/parse";
import { GITHUB_API as API, githubRepository } from "../support/github";

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
const entry = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 2, ...list(1), ...fields });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json([
        githubRepository("octocat", 1, "alpha", {
          description: "A project",
          stargazers_count: 3,
          forks_count: 1,
          homepage: "alpha.dev",
          pushed_at: "2025-01-01T00:00:00Z",
          topics: ["astro", "portfolio"],
        }),
      ]),
    ),
  );
});

describe("the visitor's cache", () => {
  it("keeps what GitHub answered, with its time, to read back as it was", async () => {
    const before = Date.now();
    const fetched = await fetchList(API, "octocat");
    expect(fetched.repositories).toEqual([repository]);
    expect(fetched.fetchedAt).toBeGreaterThanOrEqual(before);
    expect(parseCache(readCache(API, "octocat"), API)).toEqual(fetched);
    expect(readCache(API, "someone")).toBeNull();
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

  it("still gives the list when storage refuses it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    expect((await fetchList(API, "octocat")).repositories).toEqual([repository]);
  });

  it("rejects entries of another shape or version, and reads every item again", () => {
    expect(parseCache(null, API)).toBeNull();
    expect(parseCache("not json", API)).toBeNull();
    expect(parseCache("[]", API)).toBeNull();
    expect(parseCache(entry({ version: 1 }), API)).toBeNull();
    expect(parseCache(entry({ fetchedAt: "yesterday" }), API)).toBeNull();

    const edited = parseCache(
      entry({
        repositories: [
          { ...repository, id: 2, url: "javascript:alert(1)" },
          { ...repository, id: 3, homepage: "javascript:alert(1)" },
          { ...repository, id: 4, language: { evil: true }, topics: ["ok", "<b>", 1] },
          "junk",
        ],
      }),
      API,
    );
    expect(edited?.repositories).toEqual([
      { ...repository, id: 3, homepage: null },
      { ...repository, id: 4, language: null, topics: ["ok"] },
    ]);
  });

  it("never yields an unsafe link from anything stored (property-based)", () => {
    const assertSafe = (raw: string) => {
      for (const item of parseCache(raw, API)?.repositories ?? []) {
        expect(new URL(item.url).origin).toBe("https://github.com");
        if (item.homepage) expect(["http:", "https:"]).toContain(new URL(item.homepage).protocol);
      }
    };
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), assertSafe));
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, homepage) =>
        assertSafe(entry({ repositories: [{ ...repository, url, homepage }] })),
      ),
    );
  });
});
