import ar from "../i18n/ar.json" with { type: "json" };
import de from "../i18n/de.json" with { type: "json" };
import en from "../i18n/en.json" with { type: "json" };
import es from "../i18n/es.json" with { type: "json" };
import fr from "../i18n/fr.json" with { type: "json" };
import pt from "../i18n/pt.json" with { type: "json" };

/** The interface's words in English (the spec's); every other language has exactly these keys. */
export type Strings = typeof en;

/** A key missing from `strings` fails `T extends Strings`; an extra one, the `never` it must be. */
const sameKeys = <T extends Strings>(strings: T & Record<Exclude<keyof T, keyof Strings>, never>) =>
  strings as Strings;

/** The interface in each language the site speaks: src/i18n/<code>.json. */
export const DICTIONARIES = {
  en,
  de: sameKeys(de),
  es: sameKeys(es),
  fr: sameKeys(fr),
  pt: sameKeys(pt),
  ar: sameKeys(ar),
};

export type Language = keyof typeof DICTIONARIES;
export const LANGUAGES = Object.keys(DICTIONARIES) as Language[];

/**
 * A site path in a language: the default language's (the first of the config's `languages`) at
 * the path itself, each other one under its code: `localePath("/about/", "de", "en")` is
 * "/de/about/".
 */
export const localePath = (path: string, lang: string, defaultLang: string): string =>
  lang === defaultLang ? path : `/${lang}${path}`;
