// @vitest-environment node
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { formatMonth, formatPeriod } from "../../src/features/case-studies/period";
import { caseStudySchema } from "../../src/features/case-studies/schema";
import { byOrder, featured } from "../../src/features/case-studies/select";

/** Astro's image() checks and imports the file; here a picture's src is its path. */
const schema = caseStudySchema(() => z.string());

const good = () => ({
  title: "Task Board",
  summary: "A kanban board that works offline.",
  role: "Lead developer",
  period: { start: "2024-02", end: "2024-09" },
  stack: ["React", "TypeScript"],
  outcomes: ["Loads in 1.1 s on a phone"],
  cover: { src: "./images/cover.png", alt: "The board in a browser." },
  gallery: [{ src: "./images/phone.png", alt: "The board on a phone." }],
  repo: "task-board",
  live: "https://example.com/board/",
  featured: true,
  order: 1,
});

/** Each problem as Astro prints it under the file's name: `field: message`. */
function problems(data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the case-study schema", () => {
  it("accepts a complete case study", () => {
    expect(problems(good())).toEqual([]);
  });

  it("fills in what may be left out: no gallery, not featured, a late order, ongoing", () => {
    const { gallery, repo, live, featured: _featured, order, ...rest } = good();
    void [gallery, repo, live, _featured, order];
    const data = schema.parse({ ...rest, period: { start: "2025-01" } });
    expect(data).toMatchObject({ gallery: [], featured: false, order: 100 });
    expect(data.period.end).toBeUndefined();
    expect(data.repo).toBeUndefined();
  });

  it("takes an unquoted YAML date back as its day", () => {
    const data = schema.parse({ ...good(), period: { start: new Date("2024-02-05T00:00:00Z") } });
    expect(data.period.start).toBe("2024-02-05");
  });

  it.each([
    ["title", { title: "" }, /^title: must not be empty/],
    ["summary", { summary: undefined }, /^summary: must be one line/],
    ["cover alt text", { cover: { src: "./c.png", alt: "  " } }, /^cover\.alt: must not be empty/],
    [
      "gallery alt text",
      { gallery: [{ src: "./g.png" }] },
      /^gallery\.0\.alt: must be what the picture shows/,
    ],
    ["cover", { cover: undefined }, /^cover: must have src .* and alt/],
    [
      "period start",
      { period: { start: "March 2024" } },
      /^period\.start: must be a month or a day/,
    ],
    [
      "period order",
      { period: { start: "2024-05", end: "2024-01" } },
      /^period\.end: comes before period\.start/,
    ],
    ["stack", { stack: [] }, /^stack: must list at least one technology/],
    ["outcomes", { outcomes: "faster" }, /^outcomes: must be a list of short results/],
    [
      "repo as an address",
      { repo: "https://github.com/octocat/task-board" },
      /^repo: must be only the repository's name/,
    ],
    ["live", { live: "javascript:alert(1)" }, /^live: must be the project's address/],
    ["featured", { featured: "yes" }, /^featured: must be true or false/],
    ["order", { order: 1.5 }, /^order: must be a whole number/],
  ])("names the field and says what it wants: %s", (_name, change, message) => {
    const found = problems({ ...good(), ...change });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it("refuses a field it does not know, such as a misspelt one", () => {
    const { featured: _featured, ...rest } = good();
    void _featured;
    expect(problems({ ...rest, featurd: true }).join("\n")).toMatch(/featurd/);
  });
});

const entry = (id: string, title: string, order: number, isFeatured = false) => ({
  id,
  data: { title, order, featured: isFeatured },
});

describe("the order of case studies", () => {
  const entries = [
    entry("c", "Charlie", 2, true),
    entry("a", "Alpha", 5),
    entry("b", "Bravo", 2, true),
    entry("d", "Delta", 1, true),
    entry("e", "Echo", 3, true),
  ];

  it("goes by order, then by title", () => {
    expect(byOrder(entries).map((item) => item.id)).toEqual(["d", "b", "c", "e", "a"]);
  });

  it("puts at most three featured ones on the home page, in order", () => {
    expect(featured(entries).map((item) => item.id)).toEqual(["d", "b", "c"]);
    expect(featured([entry("a", "Alpha", 1)])).toEqual([]);
    expect(featured([])).toEqual([]);
  });
});

describe("a case study's period", () => {
  it("reads as months, ongoing ones until the present", () => {
    expect(formatMonth("2024-02")).toBe("Feb 2024");
    expect(formatMonth("2024-12-31")).toBe("Dec 2024");
    expect(formatPeriod({ start: "2024-02", end: "2024-09" })).toBe("Feb 2024 – Sep 2024");
    expect(formatPeriod({ start: "2025-01" })).toBe("Jan 2025 – Present");
    expect(formatPeriod({ start: "2025-01", end: "2025-01-20" })).toBe("Jan 2025");
  });
});
