import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ArticleFooter } from "../../src/features/blog/Article";
import { PostList } from "../../src/features/blog/PostList";
import { mergePosts, type PostSummary } from "../../src/features/blog/posts";

const local: PostSummary = {
  kind: "local",
  slug: "postgres-indexes",
  title: "Postgres indexes",
  description: "Three indexes.",
  date: new Date("2025-06-03"),
  updated: null,
  tags: ["postgres"],
  href: "/blog/postgres-indexes",
  readingMinutes: 4,
  source: null,
};

const external: PostSummary = {
  kind: "external",
  slug: null,
  title: "Why I stopped fetching data in useEffect",
  description: "Effects run after render.",
  date: new Date("2025-10-14T09:12:44Z"),
  updated: null,
  tags: ["react"],
  href: "https://dev.to/alexmorgan/why-i-stopped-fetching-data-in-useeffect-3k2p",
  readingMinutes: null,
  source: "DEV",
};

const underBase = (path: string) => `/portfolio${path}`;

describe("the list of posts", () => {
  afterEach(cleanup);

  it("links a local post under the base path, and an external one out, saying where", () => {
    render(
      <PostList posts={mergePosts([local], [external])} intro="Articles." hrefOf={underBase} />,
    );
    const cards = screen.getAllByTestId("post-card");
    expect(cards.map((card) => card.dataset.kind)).toEqual(["external", "local"]);

    const out = within(cards[0] as HTMLElement).getByRole("link");
    expect(out.getAttribute("href")).toBe(external.href);
    expect(out.getAttribute("target")).toBe("_blank");
    expect(out.getAttribute("rel")).toBe("noopener noreferrer");
    expect(out.textContent).toContain("(opens in a new tab)");
    expect(within(cards[0] as HTMLElement).getByText("on DEV")).toBeTruthy();
    // A feed without the text gives no reading time rather than a made-up one.
    expect(cards[0]?.querySelector("[data-reading-time]")).toBeNull();

    const own = within(cards[1] as HTMLElement).getByRole("link");
    expect(own.getAttribute("href")).toBe("/portfolio/blog/postgres-indexes");
    expect(own.getAttribute("target")).toBeNull();
    expect(cards[1]?.querySelector("[data-reading-time]")?.textContent).toBe("· 4 min read");
    expect(cards[1]?.querySelector("time")?.getAttribute("datetime")).toBe("2025-06-03");
  });
});

describe("the foot of a post", () => {
  afterEach(cleanup);

  it("links the newer and the older post, and the list", () => {
    const newer = { ...local, slug: "newer", title: "Newer one", href: "/blog/newer" };
    render(<ArticleFooter older={local} newer={newer} listHref="/blog" hrefOf={underBase} />);
    const more = screen.getByRole("navigation", { name: "More posts" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["← Newer postNewer one", "/portfolio/blog/newer"],
      ["Older post →Postgres indexes", "/portfolio/blog/postgres-indexes"],
    ]);
    expect(screen.getByRole("link", { name: "Back to all posts" }).getAttribute("href")).toBe(
      "/blog",
    );
  });

  it("has no neighbours' links for a lone post", () => {
    render(<ArticleFooter older={null} newer={null} listHref="/blog" hrefOf={underBase} />);
    expect(screen.queryByRole("navigation", { name: "More posts" })).toBeNull();
  });
});

describe("a draft, as the dev server lists it", () => {
  afterEach(cleanup);

  it("is marked as one", () => {
    render(<PostList posts={[{ ...local, draft: true }, external]} intro="" hrefOf={underBase} />);
    const [draft, other] = screen.getAllByTestId("post-card");
    expect(within(draft as HTMLElement).getByText("Draft")).toBeTruthy();
    expect(within(other as HTMLElement).queryByText("Draft")).toBeNull();
  });
});
