import * as linguist from "linguist-languages";
import { describe, expect, it, vi } from "vitest";
import { languageTable } from "../../src/features/repositories/client";
import { languageColors, linguistColor } from "../../src/features/repositories/linguist";

const LINGUIST: Readonly<Record<string, linguist.Language | undefined>> = linguist;

/** The browser's reading of the table when the site serves `body`. */
function served(body: unknown, url: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body)),
  );
  return languageTable(url);
}

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

  it("make a table of every coloured language that the browser reads back unchanged", async () => {
    const table = languageColors();
    const coloured = Object.values(LINGUIST).filter((language) => language?.color);
    expect(Object.keys(table)).toHaveLength(coloured.length);
    expect(await served(table, "/all/languages.json")).toEqual(table);
    // Small enough to fetch lazily: a few kilobytes compressed.
    expect(JSON.stringify(table).length).toBeLessThan(25_000);
  });

  it("keep out of the browser's table anything that is not a #rrggbb colour", async () => {
    expect(await served({ Go: "#00ADD8", Bad: "red;x", Num: 3 }, "/mixed.json")).toEqual({
      Go: "#00ADD8",
    });
    for (const [index, body] of [null, [], "text", 42].entries()) {
      expect(await served(body, `/odd-${index}.json`)).toEqual({});
    }
  });
});
