import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TOPICS, parseGitHubPage, safeHomepage } from "../../src/features/repositories/parse";

const API = "https://api.github.com";
const UNEXPECTED = "GitHub sent an unexpected answer instead of a list of repositories";
const parse = (body: unknown, apiBaseUrl = API) => parseGitHubPage(body, apiBaseUrl);

const item = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  name: "alpha",
  description: "A project",
  stargazers_count: 3,
  forks_count: 2,
  html_url: "https://github.com/octocat/alpha",
  homepage: null,
  fork: false,
  archived: false,
  pushed_at: "2025-01-01T00:00:00Z",
  language: "Go",
  topics: ["cli", "tooling"],
  ...fields,
});

/** Every URL the page could put in an href must be http(s), and the repository one https GitHub. */
function assertSafe(body: unknown[]) {
  for (const repository of parse(body)) {
    expect(new URL(repository.url).origin).toBe("https://github.com");
    if (repository.homepage !== null) expect(repository.homepage).toMatch(/^https?:\/\//);
    expect(Number.isInteger(repository.stars) && repository.stars >= 0).toBe(true);
    expect(Number.isInteger(repository.forks) && repository.forks >= 0).toBe(true);
    expect(repository.name.trim()).not.toBe("");
    expect(repository.description === null || repository.description.trim() !== "").toBe(true);
  }
}

describe("parseGitHubPage", () => {
  it("reads GitHub's fields into the site's Repository", () => {
    expect(parse([item({ homepage: "https://alpha.dev" })])).toEqual([
      {
        id: 1,
        name: "alpha",
        description: "A project",
        stars: 3,
        forks: 2,
        url: "https://github.com/octocat/alpha",
        homepage: "https://alpha.dev/",
        fork: false,
        archived: false,
        pushedAt: "2025-01-01T00:00:00Z",
        language: "Go",
        topics: ["cli", "tooling"],
      },
    ]);
  });

  it("keeps at most three topics that fit GitHub's rule, and a language only as short text", () => {
    const [first] = parse([
      item({ topics: ["Upper", "ok", "ok", 7, "with space", "a-b", "x".repeat(51), "c3", "d4"] }),
    ]);
    expect(first?.topics).toEqual(["ok", "a-b", "c3"]);
    expect(first?.topics.length).toBeLessThanOrEqual(MAX_TOPICS);
    for (const [language, expected] of [
      [null, null],
      [undefined, null],
      ["  ", null],
      [42, null],
      ["x".repeat(61), null],
      [" C++ ", "C++"],
    ] as const) {
      expect(parse([item({ language })])[0]?.language).toBe(expected);
    }
    expect(parse([item({ topics: "cli" })])[0]?.topics).toEqual([]);
    const older: Record<string, unknown> = item();
    delete older.language;
    delete older.topics;
    expect(parse([older])[0]).toMatchObject({ language: null, topics: [] });
  });

  it("treats a body that is not a list as an error with a clear message", () => {
    for (const body of [null, undefined, {}, { message: "Not Found" }, "[]", 42]) {
      expect(() => parse(body)).toThrow(UNEXPECTED);
    }
  });

  it("drops items that do not fit and keeps the rest", () => {
    const parsed = parse([
      null,
      "alpha",
      item({ id: "1" }),
      item({ id: 2, name: "" }),
      item({ id: 3, html_url: "javascript:alert(1)" }),
      item({ id: 4, html_url: "http://github.com/octocat/x" }),
      item({ id: 5, html_url: "https://github.com.evil.example/octocat/x" }),
      item({ id: 6, html_url: "https://github.com/" }),
      item({ id: 7, name: "kept" }),
    ]);
    expect(parsed.map((repository) => repository.id)).toEqual([7]);
  });

  it("reads missing or broken counts as 0", () => {
    const [a, b, c] = parse([
      item({ stargazers_count: undefined, forks_count: undefined }),
      item({ id: 2, stargazers_count: null, forks_count: "5" }),
      item({ id: 3, stargazers_count: -1, forks_count: 1.5 }),
    ]);
    expect([a?.stars, a?.forks, b?.stars, b?.forks, c?.stars, c?.forks]).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });

  it("reads a null, empty, blank or non-text description as none", () => {
    const parsed = parse([null, "", "   ", 42].map((description, id) => item({ id, description })));
    expect(parsed.map((repository) => repository.description)).toEqual([null, null, null, null]);
  });

  it("keeps description text exactly as text, markup included", () => {
    const [repository] = parse([item({ description: '<img src=x onerror="alert(1)">' })]);
    expect(repository?.description).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("safeHomepage", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/path?q=1", "http://example.com/path?q=1"],
    ["example.com", "https://example.com/"],
    ["  www.example.co.uk/app  ", "https://www.example.co.uk/app"],
    ["HTTPS://EXAMPLE.COM", "https://example.com/"],
  ])("keeps %j as %j", (input, expected) => {
    expect(safeHomepage(input)).toBe(expected);
  });

  it.each([
    null,
    "",
    "   ",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "mailto:me@example.com",
    "//evil.example",
    "/relative/path",
    "not a url",
    "localhost",
    "https://user:pass@example.com",
    "http://",
  ])("drops %j", (input) => {
    expect(safeHomepage(input)).toBeNull();
  });
});

describe("the repository page", () => {
  it("must be https on github.com, or on the host of a GitHub Enterprise API", () => {
    const urls = (apiBaseUrl: string) =>
      parse(
        [
          "https://github.com/octocat/a",
          "https://gist.github.com/octocat/a",
          "https://x@github.com/octocat/a",
          "https://git.example.com/octocat/a",
          "http://127.0.0.1:9999/octocat/a",
          "garbage",
        ].map((html_url, id) => item({ id, html_url })),
        apiBaseUrl,
      ).map((repository) => repository.url);
    expect(urls(API)).toEqual(["https://github.com/octocat/a"]);
    expect(urls("https://git.example.com/api/v3")).toEqual([
      "https://github.com/octocat/a",
      "https://git.example.com/octocat/a",
    ]);
    expect(urls("http://127.0.0.1:9999")).toEqual(["https://github.com/octocat/a"]);
  });
});

describe("parseGitHubPage with arbitrary input (property-based)", () => {
  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme" }),
    fc.webUrl(),
    fc.constantFrom(
      "javascript:alert(1)",
      "data:text/html,x",
      "https://github.com/octocat/x",
      "example.com",
      "",
      null,
    ),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  );

  it("never throws and never yields an unsafe URL with arbitrary strings in every field", () => {
    const field = fc.record({
      id: fc.oneof(fc.integer(), anyValue),
      name: anyValue,
      description: anyValue,
      stargazers_count: anyValue,
      forks_count: anyValue,
      html_url: fc.oneof(
        anyValue,
        fc.string().map((path) => `https://github.com/${path}`),
        fc.string().map((host) => `https://${host}/octocat/x`),
      ),
      homepage: fc.oneof(
        anyValue,
        fc.string().map((rest) => `javascript:${rest}`),
        fc.string().map((rest) => `https://${rest}`),
        fc.domain(),
      ),
      fork: anyValue,
      archived: anyValue,
      pushed_at: anyValue,
    });
    fc.assert(
      fc.property(fc.array(field, { maxLength: 20 }), (body) => {
        assertSafe(body);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps any well-formed repository whatever its text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (name, description, stars) => {
        fc.pre(name.trim() !== "");
        const parsed = parse([item({ name, description, stargazers_count: stars })]);
        expect(parsed).toHaveLength(1);
        expect(parsed[0]?.name).toBe(name.trim());
        expect(parsed[0]?.description).toBe(description.trim() || null);
        expect(parsed[0]?.stars).toBe(stars);
      }),
    );
  });
});
