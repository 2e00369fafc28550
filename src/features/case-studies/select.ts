/**
 * Which case studies show where, and in what order. Pure functions on the entries' data, so the
 * pages and the tests share them.
 */

interface Ordered {
  id: string;
  data: { title: string; featured: boolean; order: number };
}

/** Lower `order` first; a tie goes by title, then by file name, so the order never wobbles. */
export const byOrder = <T extends Ordered>(entries: readonly T[]): T[] =>
  [...entries].sort(
    (a, b) =>
      a.data.order - b.data.order ||
      a.data.title.localeCompare(b.data.title, "en") ||
      a.id.localeCompare(b.id, "en"),
  );

/** The featured ones in order, at most three: the home page shows them. */
export const featured = <T extends Ordered>(entries: readonly T[]): T[] =>
  byOrder(entries.filter((entry) => entry.data.featured)).slice(0, 3);
