// @vitest-environment node
import { describe, expect, it } from "vitest";
import { postSchema } from "../../src/features/blog/schema.ts";

const good = {
  title: "Typing fetch responses",
  description: "A parse step at the edge of the app.",
  date: "2025-09-18",
};

/** Each problem as Astro prints it under the file's name: `field: message`. */
const problems = (data: unknown) =>
  postSchema
    .safeParse(data)
    .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a post's front matter", () => {
  it("takes the required fields and fills in the rest", () => {
    const post = postSchema.parse(good);
    expect(post).toEqual({
      title: "Typing fetch responses",
      description: "A parse step at the edge of the app.",
      date: new Date("2025-09-18T00:00:00Z"),
      tags: [],
      draft: false,
    });
  });

  it("takes an updated day, tags and the draft flag", () => {
    const post = postSchema.parse({
      ...good,
      updated: new Date("2025-10-01"),
      tags: ["typescript", " api "],
      draft: true,
    });
    expect(post.updated).toEqual(new Date("2025-10-01T00:00:00Z"));
    expect(post.tags).toEqual(["typescript", "api"]);
    expect(post.draft).toBe(true);
  });

  it("names each missing field and says what to write", () => {
    expect(problems({})).toEqual([
      "title: must be text: the post's title",
      "description: must be text: one or two sentences shown in the list, the feed and link previews",
      "date: must be a date such as 2025-03-14: the day the post was published",
    ]);
  });

  it("names a wrong value by its field", () => {
    expect(problems({ ...good, title: "  " })).toEqual([
      "title: must not be empty: the post's title",
    ]);
    expect(problems({ ...good, date: "next Tuesday" })).toEqual([
      "date: must be a date such as 2025-03-14: the day the post was published",
    ]);
    expect(problems({ ...good, tags: "react" })).toEqual([
      "tags: must be a list of tags, such as [react]",
    ]);
    expect(problems({ ...good, tags: ["react", ""] })).toEqual([
      "tags.1: must not be empty: a tag, such as react",
    ]);
    expect(problems({ ...good, draft: "yes" })).toEqual(["draft: must be true or false"]);
    expect(problems({ ...good, updated: "2025-01-01" })).toEqual([
      "updated: must not be before date: the day the post was last changed",
    ]);
  });

  it("refuses a field it does not know, so a misspelt one is not ignored", () => {
    expect(problems({ ...good, pubDate: "2025-01-01" })).toEqual([
      "pubDate: is not a field of a post: use title, description, date, updated, tags or draft",
    ]);
  });
});
