// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  mergePosts,
  neighbours,
  readingMinutes,
  type PostSummary,
  tableOfContents,
} from "../../src/features/blog/posts.ts";

const local = (slug: string, date: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  title: slug.replace(/-/g, " "),
  description: `About ${slug}`,
  date: new Date(date),
  tags: [],
  href: `/blog/${slug}/`,
  readingMinutes: 3,
  source: null,
  ...extra,
});

const external = (title: string, date: string, href: string): PostSummary => ({
  ...local("x", date),
  title,
  href,
  readingMinutes: null,
  source: "DEV",
});

describe("reading time", () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

  it("is at least a minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Short post.")).toBe(1);
  });

  it("counts 220 words a minute, rounded", () => {
    expect(readingMinutes(words(660))).toBe(3);
    expect(readingMinutes(words(1100))).toBe(5);
  });

  it("counts the words of code and of links, not their markup or addresses", () => {
    const markdown = [
      "## Heading",
      "[a link](https://example.com/a/very/long/address/that/is/not/words)",
      "```ts",
      "const user = await fetchUser(id);",
      "```",
      "| a | b |",
      "| --- | --- |",
    ].join("\n");
    // Heading, a, link, const, user, await, fetchUser(id), a, b.
    expect(readingMinutes(`${markdown}\n${words(211)}`)).toBe(1);
    expect(readingMinutes(`${markdown}\n${words(322)}`)).toBe(2);
  });

  it("is not given for a text shorter than asked, such as a feed's summary", () => {
    expect(readingMinutes(words(49), 50)).toBeNull();
    expect(readingMinutes(`<p>${words(50)}</p>`, 50)).toBe(1);
  });
});

describe("the order of the list", () => {
  it("is newest first, same-day posts by title", () => {
    const posts = [
      local("b-older", "2025-01-01"),
      local("zeta", "2025-03-01"),
      local("alpha", "2025-03-01"),
      local("newest", "2025-06-01"),
    ];
    expect(mergePosts(posts, []).map((post) => post.title)).toEqual([
      "newest",
      "alpha",
      "zeta",
      "b older",
    ]);
    expect(posts[0]?.title).toBe("b older");
  });

  it("merges the posts of feeds into the local ones by date", () => {
    const merged = mergePosts(
      [local("one", "2025-01-10"), local("three", "2025-03-10")],
      [
        external("On DEV", "2025-02-10", "https://dev.to/me/on-dev-1a"),
        external("On Medium", "2025-04-10", "https://medium.com/@me/on-medium-2b"),
      ],
    );
    expect(merged.map((post) => post.title)).toEqual(["On Medium", "three", "On DEV", "one"]);
    expect(merged.map((post) => post.source)).toEqual(["DEV", null, "DEV", null]);
  });

  it("leaves out a copy of a local post and a post two feeds both list", () => {
    const merged = mergePosts(
      [local("typing-fetch", "2025-01-10", { title: "Typing fetch" })],
      [
        external("typing  FETCH", "2025-01-11", "https://dev.to/me/typing-fetch-3k"),
        external("Cross-posted", "2025-02-01", "https://me.hashnode.dev/cross"),
        external("Cross-posted", "2025-02-01", "https://me.hashnode.dev/cross/"),
      ],
    );
    expect(merged.map((post) => post.title)).toEqual(["Cross-posted", "Typing fetch"]);
  });
});

describe("previous and next", () => {
  const posts = mergePosts(
    [local("first", "2025-01-01"), local("second", "2025-02-01"), local("third", "2025-03-01")],
    [external("Elsewhere", "2025-02-15", "https://dev.to/me/elsewhere")],
  );

  it("are the older and the newer local post, skipping posts published elsewhere", () => {
    expect(neighbours(posts, "/blog/second/")).toEqual({
      older: expect.objectContaining({ title: "first" }),
      newer: expect.objectContaining({ title: "third" }),
    });
  });

  // blog.spec.ts follows the links to either end on the built posts.
  it("are none for an address that is not a post", () => {
    expect(neighbours(posts, "/blog/nope/")).toEqual({ older: null, newer: null });
  });
});

describe("on this page", () => {
  const h = (depth: number, text: string) => ({
    depth,
    text,
    slug: text.toLowerCase().replace(/ /g, "-"),
  });

  it("lists the sections and their parts, in order, leaving out deeper headings", () => {
    const headings = [h(2, "Why"), h(3, "The cost"), h(4, "A footnote"), h(2, "How"), h(5, "x")];
    expect(tableOfContents(headings).map((heading) => heading.text)).toEqual([
      "Why",
      "The cost",
      "How",
    ]);
  });

  it("is empty for a post of one section or none", () => {
    expect(tableOfContents([])).toEqual([]);
    expect(tableOfContents([h(2, "Only"), h(3, "A part"), h(3, "Another")])).toEqual([]);
    // A level-1 heading in the body is the title's business, not a section.
    expect(tableOfContents([h(1, "Title"), h(2, "Only")])).toEqual([]);
  });
});
