import { describe, expect, it } from "vitest";
import shipped from "../../site.config";
import { resolveSiteConfig } from "../../src/config/resolve";
import { validateSiteConfig } from "../../src/config/schema";
import { entriesIn, localePath, textMarks, wordsIn, type Language } from "../../src/lib/i18n";

describe("the owner's words in a language", () => {
  const config = {
    ...shipped,
    languages: ["en", "de"] as Language[],
    tagline: { en: "I build", de: "Ich baue" },
  };

  it("gives each text in the language asked, the default language's where it has none", () => {
    const own = new Set<string>();
    const german = resolveSiteConfig(config, {}, "de", own);
    expect(german.tagline).toBe("Ich baue");
    expect(german.greeting).toBe(shipped.greeting);
    expect([...own]).toEqual(["Ich baue"]);
    expect(resolveSiteConfig(config, {}).tagline).toBe("I build");
  });

  it("leaves a text with none in the default language empty, for the check to name", () => {
    const site = resolveSiteConfig({ ...config, tagline: { de: "Ich baue" } }, {});
    const result = validateSiteConfig(site);
    expect(result.ok ? [] : result.errors).toEqual([
      "tagline: must be text: the tagline under the greeting",
    ]);
  });

  it("takes apart only objects whose every key is a language", () => {
    const value = { sort: "stars", names: { en: "a", fr: "b" }, list: [{ de: "c" }] };
    expect(wordsIn(value, "fr", "en")).toEqual({ sort: "stars", names: "b", list: [undefined] });
  });
});

describe("addresses and marks", () => {
  it("puts a page of another language under its code", () => {
    expect(localePath("/about/", "en", "en")).toBe("/about/");
    expect(localePath("/about/", "de", "en")).toBe("/de/about/");
    expect(localePath("/", "ar", "en")).toBe("/ar/");
  });

  it("marks a text shown in another language than its page's, with its direction when it differs", () => {
    expect(textMarks("en", "en")).toEqual({});
    expect(textMarks("en", "de")).toEqual({ lang: "en" });
    expect(textMarks("en", "ar")).toEqual({ lang: "en", dir: "ltr" });
    expect(textMarks("ar", "en")).toEqual({ lang: "ar", dir: "rtl" });
  });

  it("gives each entry's translation, or the entry marked, under the entry's own slug", () => {
    const entries = [{ id: "board" }, { id: "shop" }, { id: "de/board" }, { id: "fr/shop" }];
    expect(entriesIn(entries, "de", "en")).toEqual([
      { id: "de/board", slug: "board", marks: {} },
      { id: "shop", slug: "shop", marks: { lang: "en" } },
    ]);
    expect(entriesIn(entries, "en", "en").map(({ id }) => id)).toEqual(["board", "shop"]);
  });
});
