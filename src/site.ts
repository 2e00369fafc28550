import config from "virtual:portfolio/site";
import type { Translations } from "./config/resolve";
import type { SiteConfig } from "./config/schema";
import { DICTIONARIES, localePath, textMarks, type Language } from "./lib/i18n";
import { href } from "./routes";

/**
 * The owner's configuration with the build's environment overrides, as the build checked it
 * (integrations/site-config.ts). Rendered at build time only: islands receive what they need as
 * props, so the config never ships as a module.
 */
export const site = config as SiteConfig;
const { translations } = config as { translations: Translations };

/** Files in public/ (and generated ones) live under the base path the site is served from. */
export const assetHref = (file: string) => href(`/${file}`);

/** The language of pages at the site's own addresses: the first of the config's `languages`. */
export const defaultLanguage: Language = site.languages[0] ?? "en";

/**
 * A page's language (the one its address names, Astro.currentLocale, else the default) and what
 * it speaks with: the interface's words, the site paths (`path`) and links (`href`) of pages in
 * it, the owner's config in it (the default language's texts where a translation is missing) and
 * the marks of such a text.
 */
export function pageLanguage(locale: string | undefined) {
  const lang = (locale ?? defaultLanguage) as Language;
  const own = new Set(translations[lang]?.own);
  const path = (sitePath: string) => localePath(sitePath, lang, defaultLanguage);
  return {
    lang,
    t: DICTIONARIES[lang],
    path,
    href: (sitePath: string) => href(path(sitePath)),
    site: translations[lang]?.site ?? site,
    marks: (text: string) => (own.has(text) ? {} : textMarks(defaultLanguage, lang)),
  };
}

/** A page's language as its views take it: `<View {...pageLanguage(Astro.currentLocale)} />`. */
export type PageLanguage = ReturnType<typeof pageLanguage>;

/** A file built once a language: `src/pages/[...lang]/cv.txt.ts` is /cv.txt, and /de/cv.txt. */
export const languagePaths = () =>
  site.languages.map((lang) => ({
    params: { lang: lang === defaultLanguage ? undefined : lang },
    props: pageLanguage(lang),
  }));
