import type { RepositoryList } from "./client";
import type { Repository } from "./parse";

/**
 * One repository's live figures as a case study shows them, formatted the same by the build's
 * markup (RepositoryFiguresView) and the browser's refresh (src/scripts/repository-figures.ts).
 */
export type RepositoryFigures = Pick<Repository, "stars" | "forks" | "language" | "pushedAt">;

/** The named repository in a list (GitHub treats names without regard to case). */
export function findRepository(list: RepositoryList | null, name: string): Repository | null {
  const wanted = name.toLowerCase();
  return list?.repositories.find((repository) => repository.name.toLowerCase() === wanted) ?? null;
}

/** "1.2K", in the page's language. */
export const formatCount = (value: number, lang = "en"): string =>
  new Intl.NumberFormat(lang, { notation: "compact" }).format(value);

// In UTC, so the build and every visitor's browser print the same day.
const DAY: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
const MONTH: Intl.DateTimeFormatOptions = { month: "short", year: "numeric", timeZone: "UTC" };

/** "Mar 1, 2025", or "Mar 2025" by month; null for a missing or unreadable date. */
export function formatPushed(iso: string | null, byMonth = false, lang = "en"): string | null {
  const time = Date.parse(iso ?? "");
  return Number.isNaN(time)
    ? null
    : new Intl.DateTimeFormat(lang, byMonth ? MONTH : DAY).format(time);
}
