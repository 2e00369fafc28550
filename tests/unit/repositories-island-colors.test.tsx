import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PROJECTS_OPTIONS } from "../../src/features/repositories/arrange";
import * as colors from "../../src/features/repositories/language-colors";
import type { Repository } from "../../src/features/repositories/parse";
import {
  ProjectsIsland,
  type ProjectsIslandProps,
} from "../../src/features/repositories/ProjectsIsland";
import { GITHUB_API, githubHeaders, githubRepository } from "../support/github";

const repository = (id: number, name: string, language: string | null): Repository => ({
  id,
  name,
  description: null,
  stars: 0,
  forks: 0,
  url: `https://github.com/octocat/${name}`,
  homepage: null,
  fork: false,
  archived: false,
  pushedAt: null,
  language,
  topics: [],
});

const PROPS: ProjectsIslandProps = {
  apiBaseUrl: GITHUB_API,
  username: "octocat",
  ownerName: "Octo Cat",
  profileUrl: "https://github.com/octocat",
  arrange: { ...DEFAULT_PROJECTS_OPTIONS, sort: "name", pin: ["beta"] },
  snapshot: {
    fetchedAt: Date.now(),
    repositories: [
      repository(1, "alpha", "TypeScript"),
      repository(2, "beta", "Made Up Script"),
      repository(3, "gamma", null),
    ],
    languageColors: { typescript: "#3178c6", "made up script": "" },
  },
};

const dots = (html: string) => html.match(/data-testid="language-dot"/g)?.length ?? 0;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/projects");
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

describe("language colours in the Projects island", () => {
  it("prerenders the snapshot's dots from the build's colours, and marks pinned cards", () => {
    const html = renderToString(<ProjectsIsland {...PROPS} />);
    expect(dots(html)).toBe(1);
    expect(html).toContain("background-color:#3178c6");
    expect(html).toContain("Made Up Script");
    expect(html.match(/data-testid="pinned"/g)).toHaveLength(1);
  });

  it("does not load the full table when the build's colours cover the list", async () => {
    const load = vi.spyOn(colors, "loadLanguageColors");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<ProjectsIsland {...PROPS} />);
    expect(await screen.findAllByTestId("language-dot")).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the full table for a language the build did not see", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json([githubRepository("octocat", 9, "delta", { language: "Go" })], {
          headers: githubHeaders(),
        }),
      ),
    );
    const load = vi.spyOn(colors, "loadLanguageColors");
    render(<ProjectsIsland {...PROPS} snapshot={null} />);
    const dot = await screen.findByTestId("language-dot");
    expect(dot.style.backgroundColor).toBe("rgb(0, 173, 216)");
    expect(screen.getByTestId("language").textContent).toBe("Go");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
