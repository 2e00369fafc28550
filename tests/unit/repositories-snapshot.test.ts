// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRepositorySnapshot } from "../../src/features/repositories/snapshot";
import { GITHUB_API, githubRepository } from "../support/github";

const API = GITHUB_API;
const item = githubRepository("octocat", 1, "alpha", { stargazers_count: 2 });

function run(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  env: Record<string, string | undefined> = {},
) {
  const lines: string[] = [];
  const calls: [string, RequestInit | undefined][] = [];
  vi.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
  vi.stubGlobal("fetch", (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init]);
    return fetch(String(url), init);
  });
  const result = loadRepositorySnapshot({ apiBaseUrl: API, username: "octocat" }, env);
  return { result, lines, calls };
}

afterEach(() => vi.useRealTimers());

describe("loadRepositorySnapshot", () => {
  it("reads the list with GITHUB_TOKEN and says so in one line", async () => {
    const { result, lines, calls } = run(async () => Response.json([item]), {
      GITHUB_TOKEN: " secret ",
    });
    expect(await result).toEqual({
      fetchedAt: expect.any(Number),
      repositories: [expect.objectContaining({ name: "alpha", stars: 2 })],
    });
    expect(calls[0]?.[0]).toBe(`${API}/users/octocat/repos?per_page=100`);
    expect(calls[0]?.[1]?.headers).toMatchObject({ Authorization: "Bearer secret" });
    expect(lines).toEqual([
      "Projects snapshot: 1 repositories of octocat prerendered into /projects.",
    ]);
  });

  it("sends no token when none is set, and reads from SNAPSHOT_GITHUB_API_URL when given", async () => {
    const { result, calls } = run(async () => Response.json([]), {
      SNAPSHOT_GITHUB_API_URL: "http://127.0.0.1:9/",
      GITHUB_TOKEN: "",
    });
    await result;
    expect(calls[0]?.[0]).toBe("http://127.0.0.1:9/users/octocat/repos?per_page=100");
    expect(calls[0]?.[1]?.headers).not.toHaveProperty("Authorization");
  });

  it.each([
    [
      "offline",
      async () => {
        throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } });
      },
      {},
      "Projects snapshot skipped: could not read https://api.github.com: fetch failed (ENOTFOUND). /projects will load the list in the browser.",
    ],
    [
      "rate limited",
      async () =>
        new Response("{}", {
          status: 403,
          headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" },
        }),
      {},
      "Projects snapshot skipped: GitHub's hourly limit for this network is used up; set GITHUB_TOKEN for a higher one. /projects will load the list in the browser.",
    ],
    [
      "a bad token",
      async () => new Response("{}", { status: 401 }),
      { GITHUB_TOKEN: "expired" },
      "Projects snapshot skipped: GitHub refused GITHUB_TOKEN (401); check or unset it. /projects will load the list in the browser.",
    ],
    [
      "a server error",
      async () => new Response("{}", { status: 502 }),
      {},
      "Projects snapshot skipped: GitHub answered 502. /projects will load the list in the browser.",
    ],
    [
      "no answer in time",
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
      {},
      "Projects snapshot skipped: could not read https://api.github.com: GitHub did not answer within 5 seconds. /projects will load the list in the browser.",
    ],
  ])("builds without a snapshot when %s, printing one line", async (_case, fetch, env, line) => {
    vi.useFakeTimers();
    const { result, lines } = run(fetch, env);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toBeNull();
    expect(lines).toEqual([line]);
  });
});
