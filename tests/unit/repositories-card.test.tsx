import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isPinned } from "../../src/features/repositories/arrange";
import type { Repository } from "../../src/features/repositories/parse";
import { RepositoryCard, type ProjectsTab } from "../../src/features/repositories/RepositoryCard";

afterEach(cleanup);

const REPOSITORY: Repository = {
  id: 1,
  name: "alpha",
  description: "First project",
  stars: 12,
  forks: 3,
  url: "https://github.com/octocat/alpha",
  homepage: "https://alpha.example.com/",
  fork: false,
  archived: false,
  pushedAt: "2025-01-01T00:00:00Z",
  language: "TypeScript",
  topics: ["react", "astro", "tailwind", "vitest"],
};

function renderCard(
  fields: Partial<Repository> = {},
  options: { tab?: ProjectsTab; pinned?: boolean; languageColor?: string | null } = {},
) {
  render(
    <ul>
      <RepositoryCard
        repository={{ ...REPOSITORY, ...fields }}
        tab={options.tab ?? "repositories"}
        animate={false}
        visible
        delayMs={0}
        pinned={options.pinned}
        languageColor={options.languageColor === undefined ? "#3178c6" : options.languageColor}
      />
    </ul>,
  );
  return screen.getByTestId("repository-card");
}

describe("RepositoryCard", () => {
  it("is one stretched link: View Repository → to the repository page", () => {
    const card = renderCard();
    const link = within(card).getByRole("link");
    expect(link).toHaveProperty("href", REPOSITORY.url);
    expect(link.textContent).toBe("View Repository →: alpha (opens in a new tab)");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    // The link's ::after covers the card, which is the positioned box around it.
    expect(link.className).toMatch(/\bafter:absolute\b/);
    expect(link.className).toMatch(/\bafter:inset-0\b/);
    expect(link.className).toMatch(/focus-visible:after:outline-accent/);
    const box = link.closest("[data-card]");
    expect(box?.className).toMatch(/\brelative\b/);
    expect(box?.className).toMatch(/motion-safe:hover:-translate-y-1/);
    expect(box?.className).toMatch(/hover:border-accent/);
    // Nothing between the card and its link is positioned, or the link would cover less.
    for (let node = link.parentElement; node && node !== box; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(relative|absolute|fixed|sticky)\b/);
    }
  });

  it("on Live Links the one link is Visit Site → to the homepage", () => {
    const card = renderCard({}, { tab: "live" });
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveProperty("href", "https://alpha.example.com/");
    expect(links[0]?.textContent).toBe("Visit Site →: alpha (opens in a new tab)");
    expect(links[0]?.className).toMatch(/\bafter:inset-0\b/);
  });

  it("names stars and forks for screen readers, in the monospace face", () => {
    const card = renderCard({ stars: 1234, forks: 5 });
    expect(within(card).getByTestId("stars").textContent).toBe("Stars: 1.2K");
    expect(within(card).getByTestId("forks").textContent).toBe("Forks: 5");
    expect(within(card).getByTestId("stars").closest(".font-mono")).not.toBeNull();
    expect(
      within(card).getByTestId("stars").querySelector("svg")?.getAttribute("aria-hidden"),
    ).toBe("true");
  });

  it("shows the language with a decorative dot in its colour", () => {
    const card = renderCard();
    const language = within(card).getByTestId("language");
    expect(language.textContent).toBe("TypeScript");
    const dot = within(card).getByTestId("language-dot");
    expect(dot.getAttribute("aria-hidden")).toBe("true");
    expect(dot.style.backgroundColor).toBe("rgb(49, 120, 198)");
  });

  it("shows a language without a colour by name only, and no language at all when there is none", () => {
    const card = renderCard({ language: "Made Up Script" }, { languageColor: null });
    expect(within(card).getByTestId("language").textContent).toBe("Made Up Script");
    expect(within(card).queryByTestId("language-dot")).toBeNull();
    cleanup();
    const none = renderCard({ language: null }, { languageColor: null });
    expect(within(none).queryByTestId("language")).toBeNull();
  });

  it("shows at most three topics as a labelled list, and none when there are none", () => {
    const card = renderCard();
    const topics = within(card).getByRole("list", { name: "Topics" });
    expect(
      within(topics)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["react", "astro", "tailwind"]);
    cleanup();
    const bare = renderCard({ topics: [] });
    expect(within(bare).queryByRole("list", { name: "Topics" })).toBeNull();
  });

  it("marks a pinned repository with a label and the accent border", () => {
    const card = renderCard({}, { pinned: true });
    expect(within(card).getByTestId("pinned").textContent).toBe("Pinned");
    expect(card.dataset.pinned).toBe("true");
    expect(card.querySelector("[data-card]")?.className).toMatch(/(^|\s)border-accent(\s|$)/);
    cleanup();
    const plain = renderCard();
    expect(within(plain).queryByText("Pinned")).toBeNull();
    expect(plain.querySelector("[data-card]")?.className).not.toMatch(/(^|\s)border-accent(\s|$)/);
  });

  it("keeps the description as the card's first paragraph", () => {
    const card = renderCard({ description: null });
    expect(card.querySelector("p")?.textContent).toBe("No description available");
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("alpha");
  });
});

describe("isPinned", () => {
  it("matches the config's pin list without regard to case or spaces", () => {
    expect(isPinned(REPOSITORY, ["Alpha "])).toBe(true);
    expect(isPinned(REPOSITORY, ["beta"])).toBe(false);
    expect(isPinned(REPOSITORY, [])).toBe(false);
  });
});
