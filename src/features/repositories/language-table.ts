import { useEffect, useMemo, useState } from "react";

/** Language name → colour (#rrggbb). */
export type LanguageColors = Readonly<Record<string, string>>;

const HEX = /^#[0-9a-f]{6}$/i;

/** Keeps only names with a #rrggbb colour: the table is read into style attributes. */
export function parseLanguageTable(body: unknown): Record<string, string> {
  const colors: Record<string, string> = {};
  if (!body || typeof body !== "object" || Array.isArray(body)) return colors;
  for (const [name, color] of Object.entries(body)) {
    if (typeof color === "string" && HEX.test(color)) colors[name] = color;
  }
  return colors;
}

let table: { url: string; colors: Promise<Record<string, string>> } | null = null;

/** The site's table of Linguist colours, fetched once a visit; a failure gives an empty one. */
export function loadLanguageTable(url: string): Promise<Record<string, string>> {
  if (table?.url !== url) {
    table = {
      url,
      colors: fetch(url)
        .then((response) => (response.ok ? response.json() : null))
        .then(parseLanguageTable, () => ({})),
    };
  }
  return table.colors;
}

/**
 * The colours for the languages shown: the build's, and for a language the build did not see
 * (a refresh brought a new repository), the site's full table, fetched only then.
 */
export function useLanguageColors(
  known: LanguageColors,
  tableUrl: string | undefined,
  languages: readonly (string | null)[],
): LanguageColors {
  const missing =
    tableUrl !== undefined &&
    languages.some((name) => name !== null && !Object.hasOwn(known, name));
  const [fetched, setFetched] = useState<LanguageColors | null>(null);
  useEffect(() => {
    if (!missing || fetched || !tableUrl) return;
    let current = true;
    void loadLanguageTable(tableUrl).then((colors) => {
      if (current) setFetched(colors);
    });
    return () => {
      current = false;
    };
  }, [missing, fetched, tableUrl]);
  return useMemo(() => (fetched ? { ...fetched, ...known } : known), [fetched, known]);
}
