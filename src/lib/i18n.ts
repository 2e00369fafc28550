import ar from "../i18n/ar.json" with { type: "json" };
import de from "../i18n/de.json" with { type: "json" };
import en from "../i18n/en.json" with { type: "json" };
import contactForm from "../i18n/en.contactForm.json" with { type: "json" };
import repositories from "../i18n/en.repositories.json" with { type: "json" };
import es from "../i18n/es.json" with { type: "json" };
import fr from "../i18n/fr.json" with { type: "json" };
import pt from "../i18n/pt.json" with { type: "json" };

/**
 * The interface's words in English (the spec's); every other language has exactly these keys.
 * Each island's English is a file of its own, which the island imports: were it in en.json, the
 * two islands would share that module, and each page would load the other island's words.
 */
const english = /* @__PURE__ */ Object.assign({}, en, { contactForm, repositories });
export type Strings = typeof english;

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
  en: english,
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

/** A dictionary's text with its `{placeholders}` filled: `fill("Updated {date}", { date })`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
