// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchRepositories,
  FetchProjectsError,
  MAX_PAGES,
} from "../../src/features/repositories/client";
import { GITHUB_API, githubRepository } from "../support/github";

const API = GITHUB_API;
const FIRST = `${API}/users/octocat/repos?per_page=100`;

const repo = (id: number) =>
  githubRepository("octocat", id, `repo-${id}`, { stargazers_count: id });

const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", ...init.headers },
  });

type FetchArgs = [string, RequestInit | undefined];

function fakeFetch(answer: (url: string, index: number, init?: RequestInit) => Promise<Response>) {
  const calls: FetchArgs[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push([url, init]);
    return answer(url, calls.length - 1, init);
  });
  vi.stubGlobal("fetch", fetch);
  return { calls };
}

const read = (apiBaseUrl = API, username = "octocat") =>
  fetchRepositories({ apiBaseUrl, username });
const failure = (promise: Promise<unknown>) => promise.catch((caught: unknown) => caught);

/** A fetch that never answers but rejects like the platform when its signal aborts. */
const hangingFetch = () =>
  fakeFetch(
    (_url, _index, init) =>
      new Promise((_resolve, reject) => {
        if (init?.signal?.aborted) reject(new DOMException("Aborted", "AbortError"));
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      }),
  );

afterEach(() => vi.useRealTimers());

describe("fetchRepositories", () => {
  it("sends one GET with GitHub's media type and no credentials by default", async () => {
    const { calls } = fakeFetch(async () => json([repo(1)]));
    const list = await read(`${API}/`);
    expect(list.map((repository) => repository.name)).toEqual(["repo-1"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe(FIRST);
    expect(calls[0]?.[1]?.method).toBeUndefined();
    expect(calls[0]?.[1]?.headers).toEqual({ Accept: "application/vnd.github+json" });
  });

  it("sends a token as a bearer token when one is given", async () => {
    const { calls } = fakeFetch(async () => json([]));
    await fetchRepositories({ apiBaseUrl: API, username: "octocat", token: "t0k" });
    expect(calls[0]?.[1]?.headers).toEqual({
      Accept: "application/vnd.github+json",
      Authorization: "Bearer t0k",
    });
  });

  it("asks a GitHub Enterprise API under its own path", async () => {
    const { calls } = fakeFetch(async () => json([]));
    await read("https://git.example.com/api/v3", "a-b");
    expect(calls[0]?.[0]).toBe("https://git.example.com/api/v3/users/a-b/repos?per_page=100");
  });

  it("follows the Link header across pages and drops duplicates", async () => {
    const page2 = `${API}/user/1/repos?per_page=100&page=2`;
    const { calls } = fakeFetch(async (url) =>
      url === FIRST
        ? json(
            Array.from({ length: 100 }, (_, i) => repo(i)),
            { headers: { link: `<${page2}>; rel="next", <${page2}>; rel="last"` } },
          )
        : json([repo(99), ...Array.from({ length: 30 }, (_, i) => repo(100 + i))], {
            headers: { link: `<${FIRST}>; rel="prev", <${FIRST}>; rel="first"` },
          }),
    );
    const list = await read();
    expect(calls.map(([url]) => url)).toEqual([FIRST, page2]);
    expect(list).toHaveLength(130);
  });

  it("never follows a next link that leaves the API's origin", async () => {
    const { calls } = fakeFetch(async () =>
      json([repo(1)], { headers: { link: '<https://evil.example/steal>; rel="next"' } }),
    );
    await fetchRepositories({ apiBaseUrl: API, username: "octocat", token: "t0k" });
    expect(calls).toHaveLength(1);
  });

  it(`stops after ${MAX_PAGES} pages even if GitHub keeps announcing more`, async () => {
    const { calls } = fakeFetch(async (_url, index) =>
      json([repo(index)], {
        headers: { link: `<${API}/user/1/repos?page=${index + 2}>; rel="next"` },
      }),
    );
    const list = await read();
    expect(calls).toHaveLength(MAX_PAGES);
    expect(list).toHaveLength(MAX_PAGES);
  });

  it("turns any non-OK answer into Failed to fetch projects", async () => {
    for (const status of [401, 403, 404, 500, 502]) {
      fakeFetch(async () => json({ message: "nope" }, { status }));
      const error = await failure(read());
      expect(error).toBeInstanceOf(FetchProjectsError);
      expect(error).toMatchObject({ message: "Failed to fetch projects", status, rateLimit: null });
    }
  });

  it("marks a used-up rate limit from a 403 or a 429, with its reset time if it is readable", async () => {
    const cases: [number, Record<string, string>, { resetAt: Date | null } | null][] = [
      [429, { "x-ratelimit-reset": "1893456000" }, { resetAt: new Date("2030-01-01T00:00:00Z") }],
      [403, { "x-ratelimit-reset": "1893456000" }, { resetAt: new Date("2030-01-01T00:00:00Z") }],
      ...["", "soon", "-5", "0", "1".repeat(13)].map(
        (reset): [number, Record<string, string>, { resetAt: null }] => [
          403,
          { "x-ratelimit-reset": reset },
          { resetAt: null },
        ],
      ),
      [403, {}, { resetAt: null }],
      [500, { "x-ratelimit-reset": "1893456000" }, null],
      [404, { "x-ratelimit-reset": "1893456000" }, null],
    ];
    for (const [status, headers, rateLimit] of cases) {
      fakeFetch(async () =>
        json(
          { message: "API rate limit exceeded for 203.0.113.7." },
          { status, headers: { "x-ratelimit-remaining": "0", ...headers } },
        ),
      );
      expect(await failure(read())).toMatchObject({ rateLimit });
    }
    // A 403 with requests left is something else, a blocked account for instance.
    fakeFetch(async () => json({}, { status: 403, headers: { "x-ratelimit-remaining": "12" } }));
    expect(await failure(read())).toMatchObject({ rateLimit: null });
  });

  it("fails a page that is not a list, or not JSON, with a clear message", async () => {
    for (const body of ['{"message":"Not Found"}', "<html>oops</html>", ""]) {
      fakeFetch(async () => new Response(body, { status: 200 }));
      await expect(read()).rejects.toThrow(
        "GitHub sent an unexpected answer instead of a list of repositories",
      );
    }
  });

  it("gives each page its own 10 seconds", async () => {
    vi.useFakeTimers();
    const page2 = `${API}/user/1/repos?page=2`;
    const { calls } = fakeFetch(async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return url === FIRST
        ? json([repo(1)], { headers: { link: `<${page2}>; rel="next"` } })
        : json([repo(2)]);
    });
    const result = read();
    await vi.advanceTimersByTimeAsync(16_000);
    await expect(result).resolves.toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it("aborts when the caller leaves, with the caller's reason and not the timeout message", async () => {
    const { calls } = hangingFetch();
    const controller = new AbortController();
    const result = failure(
      fetchRepositories({ apiBaseUrl: API, username: "octocat", signal: controller.signal }),
    );
    controller.abort();
    const error = await result;
    expect(calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect((error as Error).name).toBe("AbortError");
  });

  it("does not even ask when the caller has already left", async () => {
    const { calls } = hangingFetch();
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchRepositories({ apiBaseUrl: API, username: "octocat", signal: controller.signal }),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
