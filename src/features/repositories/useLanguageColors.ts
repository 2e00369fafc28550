import { useEffect, useMemo, useState } from "react";
import {
  coversLanguages,
  languageColor,
  languageColorsFrom,
  loadLanguageColors,
  type LanguageColors,
} from "./language-colors";
import type { Repository } from "./parse";

/**
 * The colour of each repository's language. The build's colours (`known`, for the languages of
 * its snapshot) answer at once, so the prerendered cards and their hydration agree; a language
 * they do not cover loads the full table, and its dot appears once that has arrived.
 */
export function useLanguageColors(
  repositories: readonly Repository[],
  known: Readonly<Record<string, string>> | undefined,
): (language: string | null) => string | null {
  const seed = useMemo(() => languageColorsFrom(known), [known]);
  const [table, setTable] = useState<LanguageColors | null>(null);
  const missing =
    table === null &&
    !coversLanguages(
      repositories.map((repository) => repository.language),
      seed,
    );

  useEffect(() => {
    if (!missing) return;
    let current = true;
    loadLanguageColors().then(
      (loaded) => {
        if (current) setTable(loaded);
      },
      () => {
        // Without the table the languages show without their dots.
      },
    );
    return () => {
      current = false;
    };
  }, [missing]);

  return (language) => languageColor(language, table ?? seed);
}
