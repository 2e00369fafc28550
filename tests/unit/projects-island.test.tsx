import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
