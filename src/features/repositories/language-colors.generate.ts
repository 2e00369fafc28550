/**
 * Makes `language-colors.data.ts` from the `linguist-languages` package, the data GitHub itself
 * uses for its language colours. The package is large, so the browser never loads it: this
 * keeps only the languages GitHub can name as a repository's language (the "programming" and
 * "markup" ones; data and prose do not count towards it) that have a colour, packed into one
 * string.
 *
 *   node src/features/repositories/language-colors.generate.ts
 *
 * A unit test checks that the data file matches the installed package.
 */
import { writeFileSync } from "node:fs";
import * as linguist from "linguist-languages";

export interface LinguistLanguage {
  name: string;
  type: string;
  color?: string;
}

/** Language types GitHub counts when it names a repository's language. */
const COUNTED_TYPES = new Set(["programming", "markup"]);

/** `[name, colour]` of every counted language with a colour, by name; colours in lowercase. */
export function languageColorEntries(
  languages: Iterable<LinguistLanguage> = Object.values(linguist) as LinguistLanguage[],
): [string, string][] {
  const entries: [string, string][] = [];
  for (const language of languages) {
    if (!COUNTED_TYPES.has(language.type) || !language.color) continue;
    const color = language.color.toLowerCase();
    if (!/^#[0-9a-f]{6}$/.test(color) || /[\n\r]/.test(language.name)) continue;
    entries.push([language.name, color]);
  }
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** One line per language: six hex digits, then the name (see decodeLanguageColors). */
export function encodeLanguageColors(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([name, color]) => `${color.slice(1)}${name}`).join("\n");
}

export function languageColorsModule(entries: readonly (readonly [string, string])[]): string {
  return [
    "// Made by language-colors.generate.ts from linguist-languages; do not edit.",
    `export const PACKED_LANGUAGE_COLORS = ${JSON.stringify(encodeLanguageColors(entries))};`,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL("./language-colors.data.ts", import.meta.url);
  writeFileSync(target, languageColorsModule(languageColorEntries()));
  console.log(`Wrote ${target.pathname}`);
}
