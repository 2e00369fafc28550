import type { SiteConfig } from "../../config/schema";
import type { Repository } from "./parse";

/** Names are matched without regard to case, as GitHub does. */
const key = (name: string) => name.trim().toLowerCase();

const byName = (a: Repository, b: Repository) =>
  key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.id - b.id;

/** Epoch milliseconds of the last push; a missing or unreadable date sorts last. */
const pushed = (repository: Repository) =>
  Date.parse(repository.pushedAt ?? "") || Number.NEGATIVE_INFINITY;

const COMPARATORS: Record<SiteConfig["projects"]["sort"], typeof byName> = {
  pushed: (a, b) => pushed(b) - pushed(a) || byName(a, b),
  stars: (a, b) => b.stars - a.stars || byName(a, b),
  name: byName,
};

/** Whether the owner pinned this repository (site.config.ts → projects.pin). */
export const isPinned = (repository: Repository, pin: readonly string[]) =>
  pin.some((name) => key(name) === key(repository.name));

/**
 * The list the Projects page shows: excluded names removed, forks and archived repositories
 * hidden when asked (unless pinned), sorted, and pinned names moved to the front in the order
 * given. Pure, so the prerendered page and the browser arrange the same list the same way.
 */
export function arrangeRepositories(
  repositories: readonly Repository[],
  options: SiteConfig["projects"],
): Repository[] {
  const excluded = options.exclude.map(key);
  const pins = options.pin.map(key);
  // Unpinned ones rank Infinity: two of them compare as NaN, which falls through to the sort.
  const rank = (repository: Repository) => {
    const index = pins.indexOf(key(repository.name));
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  const hidden = (repository: Repository) =>
    (options.hideForks && repository.fork) || (options.hideArchived && repository.archived);
  return repositories
    .filter((repository) => !excluded.includes(key(repository.name)))
    .filter((repository) => rank(repository) < Number.POSITIVE_INFINITY || !hidden(repository))
    .sort((a, b) => rank(a) - rank(b) || COMPARATORS[options.sort](a, b));
}
