import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as linguist from "linguist-languages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PROJECTS_OPTIONS } from "../../src/features/repositories/arrange";
import {
  ProjectsIsland,
  type ProjectsIslandProps,
} from "../../src/features/repositories/ProjectsIsland";
import { GITHUB_API, githubHeaders, githubRepository } from "../support/github";

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
  arrange: { ...DEFAULT_PROJECTS_OPTIONS, sort: "stars" },
  snapshot: null,
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
