/**
 * What every host model is given: the built folder's files (paths relative to it, with `/`) and
 * the base path it is published under. Each model answers a GET of a path the way its host's
 * documentation says it does, with a status, the file served, or where it redirects.
 */
export interface Site {
  files: ReadonlySet<string>;
  base: string;
}

export interface Answer {
  status: number;
  /** The built file sent with the answer. */
  file?: string;
  /** Where a redirect points. */
  location?: string;
}

export type Host = (site: Site, path: string) => Answer;

/** The path below the base ("about/" for "/portfolio/about/"), or null outside it. */
export function underBase(path: string, base: string): string | null {
  const pathname = decodeURI(path.split(/[?#]/)[0] ?? "");
  return pathname.startsWith(base) ? pathname.slice(base.length) : null;
}

export const served = (file: string): Answer => ({ status: 200, file });
export const redirect = (status: number, location: string): Answer => ({ status, location });
export const notFound = ({ files }: Site): Answer =>
  files.has("404.html") ? { status: 404, file: "404.html" } : { status: 404 };
