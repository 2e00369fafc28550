import type { RepositoryList } from "./cache";
import type { Repository } from "./parse";

/**
 * One repository's live figures (stars, forks, main language, last push), as a case study shows
 * them. Pure, so the build's markup and the browser's refresh (figures-refresh.ts) say the same.
 */

export interface RepositoryFigures {
  name: string;
  url: string;
  stars: number;
  forks: number;
  language: string | null;
  pushedAt: string | null;
}

/** The named repository in a list (GitHub treats names without regard to case). */
export function findRepository(
  list: RepositoryList | null | undefined,
  name: string,
): Repository | null {
  const wanted = name.toLowerCase();
  return list?.repositories.find((repository) => repository.name.toLowerCase() === wanted) ?? null;
}

export function figuresOf(repository: Repository): RepositoryFigures {
  const { name, url, stars, forks, language, pushedAt } = repository;
  return { name, url, stars, forks, language, pushedAt };
}

const counts = new Intl.NumberFormat("en", { notation: "compact" });
export const formatCount = (value: number): string => counts.format(value);

// In UTC, so the build and every visitor's browser print the same day.
const days = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** "Mar 1, 2025"; null for a missing or unreadable date. */
export function formatPushed(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : days.format(time);
}
