import { PACKED_LANGUAGE_COLORS } from "./language-colors.data";

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

let colors: Map<string, string> | undefined;

/** GitHub's colour for a language (as linguist has it), or null when it has none. */
export function languageColor(
  language: string | null | undefined,
  table: ReadonlyMap<string, string> = (colors ??= decodeLanguageColors(PACKED_LANGUAGE_COLORS)),
): string | null {
  if (!language) return null;
  return table.get(language.trim().toLowerCase()) ?? null;
}
