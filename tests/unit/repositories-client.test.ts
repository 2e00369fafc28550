// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorMessage,
  fetchRepositories,
  FetchProjectsError,
  MAX_PAGES,
  nextPageUrl,
  rateLimitOf,
  repositoriesUrl,
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
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

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

describe("repositoriesUrl", () => {
  it("asks for 100 a page, with or without a trailing slash on the base", () => {
    expect(repositoriesUrl(API, "octocat")).toBe(FIRST);
    expect(repositoriesUrl(`${API}/`, "octocat")).toBe(FIRST);
    expect(repositoriesUrl("https://git.example.com/api/v3", "a-b")).toBe(
      "https://git.example.com/api/v3/users/a-b/repos?per_page=100",
    );
  });
});

describe("nextPageUrl", () => {
  it("follows rel=next in GitHub's Link header", () => {
    const link = `<${API}/user/1/repos?per_page=100&page=2>; rel="next", <${API}/user/1/repos?per_page=100&page=5>; rel="last"`;
    expect(nextPageUrl(link, API)).toBe(`${API}/user/1/repos?per_page=100&page=2`);
  });

  it("stops without a next link, or when it leaves the API's origin", () => {
    expect(nextPageUrl(null, API)).toBeNull();
    expect(nextPageUrl(`<${API}/user/1/repos?page=1>; rel="prev"`, API)).toBeNull();
    expect(nextPageUrl('<https://evil.example/steal>; rel="next"', API)).toBeNull();
    expect(nextPageUrl('<not a url>; rel="next"', API)).toBeNull();
  });
});

describe("rateLimitOf", () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it("reads the reset time of a used-up limit from a 403 or a 429", () => {
    for (const status of [403, 429]) {
      expect(
        rateLimitOf(
          status,
          headers({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" }),
        ),
      ).toEqual({ resetAt: new Date("2030-01-01T00:00:00Z") });
    }
  });

  it("knows the limit is used up even when the reset time is missing or broken", () => {
    for (const reset of [undefined, "", "soon", "-5", "1e3", "0"]) {
      const fields: Record<string, string> = { "x-ratelimit-remaining": "0" };
      if (reset !== undefined) fields["x-ratelimit-reset"] = reset;
      expect(rateLimitOf(403, headers(fields))).toEqual({ resetAt: null });
    }
  });

  it("is not a rate limit for other answers", () => {
    const used = headers({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" });
    expect(rateLimitOf(500, used)).toBeNull();
    expect(rateLimitOf(404, used)).toBeNull();
    expect(rateLimitOf(403, headers({ "x-ratelimit-remaining": "12" }))).toBeNull();
    expect(rateLimitOf(403, headers({}))).toBeNull();
  });
});

describe("fetchRepositories", () => {
  it("sends one GET with GitHub's media type and no credentials by default", async () => {
    const { fetch, calls } = fakeFetch(async () => json([repo(1)]));
    const list = await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch });
    expect(list.map((repository) => repository.name)).toEqual(["repo-1"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe(FIRST);
    expect(calls[0]?.[1]?.method).toBeUndefined();
    expect(calls[0]?.[1]?.headers).toEqual({ Accept: "application/vnd.github+json" });
  });

  it("sends a token as a bearer token when one is given", async () => {
    const { fetch, calls } = fakeFetch(async () => json([]));
    await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch, token: "t0k" });
    expect(calls[0]?.[1]?.headers).toEqual({
      Accept: "application/vnd.github+json",
      Authorization: "Bearer t0k",
    });
  });

  it("follows the Link header across pages and drops duplicates", async () => {
    const page2 = `${API}/user/1/repos?per_page=100&page=2`;
    const { fetch, calls } = fakeFetch(async (url) =>
      url === FIRST
        ? json(
            Array.from({ length: 100 }, (_, i) => repo(i)),
            { headers: { link: `<${page2}>; rel="next", <${page2}>; rel="last"` } },
          )
        : json([repo(99), ...Array.from({ length: 30 }, (_, i) => repo(100 + i))]),
    );
    const list = await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch });
    expect(calls.map(([url]) => url)).toEqual([FIRST, page2]);
    expect(list).toHaveLength(130);
  });

  it(`stops after ${MAX_PAGES} pages even if GitHub keeps announcing more`, async () => {
    const { fetch, calls } = fakeFetch(async (_url, index) =>
      json([repo(index)], {
        headers: { link: `<${API}/user/1/repos?page=${index + 2}>; rel="next"` },
      }),
    );
    const list = await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch });
    expect(calls).toHaveLength(MAX_PAGES);
    expect(list).toHaveLength(MAX_PAGES);
  });

  it("turns any non-OK answer into Failed to fetch projects", async () => {
    for (const status of [401, 403, 404, 500, 502]) {
      const { fetch } = fakeFetch(async () => json({ message: "nope" }, { status }));
      const error = await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(FetchProjectsError);
      expect((error as FetchProjectsError).message).toBe("Failed to fetch projects");
      expect((error as FetchProjectsError).status).toBe(status);
      expect((error as FetchProjectsError).rateLimit).toBeNull();
    }
  });

  it("marks a used-up rate limit with its reset time", async () => {
    const { fetch } = fakeFetch(async () =>
      json(
        { message: "API rate limit exceeded for 203.0.113.7." },
        {
          status: 429,
          headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" },
        },
      ),
    );
    await expect(
      fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch }),
    ).rejects.toMatchObject({
      message: "Failed to fetch projects",
      rateLimit: { resetAt: new Date(1893456000 * 1000) },
    });
  });

  it("fails a page that is not a list, or not JSON, with a clear message", async () => {
    for (const body of ['{"message":"Not Found"}', "<html>oops</html>", ""]) {
      const { fetch } = fakeFetch(async () => new Response(body, { status: 200 }));
      await expect(
        fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch }),
      ).rejects.toThrow("GitHub sent an unexpected answer instead of a list of repositories");
    }
  });

  it("passes a network error's own message through", async () => {
    const { fetch } = fakeFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe("Failed to fetch");
  });

  it("aborts a request that hangs after 10 seconds with a clear error", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = hangingFetch();
    const result = fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(errorMessage(await result)).toBe("GitHub did not answer within 10 seconds");
  });

  it("gives each page its own 10 seconds", async () => {
    vi.useFakeTimers();
    const page2 = `${API}/user/1/repos?page=2`;
    const { fetch, calls } = fakeFetch(async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return url === FIRST
        ? json([repo(1)], { headers: { link: `<${page2}>; rel="next"` } })
        : json([repo(2)]);
    });
    const result = fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch });
    await vi.advanceTimersByTimeAsync(16_000);
    await expect(result).resolves.toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it("aborts when the caller leaves, with the caller's reason and not the timeout message", async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    const result = fetchRepositories({
      apiBaseUrl: API,
      username: "octocat",
      fetch,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    controller.abort();
    const error = await result;
    expect(calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect((error as Error).name).toBe("AbortError");
  });

  it("does not even ask when the caller has already left", async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchRepositories({ apiBaseUrl: API, username: "octocat", fetch, signal: controller.signal }),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});

describe("errorMessage", () => {
  it("uses the error's message, a thrown string, or a fallback", () => {
    expect(errorMessage(new Error("boom"))).toBe("boom");
    expect(errorMessage("plain")).toBe("plain");
    expect(errorMessage(new Error(""))).toBe("Something went wrong");
    expect(errorMessage(undefined)).toBe("Something went wrong");
  });
});
