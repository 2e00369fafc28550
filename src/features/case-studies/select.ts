/**
 * Which case studies show where, and in what order. Pure functions on the entries' data, so the
 * pages and the tests share them.
 */

export interface Ordered {
  id: string;
  data: { title: string; featured: boolean; order: number };
}

/** Lower `order` first; a tie goes by title, then by file name, so the order never wobbles. */
export function byOrder<T extends Ordered>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      a.data.order - b.data.order ||
      a.data.title.localeCompare(b.data.title, "en") ||
      a.id.localeCompare(b.id, "en"),
  );
}

/** The home page shows this many at most. */
export const FEATURED_MAX = 3;

/** The featured ones in order, at most `max`. */
export function featured<T extends Ordered>(entries: readonly T[], max = FEATURED_MAX): T[] {
  return byOrder(entries.filter((entry) => entry.data.featured)).slice(0, max);
}

/** The ones before and after `id` in the /projects order, for the page's own links. */
export function neighbours<T extends Ordered>(
  entries: readonly T[],
  id: string,
): { previous: T | null; next: T | null } {
  const ordered = byOrder(entries);
  const index = ordered.findIndex((entry) => entry.id === id);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
