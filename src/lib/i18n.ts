import ar from "../i18n/ar.json" with { type: "json" };
import de from "../i18n/de.json" with { type: "json" };
import en from "../i18n/en.json" with { type: "json" };
import es from "../i18n/es.json" with { type: "json" };
import fr from "../i18n/fr.json" with { type: "json" };
import pt from "../i18n/pt.json" with { type: "json" };

/** The interface's words in English (the spec's); every other language has exactly these keys. */
export type Strings = typeof en;

/** The keys of single texts (`nav.home`), not of an island's group of them (`contactForm`). */
export type TextKey = {
  [K in keyof Strings]: Strings[K] extends string ? K : never;
}[keyof Strings];

/** A key missing from `strings` fails `T extends Strings`; an extra one, the `never` it must be. */
const sameKeys = <T extends Strings>(strings: T & Record<Exclude<keyof T, keyof Strings>, never>) =>
  strings as Strings;

/**
 * The interface in each language the site speaks: src/i18n/<code>.json. Marked pure, so an island
 * that takes only `fill` from here bundles no dictionary.
 */
export const DICTIONARIES = {
  en,
  de: /* @__PURE__ */ sameKeys(de),
  es: /* @__PURE__ */ sameKeys(es),
  fr: /* @__PURE__ */ sameKeys(fr),
  pt: /* @__PURE__ */ sameKeys(pt),
  ar: /* @__PURE__ */ sameKeys(ar),
};

export type Language = keyof typeof DICTIONARIES;
export const LANGUAGES = /* @__PURE__ */ Object.keys(DICTIONARIES) as Language[];

/**
 * A site path in a language: the default language's (the first of the config's `languages`) at
 * the path itself, each other one under its code: `localePath("/about/", "de", "en")` is
 * "/de/about/".
 */
export const localePath = (path: string, lang: string, defaultLang: string): string =>
  lang === defaultLang ? path : `/${lang}${path}`;

/** The owner's words: one text, or one a language (`{ en: "Hi, I'm Alex", de: "Hallo, ich bin Alex" }`). */
export type Words = string | Partial<Record<Language, string>>;

/** A config whose every text may be written one a language. */
export type WithWords<T> = T extends string
  ? string extends T
    ? Words
    : T
  : T extends object
    ? { [K in keyof T]: WithWords<T[K]> }
    : T;

const isWords = (value: object): value is Partial<Record<Language, string>> =>
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([key, text]) => key in DICTIONARIES && typeof text === "string");

/**
 * A config in one language: each text written one a language gives the text in `lang`, or, when
 * it has none, the default language's (missing from that too, the field is left empty, for the
 * config's check to name).
 */
export function wordsIn<T>(
  value: WithWords<T>,
  lang: Language,
  defaultLang: Language,
  /** Collects the texts written in `lang`. */
  own = new Set<string>(),
): T {
  if (typeof value !== "object" || value === null) return value as T;
  const inLang = (item: unknown) => wordsIn(item, lang, defaultLang, own);
  if (Array.isArray(value)) return value.map(inLang) as T;
  if (!isWords(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLang(item)])) as T;
  }
  const text = value[lang];
  if (text !== undefined) own.add(text);
  return (text ?? value[defaultLang]) as T;
}

/**
 * What marks a text shown in another language than its page's (a translation missing): its
 * `lang`, and its `dir` when the two are written in opposite directions. Nothing otherwise.
 */
export function textMarks(shown: Language, page: Language): { lang?: Language; dir?: string } {
  if (shown === page) return {};
  const { dir } = DICTIONARIES[shown];
  return { lang: shown, ...(dir !== DICTIONARIES[page].dir && { dir }) };
}

/**
 * A collection's entries in a language: each entry of the default language (a file of the
 * collection's folder) as its translation, the file of the same name in the folder named for the
 * language (case-studies/de/task-board.md), or as itself with the marks of a missing one. `slug`
 * is the file name both share, which the entry's address is made from.
 */
export function entriesIn<E extends { id: string }>(
  entries: readonly E[],
  lang: Language,
  defaultLang: Language,
) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return entries
    .filter(({ id }) => !id.includes("/"))
    .map((entry) => {
      const translation = lang === defaultLang ? entry : byId.get(`${lang}/${entry.id}`);
      const marks = translation ? {} : textMarks(defaultLang, lang);
      return { ...(translation ?? entry), slug: entry.id, marks };
    });
}

/**
 * An island's words in a language, English where the table has none: `words` is the table
 * `virtual:portfolio/words/<group>` gives (integrations/site-config.ts), by language code.
 */
export const islandWordsIn = <W>(words: unknown, lang = "en"): W => {
  const table = words as { en: W } & Partial<Record<string, W>>;
  return table[lang] ?? table.en;
};

/** A dictionary's text with its `{placeholders}` filled: `fill("Updated {date}", { date })`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
