import { githubRepository, type GitHubRepository } from "../../support/github.ts";
import { site } from "./site.ts";

/**
 * What the stand-in GitHub gives the snapshot build: three repositories over two pages (at most
 * two a page), one with a hostile description, read with the variant's token.
 */
export const SNAPSHOT_PAGE_SIZE = 2;

export const snapshotRepositories = (owner: string, origin: string): GitHubRepository[] => [
  githubRepository(
    owner,
    101,
    "snapshot-site",
    {
      description: "Prerendered at build time",
      homepage: "https://snapshot.example.com",
      stargazers_count: 7,
      forks_count: 2,
      pushed_at: "2025-05-01T00:00:00Z",
    },
    origin,
  ),
  githubRepository(
    owner,
    102,
    "snapshot-tool",
    {
      description: '<img src=x onerror="window.__snapshotXss=1">',
      stargazers_count: 3,
      forks_count: 1,
      pushed_at: "2025-04-01T00:00:00Z",
    },
    origin,
  ),
  githubRepository(
    owner,
    103,
    "snapshot-notes",
    {
      stargazers_count: 1,
      pushed_at: "2025-03-01T00:00:00Z",
      language: "Python",
      topics: ["notes", "markdown"],
    },
    origin,
  ),
];

/** The languages of the cards in the order shown (each in Linguist's table). */
export const SNAPSHOT_LANGUAGES = ["TypeScript", "TypeScript", "Python"];

/** The order the cards show in (most starred first, as the sample config sorts). */
export const SNAPSHOT_ORDER = snapshotRepositories(site.github.username, "").map(
  (repository) => repository.name,
);
