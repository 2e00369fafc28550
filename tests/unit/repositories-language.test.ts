import * as linguist from "linguist-languages";
import { describe, expect, it } from "vitest";
import {
  encodeLanguageColors,
  languageColorEntries,
  type LinguistLanguage,
} from "../../src/features/repositories/language-colors.generate";
import { PACKED_LANGUAGE_COLORS } from "../../src/features/repositories/language-colors.data";
import {
  decodeLanguageColors,
  languageColor,
} from "../../src/features/repositories/language-colors";

const LANGUAGES = Object.values(linguist) as LinguistLanguage[];
const linguistColor = (name: string) =>
  LANGUAGES.find((language) => language.name === name)?.color?.toLowerCase();

describe("language colours", () => {
  it("the packed data is what linguist-languages has (regenerate it after an update)", () => {
    expect(PACKED_LANGUAGE_COLORS).toBe(encodeLanguageColors(languageColorEntries(LANGUAGES)));
  });

  it("a known language has linguist's colour, whatever the case", () => {
    for (const name of ["TypeScript", "JavaScript", "Java", "Shell", "C#", "F#", "C++", "Go"]) {
      const expected = linguistColor(name);
      expect(expected).toMatch(/^#[0-9a-f]{6}$/);
      expect(languageColor(name)).toBe(expected);
    }
    expect(languageColor("typescript")).toBe(linguistColor("TypeScript"));
    expect(languageColor(" Python ")).toBe(linguistColor("Python"));
  });

  it("an unknown language, no language, and languages that are not code have no colour", () => {
    expect(languageColor("Made Up Script")).toBeNull();
    expect(languageColor("")).toBeNull();
    expect(languageColor(null)).toBeNull();
    expect(languageColor(undefined)).toBeNull();
    // Data and prose are not what GitHub names as a repository's language.
    expect(LANGUAGES.find((language) => language.name === "JSON")?.type).toBe("data");
    expect(languageColor("JSON")).toBeNull();
  });

  it("keeps every programming language that has a colour, and only those", () => {
    const expected = LANGUAGES.filter(
      (language) => language.type === "programming" && language.color,
    );
    const table = decodeLanguageColors(PACKED_LANGUAGE_COLORS);
    expect(table.size).toBe(expected.length);
    for (const language of expected) {
      expect(table.get(language.name.toLowerCase())).toBe(language.color?.toLowerCase());
    }
  });

  it("skips lines that are not a colour and a name", () => {
    const table = decodeLanguageColors("3178c6TypeScript\nnot-a-colour\n123456\n\nzzzzzzBad");
    expect([...table]).toEqual([["typescript", "#3178c6"]]);
  });
});
