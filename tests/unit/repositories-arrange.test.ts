import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../src/config/schema";
import { arrangeRepositories } from "../../src/features/repositories/arrange";
import type { Repository } from "../../src/features/repositories/parse";
import config from "../../site.config";
import { parsedRepository } from "../support/github";

type ProjectsOptions = SiteConfig["projects"];
const DEFAULTS: ProjectsOptions = {
  sort: "pushed",
  hideForks: false,
  hideArchived: false,
  exclude: [],
  pin: [],
};

let nextId = 1;
const repo = (name: string, fields: Partial<Repository> = {}): Repository =>
  parsedRepository(nextId++, name, fields);

const REPOS = [
  repo("Beta", { stars: 5, pushedAt: "2025-03-01T00:00:00Z" }),
  repo("alpha", { stars: 50, pushedAt: "2025-01-01T00:00:00Z", homepage: "https://a.dev/" }),
  repo("delta-fork", { stars: 1, fork: true, pushedAt: "2025-05-01T00:00:00Z" }),
  repo("Gamma", { stars: 50, archived: true, pushedAt: "2025-04-01T00:00:00Z" }),
  repo("epsilon", { stars: 2, pushedAt: null }),
  repo("zeta", { stars: 3, pushedAt: "not a date" }),
];

const names = (list: Repository[]) => list.map((repository) => repository.name);
const arrange = (options: Partial<ProjectsOptions>) =>
  names(arrangeRepositories(REPOS, { ...DEFAULTS, ...options }));

describe("arrangeRepositories", () => {
  it("by default keeps every repository, most recently pushed first, undated last by name", () => {
    expect(arrange({})).toEqual(["delta-fork", "Gamma", "Beta", "alpha", "epsilon", "zeta"]);
  });

  it("sorts by stars, most first, ties by name", () => {
    expect(arrange({ sort: "stars" })).toEqual([
      "alpha",
      "Gamma",
      "Beta",
      "zeta",
      "epsilon",
      "delta-fork",
    ]);
  });

  it("sorts by name without regard to case", () => {
    expect(arrange({ sort: "name" })).toEqual([
      "alpha",
      "Beta",
      "delta-fork",
      "epsilon",
      "Gamma",
      "zeta",
    ]);
  });

  it("hides forks and archived repositories when asked", () => {
    expect(arrange({ hideForks: true })).not.toContain("delta-fork");
    expect(arrange({ hideArchived: true })).not.toContain("Gamma");
    expect(arrange({ hideForks: true, hideArchived: true })).toEqual([
      "Beta",
      "alpha",
      "epsilon",
      "zeta",
    ]);
  });

  it("excludes names, matched without regard to case", () => {
    expect(arrange({ exclude: ["BETA", "zeta"] })).toEqual([
      "delta-fork",
      "Gamma",
      "alpha",
      "epsilon",
    ]);
  });

  it("puts pinned names first in the given order, even a hidden fork; exclude still wins", () => {
    expect(
      arrange({
        sort: "name",
        pin: ["zeta", "DELTA-FORK", "missing", "alpha", "zeta"],
        hideForks: true,
        exclude: ["alpha"],
      }),
    ).toEqual(["zeta", "delta-fork", "Beta", "epsilon", "Gamma"]);
  });

  it("does not change the list it is given", () => {
    const before = names(REPOS);
    arrangeRepositories(REPOS, { ...DEFAULTS, sort: "name" });
    expect(names(REPOS)).toEqual(before);
  });

  it("with the shipped config shows every repository", () => {
    expect(arrangeRepositories(REPOS, config.projects)).toHaveLength(REPOS.length);
  });

  it("is a permutation of the kept repositories for any options (property-based)", () => {
    const nameArb = fc.constantFrom(...names(REPOS), "other");
    fc.assert(
      fc.property(
        fc.record({
          sort: fc.constantFrom("pushed", "stars", "name") as fc.Arbitrary<ProjectsOptions["sort"]>,
          hideForks: fc.boolean(),
          hideArchived: fc.boolean(),
          exclude: fc.array(nameArb, { maxLength: 3 }),
          pin: fc.array(nameArb, { maxLength: 4 }),
        }),
        (options) => {
          const result = arrangeRepositories(REPOS, options);
          const lower = (list: readonly string[]) => list.map((name) => name.toLowerCase());
          const excluded = lower(options.exclude);
          const pinned = lower(options.pin).filter((name) => !excluded.includes(name));
          expect(new Set(result.map((r) => r.id)).size).toBe(result.length);
          for (const repository of result) {
            expect(excluded).not.toContain(repository.name.toLowerCase());
          }
          // The pinned ones that exist come first, in the order given.
          const expectedPins = [...new Set(pinned)].filter((name) =>
            REPOS.some((r) => r.name.toLowerCase() === name),
          );
          expect(lower(names(result.slice(0, expectedPins.length)))).toEqual(expectedPins);
        },
      ),
    );
  });
});
