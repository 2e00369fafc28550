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

export const cvHref = assetHref(site.cv.file ?? site.cv.downloadName);

/** The language of pages at the site's own addresses: the first of the config's `languages`. */
export const defaultLanguage: Language = site.languages[0] ?? "en";

/**
 * A page's language (the one its address names, Astro.currentLocale, else the default) and what
 * it speaks with: the interface's words, links to pages in it, the owner's config in it (the
 * default language's texts where a translation is missing) and the marks of such a text.
 */
export function pageLanguage(locale: string | undefined) {
  const lang = (locale ?? defaultLanguage) as Language;
  const own = new Set(translations[lang]?.own);
  return {
    lang,
    t: DICTIONARIES[lang],
    href: (path: string) => href(localePath(path, lang, defaultLanguage)),
    site: translations[lang]?.site ?? site,
    marks: (text: string) => (own.has(text) ? {} : textMarks(defaultLanguage, lang)),
  };
}

/** A page's language as its views take it: `<View {...pageLanguage(Astro.currentLocale)} />`. */
export type PageLanguage = ReturnType<typeof pageLanguage>;
