import * as linguist from "linguist-languages";
import { describe, expect, it } from "vitest";
import {
  encodeLanguageColors,
  languageColorEntries,
  type LinguistLanguage,
} from "../../src/features/repositories/language-colors.generate";
import { PACKED_LANGUAGE_COLORS } from "../../src/features/repositories/language-colors.data";
import {
  colorsOfLanguages,
  coversLanguages,
  decodeLanguageColors,
  languageColor,
  languageColorsFrom,
  loadLanguageColors,
} from "../../src/features/repositories/language-colors";

const LANGUAGES = Object.values(linguist) as LinguistLanguage[];
const TABLE = decodeLanguageColors(PACKED_LANGUAGE_COLORS);
const linguistColor = (name: string) =>
  LANGUAGES.find((language) => language.name === name)?.color?.toLowerCase();

describe("language colours", () => {
  it("the packed data is what linguist-languages has (regenerate it after an update)", () => {
    expect(PACKED_LANGUAGE_COLORS).toBe(encodeLanguageColors(languageColorEntries(LANGUAGES)));
  });

  it("a known language has linguist's colour, whatever the case", () => {
    for (const name of [
      "TypeScript",
      "JavaScript",
      "Java",
      "Shell",
      "C#",
      "F#",
      "C++",
      "Go",
      "HTML",
      "CSS",
      "Vue",
      "Jupyter Notebook",
    ]) {
      const expected = linguistColor(name);
      expect(expected).toMatch(/^#[0-9a-f]{6}$/);
      expect(languageColor(name, TABLE)).toBe(expected);
    }
    expect(languageColor("typescript", TABLE)).toBe(linguistColor("TypeScript"));
    expect(languageColor(" Python ", TABLE)).toBe(linguistColor("Python"));
  });

  it("an unknown language, no language, and languages that are not code have no colour", () => {
    expect(languageColor("Made Up Script", TABLE)).toBeNull();
    expect(languageColor("", TABLE)).toBeNull();
    expect(languageColor(null, TABLE)).toBeNull();
    expect(languageColor(undefined, TABLE)).toBeNull();
    // Data and prose are not what GitHub names as a repository's language.
    expect(LANGUAGES.find((language) => language.name === "JSON")?.type).toBe("data");
    expect(languageColor("JSON", TABLE)).toBeNull();
  });

  it("keeps every programming and markup language that has a colour, and only those", () => {
    const expected = LANGUAGES.filter(
      (language) =>
        (language.type === "programming" || language.type === "markup") && language.color,
    );
    const table = TABLE;
    expect(table.size).toBe(expected.length);
    for (const language of expected) {
      expect(table.get(language.name.toLowerCase())).toBe(language.color?.toLowerCase());
    }
  });

  it("skips lines that are not a colour and a name", () => {
    const table = decodeLanguageColors("3178c6TypeScript\nnot-a-colour\n123456\n\nzzzzzzBad");
    expect([...table]).toEqual([["typescript", "#3178c6"]]);
  });

  it("the build passes on just the colours of its languages, a language without one as empty", () => {
    const known = colorsOfLanguages(["TypeScript", "typescript", "Made Up Script", null], TABLE);
    expect(known).toEqual({ typescript: linguistColor("TypeScript"), "made up script": "" });
    const seed = languageColorsFrom(known);
    expect(languageColor("TypeScript", seed)).toBe(linguistColor("TypeScript"));
    expect(languageColor("Made Up Script", seed)).toBeNull();
    expect(coversLanguages(["TypeScript", "Made Up Script", null], seed)).toBe(true);
    expect(coversLanguages(["TypeScript", "Go"], seed)).toBe(false);
    // Page data is checked: anything but a colour (or none) is left out.
    expect([...languageColorsFrom({ a: "red", b: 3, c: "#00ff00", d: "" })]).toEqual([
      ["c", "#00ff00"],
      ["d", ""],
    ]);
  });

  it("the browser loads the whole table once, on its own", async () => {
    const first = loadLanguageColors();
    expect(loadLanguageColors()).toBe(first);
    expect(languageColor("Go", await first)).toBe(linguistColor("Go"));
  });
});
