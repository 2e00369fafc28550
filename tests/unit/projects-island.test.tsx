// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKey, stamp } from "../../src/features/repositories/client";
import {
  ProjectsIsland,
  RepositoryGrid,
  type ProjectsIslandProps,
} from "../../src/features/repositories/ProjectsIsland";
import { GITHUB_API, githubHeaders, githubRepository, parsedRepository } from "../support/github";

const github = [
  githubRepository("octocat", 1, "alpha", {
    homepage: "https://alpha.example.com/",
    stargazers_count: 5,
  }),
  githubRepository("octocat", 2, "beta", { stargazers_count: 3 }),
];

const PROPS: ProjectsIslandProps = {
  apiBaseUrl: GITHUB_API,
  username: "octocat",
  ownerName: "Octo Cat",
  profileUrl: "https://github.com/octocat",
  arrange: { sort: "stars", hideForks: false, hideArchived: false, exclude: [], pin: [] },
  snapshot: null,
  // GitHub's stand-in names TypeScript unless told otherwise: no table to fetch.
  languageColors: { TypeScript: "#3178c6" },
  languageTableUrl: "/languages.json",
  icons: "/repository-icons.svg",
};

const tab = (name: string) => screen.getByRole("tab", { name });
async function showIsland() {
  render(<ProjectsIsland {...PROPS} />);
  await screen.findAllByText("View Repository →");
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/projects");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(github, { headers: githubHeaders() })),
  );
  // The cards fade in when seen; jsdom has no layout to see them with.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(cleanup);

describe("the Projects island", () => {
  it("follows the address when the visitor goes back to it", async () => {
    await showIsland();
    act(() => {
      window.history.pushState(null, "", "/projects?tab=live");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(tab("Live Links").getAttribute("aria-selected")).toBe("true");
  });

  const cards = () => screen.getAllByTestId("repository-card");

  it("gives a language Linguist does not know a neutral dot, with no inline colour", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith(".json")
          ? Response.json({})
          : Response.json([githubRepository("octocat", 1, "alpha", { language: "NoSuchLang" })], {
              headers: githubHeaders(),
            }),
      ),
    );
    render(<ProjectsIsland {...PROPS} />);
    const [card] = await screen.findAllByTestId("repository-card");
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(
      within(card ?? document.body)
        .getByTestId("language-dot")
        .getAttribute("style"),
    ).toBeNull();
  });

  it("marks the pinned, forked and archived repositories, and only those", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          [
            ...github,
            githubRepository("octocat", 3, "gamma", { fork: true, archived: true }),
            githubRepository("octocat", 4, "delta", { fork: true, stargazers_count: 1 }),
          ],
          { headers: githubHeaders() },
        ),
      ),
    );
    render(<ProjectsIsland {...PROPS} arrange={{ ...PROPS.arrange, pin: ["BETA"] }} />);
    await screen.findAllByText("View Repository →");
    const marks = cards().map((card) => [
      within(card).getByRole("heading").textContent,
      card.hasAttribute("data-pinned"),
      within(card).queryByText(/^(Pinned|Fork|Archived)( · |$)/)?.textContent ?? null,
    ]);
    expect(marks).toEqual([
      ["beta", true, "Pinned"],
      ["alpha", false, null],
      ["delta", false, "Fork"],
      ["gamma", false, "Fork · Archived"],
    ]);
  });
});

describe("the list", () => {
  const KEY = cacheKey(GITHUB_API, "octocat");
  const listOf = (fetchedAt: number, ...names: string[]) => ({
    fetchedAt,
    repositories: names.map((name, index) => parsedRepository(index + 1, name, { stars: 1 })),
  });
  /** The island as the page gives it the build's list: its cards, and when and what it was. */
  const snapshot = (fetchedAt: number, ...names: string[]) => {
    const list = listOf(fetchedAt, ...names);
    return {
      snapshot: stamp(list),
      children: <RepositoryGrid {...PROPS} {...list} />,
    };
  };
  const cache = (fetchedAt: number, ...names: string[]) =>
    localStorage.setItem(KEY, JSON.stringify({ version: 2, ...listOf(fetchedAt, ...names) }));
  const headings = () =>
    screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
  /** GitHub's answers in turn, counting the requests. */
  const answers = (...responses: (() => Response | Promise<Response>)[]) => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
      (responses.shift() ?? (() => Response.error()))(),
    );
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  };
  const github =
    (...names: string[]) =>
    () =>
      Response.json(
        names.map((name, index) => githubRepository("octocat", 10 + index, name)),
        { headers: githubHeaders() },
      );

  it("shows the newer of the cache and the build's snapshot", () => {
    answers(() => new Promise<Response>(() => {}));
    cache(Date.now(), "cached");
    render(<ProjectsIsland {...PROPS} {...snapshot(1_000, "snap")} />);
    expect(headings()).toEqual(["cached"]);
    cleanup();
    cache(1_000, "cached");
    render(<ProjectsIsland {...PROPS} {...snapshot(2_000, "snap")} />);
    expect(headings()).toEqual(["snap"]);
  });

  it("keeps the snapshot with a note of its age when the refresh fails, and tries again", async () => {
    const user = userEvent.setup();
    const fetchMock = answers(() => new Response("{}", { status: 500 }), github("fresh"));
    render(<ProjectsIsland {...PROPS} {...snapshot(1_700_000_000_000, "snap")} />);
    const note = await screen.findByTestId("stale-note");
    expect(note.querySelector("time")?.getAttribute("datetime")).toBe(
      new Date(1_700_000_000_000).toISOString(),
    );
    expect(headings()).toEqual(["snap"]);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(within(note).getByRole("button", { name: "Try again" }));
    await screen.findByText("fresh");
    expect(screen.queryByTestId("stale-note")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("aborts the request when the page is left", async () => {
    const fetchMock = answers(() => new Promise<Response>(() => {}));
    const { unmount } = render(<ProjectsIsland {...PROPS} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
