import * as linguist from "linguist-languages";
import { describe, expect, it } from "vitest";
import { parseLanguageTable } from "../../src/features/repositories/language-table";
import {
  allLanguageColors,
  languageColors,
  linguistColor,
} from "../../src/features/repositories/linguist";

const LINGUIST: Readonly<Record<string, linguist.Language | undefined>> = linguist;

describe("language colours from Linguist", () => {
  it("are the package's own colours, by the names GitHub's API uses", () => {
    for (const name of ["TypeScript", "JavaScript", "Python", "C++", "Shell", "HTML"]) {
      expect(linguistColor(name)).toBe(LINGUIST[name]?.color?.toLowerCase());
    }
    expect(linguistColor("NoSuchLanguage")).toBeNull();
    expect(linguistColor("constructor")).toBeNull();
    expect(linguistColor("__proto__")).toBeNull();
  });

  it("give the page only the languages it has", () => {
    expect(languageColors(["Go", null, "Go", "NoSuchLanguage"])).toEqual({
      Go: LINGUIST.Go?.color?.toLowerCase(),
    });
  });

  it("make a table of every coloured language that the browser reads back unchanged", () => {
    const table = allLanguageColors();
    const coloured = Object.values(LINGUIST).filter((language) => language?.color);
    expect(Object.keys(table)).toHaveLength(coloured.length);
    expect(parseLanguageTable(JSON.parse(JSON.stringify(table)))).toEqual(table);
    // Small enough to fetch lazily: a few kilobytes compressed.
    expect(JSON.stringify(table).length).toBeLessThan(25_000);
  });

  it("keep out of the browser's table anything that is not a #rrggbb colour", () => {
    expect(parseLanguageTable({ Go: "#00ADD8", Bad: "red;x", Num: 3 })).toEqual({ Go: "#00ADD8" });
    for (const body of [null, [], "text", 42]) expect(parseLanguageTable(body)).toEqual({});
  });
});
