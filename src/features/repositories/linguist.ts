import * as linguist from "linguist-languages";

/**
 * Language colours from GitHub's Linguist (the `linguist-languages` package), the colours GitHub
 * itself shows beside a repository's language. Read at build time only: the page passes the
 * island the colours of the languages its snapshot has, and the full table is a small JSON file
 * (src/pages/languages.json.ts) the browser fetches only for a language the build did not see.
 */

const LANGUAGES: Readonly<Record<string, linguist.Language | undefined>> = linguist;

/** Linguist's colour for a language name as GitHub's API gives it, or null when it has none. */
export const linguistColor = (name: string): string | null =>
  (Object.hasOwn(LANGUAGES, name) && LANGUAGES[name]?.color?.toLowerCase()) || null;

/** The colours Linguist knows of the given languages (by default every one), by name. */
export function languageColors(
  names: Iterable<string | null> = Object.keys(LANGUAGES),
): Record<string, string> {
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const color = name === null ? null : linguistColor(name);
      return color ? [[name, color]] : [];
    }),
  );
}
