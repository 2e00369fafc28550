// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as linguist from "linguist-languages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_FRESH_MS, cacheKey } from "../../src/features/repositories/client";
import type { Repository } from "../../src/features/repositories/parse";
import {
  ProjectsIsland,
  type ProjectsIslandProps,
} from "../../src/features/repositories/ProjectsIsland";
import { GITHUB_API, githubHeaders, githubRepository, rateLimitedAnswer } from "../support/github";

const LIVE_SITE = "https://alpha.example.com/";

const github = [
  githubRepository("octocat", 1, "alpha", { homepage: LIVE_SITE, stargazers_count: 5 }),
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
};

const tab = (name: string) => screen.getByRole("tab", { name });
/** Each card's link as seen: its visible words (the name after them is for screen readers). */
const cardLinks = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("link")
    .map((link) => [
      [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(""),
      link.getAttribute("href"),
    ]);

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

describe("the Projects island's tabs", () => {
  it("opens on Repositories, linking every card to its repository", async () => {
    await showIsland();
    expect(tab("Repositories").getAttribute("aria-selected")).toBe("true");
    expect(tab("Live Links").getAttribute("aria-selected")).toBe("false");
    expect(cardLinks()).toEqual([
      ["View Repository →", "https://github.com/octocat/alpha"],
      ["View Repository →", "https://github.com/octocat/beta"],
    ]);
  });

  it("shows only the live sites on Live Links, and keeps the tab in the address", async () => {
    const user = userEvent.setup();
    await showIsland();
    const entries = window.history.length;

    await user.click(tab("Live Links"));
    expect(tab("Live Links").getAttribute("aria-selected")).toBe("true");
    expect(cardLinks()).toEqual([["Visit Site →", LIVE_SITE]]);
    expect(window.location.search).toBe("?tab=live");
    // Switching tabs is not a page of its own in the history.
    expect(window.history.length).toBe(entries);

    await user.click(tab("Repositories"));
    expect(window.location.search).toBe("");
    expect(cardLinks()).toHaveLength(2);
  });

  it("opens on Live Links when the address asks for it", async () => {
    window.history.replaceState(null, "", "/projects?tab=live");
    render(<ProjectsIsland {...PROPS} />);
    expect(await screen.findByText("Visit Site →")).toBeTruthy();
    expect(tab("Live Links").getAttribute("aria-selected")).toBe("true");
  });

  it("follows the address when the visitor goes back to it", async () => {
    await showIsland();
    act(() => {
      window.history.pushState(null, "", "/projects?tab=live");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(tab("Live Links").getAttribute("aria-selected")).toBe("true");
  });
});

describe("the repository cards", () => {
  const linguistHex = (name: string) => {
    const table: Readonly<Record<string, linguist.Language | undefined>> = linguist;
    const color = table[name]?.color;
    if (!color) throw new Error(`Linguist has no colour for ${name}`);
    return color;
  };
  /** The colour as the DOM reports an inline background colour. */
  const rgb = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  const cards = () => screen.getAllByTestId("repository-card");
  const dot = (card: HTMLElement) => within(card).getByTestId("language-dot");
  const withGitHub = (repositories: unknown[], table: Record<string, unknown> = {}) => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith(".json")
        ? Response.json(table)
        : Response.json(repositories, { headers: githubHeaders() }),
    );
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  };

  it("name the language with Linguist's colour from the build, fetching no table", async () => {
    const fetchMock = withGitHub([
      githubRepository("octocat", 1, "alpha", { language: "TypeScript", stargazers_count: 2 }),
      githubRepository("octocat", 2, "beta", { language: null, stargazers_count: 1 }),
    ]);
    render(
      <ProjectsIsland
        {...PROPS}
        languageColors={{ TypeScript: linguistHex("TypeScript") }}
        languageTableUrl="/build-only/languages.json"
      />,
    );
    await screen.findAllByText("View Repository →");
    const [alpha, beta] = cards();
    if (!alpha || !beta) throw new Error("two cards expected");
    expect(within(alpha).getByTestId("language").textContent).toBe("TypeScript");
    expect(dot(alpha).style.backgroundColor).toBe(rgb(linguistHex("TypeScript")));
    expect(dot(alpha).getAttribute("aria-hidden")).toBe("true");
    expect(within(beta).queryByTestId("language")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      "/build-only/languages.json",
    );
  });

  it("fetch the site's table once for a language the build did not see", async () => {
    const fetchMock = withGitHub(
      [
        githubRepository("octocat", 1, "alpha", { language: "Rust", stargazers_count: 3 }),
        githubRepository("octocat", 2, "beta", { language: "Rust", stargazers_count: 2 }),
        githubRepository("octocat", 3, "gamma", { language: "NoSuchLang", stargazers_count: 1 }),
      ],
      { Rust: linguistHex("Rust"), Evil: "red; background: url(x)" },
    );
    render(<ProjectsIsland {...PROPS} languageTableUrl="/late/languages.json" />);
    await screen.findAllByText("View Repository →");
    const [alpha, beta, gamma] = cards();
    if (!alpha || !beta || !gamma) throw new Error("three cards expected");
    await vi.waitFor(() => expect(dot(alpha).style.backgroundColor).toBe(rgb(linguistHex("Rust"))));
    expect(dot(beta).style.backgroundColor).toBe(rgb(linguistHex("Rust")));
    // Unknown to Linguist: a neutral dot from the theme, no inline colour.
    expect(dot(gamma).getAttribute("style")).toBeNull();
    const tableRequests = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(".json"));
    expect(tableRequests).toHaveLength(1);
  });

  it("show at most three topics as a list of chips", async () => {
    withGitHub([
      githubRepository("octocat", 1, "alpha", {
        topics: ["react", "astro", "tailwind", "vitest", "playwright"],
        stargazers_count: 2,
      }),
      githubRepository("octocat", 2, "beta", { topics: [], stargazers_count: 1 }),
    ]);
    render(<ProjectsIsland {...PROPS} />);
    await screen.findAllByText("View Repository →");
    const [alpha, beta] = cards();
    if (!alpha || !beta) throw new Error("two cards expected");
    const topics = within(alpha).getByRole("list", { name: "Topics" });
    expect(
      within(topics)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["react", "astro", "tailwind"]);
    expect(within(beta).queryByRole("list", { name: "Topics" })).toBeNull();
  });

  it("mark the pinned repositories, and only those", async () => {
    withGitHub(github);
    render(<ProjectsIsland {...PROPS} arrange={{ ...PROPS.arrange, pin: ["BETA"] }} />);
    await screen.findAllByText("View Repository →");
    const [first, second] = cards();
    if (!first || !second) throw new Error("two cards expected");
    expect(within(first).getByRole("heading").textContent).toBe("beta");
    expect(first.hasAttribute("data-pinned")).toBe(true);
    expect(within(first).getByText("Pinned")).toBeTruthy();
    expect(second.hasAttribute("data-pinned")).toBe(false);
    expect(within(second).queryByText("Pinned")).toBeNull();
  });

  it("are one link each, stretched over the card", async () => {
    await showIsland();
    for (const card of cards()) {
      const links = within(card).getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]?.className).toMatch(/\bafter:absolute\b/);
      expect(links[0]?.className).toMatch(/\bafter:inset-0\b/);
    }
  });
});

describe("the list", () => {
  const KEY = cacheKey(GITHUB_API, "octocat");
  const repository = (id: number, name: string): Repository => ({
    id,
    name,
    description: null,
    stars: 1,
    forks: 0,
    url: `https://github.com/octocat/${name}`,
    homepage: null,
    fork: false,
    archived: false,
    pushedAt: null,
    language: null,
    topics: [],
  });
  const listOf = (fetchedAt: number, ...names: string[]) => ({
    fetchedAt,
    repositories: names.map((name, index) => repository(index + 1, name)),
  });
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

  it("says Loading projects... until GitHub answers, then shows the cards and caches them", async () => {
    const fetchMock = answers(github("fresh"));
    render(<ProjectsIsland {...PROPS} />);
    expect(screen.getByRole("status").textContent).toBe("Loading projects...");
    expect(screen.getByRole("tabpanel").getAttribute("aria-busy")).toBe("true");
    await screen.findByText("fresh");
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${GITHUB_API}/users/octocat/repos?per_page=100`);
    expect(localStorage.getItem(KEY)).toContain('"fresh"');
  });

  it("shows a cache under ten minutes old at once and asks GitHub nothing", () => {
    cache(Date.now() - 60_000, "cached");
    const fetchMock = answers(github("fresh"));
    render(<ProjectsIsland {...PROPS} />);
    expect(headings()).toEqual(["cached"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows an older cache at once and replaces it with GitHub's answer", async () => {
    cache(Date.now() - CACHE_FRESH_MS - 1, "cached");
    answers(github("fresh"));
    render(<ProjectsIsland {...PROPS} />);
    expect(headings()).toEqual(["cached"]);
    await screen.findByText("fresh");
    expect(headings()).toEqual(["fresh"]);
  });

  it("shows the newer of the cache and the build's snapshot", () => {
    answers(() => new Promise<Response>(() => {}));
    cache(Date.now(), "cached");
    render(<ProjectsIsland {...PROPS} snapshot={listOf(1_000, "snap")} />);
    expect(headings()).toEqual(["cached"]);
    cleanup();
    cache(1_000, "cached");
    render(<ProjectsIsland {...PROPS} snapshot={listOf(2_000, "snap")} />);
    expect(headings()).toEqual(["snap"]);
  });

  it("keeps the snapshot with a note of its age when the refresh fails, and tries again", async () => {
    const user = userEvent.setup();
    const fetchMock = answers(() => new Response("{}", { status: 500 }), github("fresh"));
    render(<ProjectsIsland {...PROPS} snapshot={listOf(1_700_000_000_000, "snap")} />);
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

  it("shows the error with nothing to fall back on, and Retry asks again", async () => {
    const user = userEvent.setup();
    const limited = rateLimitedAnswer(1893456000);
    const fetchMock = answers(() => new Response(limited.body, limited), github("fresh"));
    render(<ProjectsIsland {...PROPS} />);
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("Error: Failed to fetch projects");
    expect(
      within(alert).getByTestId("rate-limit").querySelector("time")?.getAttribute("datetime"),
    ).toBe("2030-01-01T00:00:00.000Z");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByText("fresh");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("passes any other failure's message through", async () => {
    answers(() => Promise.reject(new TypeError("Failed to fetch")));
    render(<ProjectsIsland {...PROPS} />);
    expect((await screen.findByRole("alert")).querySelector("p")?.textContent).toBe(
      "Error: Failed to fetch",
    );
    expect(screen.queryByTestId("rate-limit")).toBeNull();
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
