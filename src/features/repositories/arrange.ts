import type { Repository } from "./parse";

export type ProjectsSort = "pushed" | "stars" | "name";

/** The owner's choices from `site.config.ts` → `projects`. */
export interface ProjectsOptions {
  sort: ProjectsSort;
  hideForks: boolean;
  hideArchived: boolean;
  /** Repository names never shown (matched without regard to case, as GitHub does). */
  exclude: readonly string[];
  /** Repository names shown first, in this order; shown even if a hide option would drop them. */
  pin: readonly string[];
}

export const DEFAULT_PROJECTS_OPTIONS: ProjectsOptions = {
  sort: "pushed",
  hideForks: false,
  hideArchived: false,
  exclude: [],
  pin: [],
};

const key = (name: string) => name.trim().toLowerCase();

const byName = (a: Repository, b: Repository) => {
  const ka = key(a.name);
  const kb = key(b.name);
  return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
};

/** Epoch milliseconds of the last push; a missing or unreadable date sorts last. */
const pushedTime = (repository: Repository) => {
  const time = repository.pushedAt ? Date.parse(repository.pushedAt) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
};

const COMPARATORS: Record<ProjectsSort, (a: Repository, b: Repository) => number> = {
  pushed: (a, b) => pushedTime(b) - pushedTime(a) || byName(a, b),
  stars: (a, b) => b.stars - a.stars || byName(a, b),
  name: byName,
};

/**
 * The list the Projects page shows: excluded names removed, forks and archived repositories
 * hidden when asked, sorted, and pinned names moved to the front in the order given. Pure, so
 * the prerendered page and the browser arrange the same list the same way.
 */
export function arrangeRepositories(
  repositories: readonly Repository[],
  options: ProjectsOptions,
): Repository[] {
  const excluded = new Set(options.exclude.map(key));
  const pinOrder = new Map<string, number>();
  options.pin.forEach((name, index) => {
    if (!pinOrder.has(key(name))) pinOrder.set(key(name), index);
  });

  const kept = repositories.filter((repository) => {
    const name = key(repository.name);
    if (excluded.has(name)) return false;
    if (pinOrder.has(name)) return true;
    if (options.hideForks && repository.fork) return false;
    if (options.hideArchived && repository.archived) return false;
    return true;
  });

  const compare = COMPARATORS[options.sort] ?? COMPARATORS.pushed;
  return kept.sort((a, b) => {
    const pa = pinOrder.get(key(a.name));
    const pb = pinOrder.get(key(b.name));
    if (pa !== undefined || pb !== undefined) {
      if (pa === undefined) return 1;
      if (pb === undefined) return -1;
      if (pa !== pb) return pa - pb;
    }
    return compare(a, b);
  });
}

/** Live Links shows only the repositories that have a (safe) homepage. */
export function withHomepage(repositories: readonly Repository[]): Repository[] {
  return repositories.filter((repository) => repository.homepage !== null);
}

/** Whether the owner pinned this repository (names matched as `arrangeRepositories` does). */
export function isPinned(repository: Repository, pin: readonly string[]): boolean {
  const name = key(repository.name);
  return pin.some((pinned) => key(pinned) === name);
}
