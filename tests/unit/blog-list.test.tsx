// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Article } from "../../src/features/blog/Article";
import { PostList } from "../../src/features/blog/PostList";
import { mergePosts, type PostSummary } from "../../src/features/blog/posts";
import { pageLanguage } from "../../src/site";

const local: PostSummary = {
  title: "Postgres indexes",
  description: "Three indexes.",
  date: new Date("2025-06-03"),
  tags: ["postgres"],
  href: "/blog/postgres-indexes/",
  readingMinutes: 4,
  source: null,
};

const external: PostSummary = {
  title: "Why I stopped fetching data in useEffect",
  description: "Effects run after render.",
  date: new Date("2025-10-14T09:12:44Z"),
  tags: ["react"],
  href: "https://dev.to/alexmorgan/why-i-stopped-fetching-data-in-useeffect-3k2p",
  readingMinutes: null,
  source: "DEV",
};

// A site served under a sub-path, as GitHub Pages serves a project site.
beforeEach(() => vi.stubEnv("BASE_URL", "/portfolio/"));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe("the list of posts", () => {
  it("links a local post under the base path, and an external one out, saying where", () => {
    render(
      <PostList
        posts={mergePosts([local], [external])}
        intro="Articles."
        {...pageLanguage("en")}
      />,
    );
    // Newest first: the external post, then the local one.
    const cards = screen.getAllByTestId("post-card");

    const out = within(cards[0] as HTMLElement).getByRole("link");
    expect(out.getAttribute("href")).toBe(external.href);
    expect(out.getAttribute("target")).toBe("_blank");
    expect(out.getAttribute("rel")).toBe("noopener noreferrer");
    expect(out.textContent).toContain("(opens in a new tab)");
    expect(within(cards[0] as HTMLElement).getByText("on DEV")).toBeTruthy();
    // A feed without the text gives no reading time rather than a made-up one.
    expect(cards[0]?.querySelector("[data-reading-time]")).toBeNull();

    const own = within(cards[1] as HTMLElement).getByRole("link");
    expect(own.getAttribute("href")).toBe("/portfolio/blog/postgres-indexes/");
    expect(own.getAttribute("target")).toBeNull();
    expect(cards[1]?.querySelector("[data-reading-time]")?.textContent).toBe("· 4 min read");
    // A front-matter date is a day, the same in every time zone.
    const day = cards[1]?.querySelector("time");
    expect([day?.getAttribute("datetime"), day?.textContent]).toEqual([
      "2025-06-03",
      "Jun 3, 2025",
    ]);
  });

  it("marks a draft, as the dev server lists it", () => {
    render(
      <PostList posts={[{ ...local, draft: true }, external]} intro="" {...pageLanguage("en")} />,
    );
    const [draft, other] = screen.getAllByTestId("post-card");
    expect(within(draft as HTMLElement).getByText("Draft")).toBeTruthy();
    expect(within(other as HTMLElement).queryByText("Draft")).toBeNull();
  });
});

describe("the foot of a post", () => {
  const article = (older: PostSummary | null, newer: PostSummary | null) =>
    render(
      <Article post={local} older={older} newer={newer} headings={[]} {...pageLanguage("en")}>
        <p>The text.</p>
      </Article>,
    );

  it("links the newer and the older post, and the list", () => {
    const newer = { ...local, title: "Newer one", href: "/blog/newer/" };
    article(local, newer);
    const more = screen.getByRole("navigation", { name: "More posts" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("rel")]),
    ).toEqual([
      ["← Newer postNewer one", "/portfolio/blog/newer/", "prev"],
      ["Older post →Postgres indexes", "/portfolio/blog/postgres-indexes/", "next"],
    ]);
    expect(screen.getByRole("link", { name: "Back to all posts" }).getAttribute("href")).toBe(
      "/portfolio/blog/",
    );
  });

  it("has no neighbours' links for a lone post", () => {
    article(null, null);
    expect(screen.queryByRole("navigation", { name: "More posts" })).toBeNull();
  });
});
