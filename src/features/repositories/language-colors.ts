/**
 * GitHub's language colours (from linguist, see language-colors.generate.ts). The full table is a
 * few kilobytes, so the island does not carry it: the build gives the colours of the languages in
 * its snapshot with the page, and the browser loads the table on its own only when a list shows a
 * language those do not cover.
 */

/** Colours by lowercase language name; an empty string records a language that has none. */
export type LanguageColors = ReadonlyMap<string, string>;

/** Reads the packed list of language-colors.data.ts into a map keyed by lowercase name. */
export function decodeLanguageColors(packed: string): Map<string, string> {
  const colors = new Map<string, string>();
  for (const line of packed.split("\n")) {
    const hex = line.slice(0, 6);
    const name = line.slice(6);
    if (name && /^[0-9a-f]{6}$/.test(hex)) colors.set(name.toLowerCase(), `#${hex}`);
  }
  return colors;
}

const languageKey = (language: string) => language.trim().toLowerCase();

/** The colour of a language in `table`, or null when it has none. */
export function languageColor(
  language: string | null | undefined,
  table: LanguageColors,
): string | null {
  if (!language) return null;
  return table.get(languageKey(language)) || null;
}

/**
 * The colours of just these languages, as plain data to pass to the page (by lowercase name, an
 * empty string for a language that has none).
 */
export function colorsOfLanguages(
  languages: Iterable<string | null | undefined>,
  table: LanguageColors,
): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const language of languages) {
    if (language) colors[languageKey(language)] = languageColor(language, table) ?? "";
  }
  return colors;
}

/** A table made from the plain data `colorsOfLanguages` gives; anything not a colour is left out. */
export function languageColorsFrom(colors: Readonly<Record<string, unknown>> | undefined) {
  const table = new Map<string, string>();
  for (const [name, color] of Object.entries(colors ?? {})) {
    if (typeof color === "string" && /^(#[0-9a-f]{6})?$/.test(color)) table.set(name, color);
  }
  return table;
}

/** Whether `table` knows the colour, or knows that there is none, for every one of these. */
export function coversLanguages(
  languages: Iterable<string | null | undefined>,
  table: LanguageColors,
): boolean {
  for (const language of languages) {
    if (language && !table.has(languageKey(language))) return false;
  }
  return true;
}

let full: Promise<LanguageColors> | undefined;

/** The whole table, fetched once as a chunk of its own. */
export function loadLanguageColors(): Promise<LanguageColors> {
  full ??= import("./language-colors.data").then(({ PACKED_LANGUAGE_COLORS }) =>
    decodeLanguageColors(PACKED_LANGUAGE_COLORS),
  );
  return full;
}
