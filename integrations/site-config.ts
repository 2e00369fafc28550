import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { envField } from "astro/config";
import { loadEnv, type Plugin } from "vite";
import siteConfig from "../site.config.ts";
import { resolveSiteConfig, SITE_ENV, type Translations } from "../src/config/resolve.ts";
import { validateSiteConfig, type SiteConfig } from "../src/config/schema.ts";
import { accentContrastIssues, describeAccentIssue } from "../src/lib/accent.ts";
import { DICTIONARIES, type Language } from "../src/lib/i18n.ts";

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
  constructor(errors: string[]) {
    super(
      `site.config.ts is not valid:\n${errors.map((line) => `  - ${line}`).join("\n")}\n` +
        "Fix these fields (or the VITE_* variables that override them) and build again.",
    );
  }
}

/**
 * The owner's config with the environment's overrides, checked, in the default language and in
 * each other one; throws naming each bad field.
 */
export function loadSiteConfig(
  env: Record<string, string | undefined>,
): SiteConfig & { translations: Translations } {
  const result = validateSiteConfig(resolveSiteConfig(siteConfig, env));
  if (!result.ok) throw new SiteConfigError(result.errors);
  const errors: string[] = [];
  const translations: Translations = {};
  for (const lang of result.config.languages.slice(1)) {
    const own = new Set<string>();
    const other = validateSiteConfig(resolveSiteConfig(siteConfig, env, lang, own));
    if (other.ok) translations[lang] = { site: other.config, own: [...own] };
    else errors.push(...other.errors.map((error) => `${error} (in ${lang})`));
  }
  if (errors.length > 0) throw new SiteConfigError(errors);
  return { ...result.config, translations };
}

/** The build's environment: `.env` files for the mode, then the process's own variables. */
export const buildEnv = (
  mode = process.env.NODE_ENV === "development" ? "development" : "production",
) => ({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env });

/** A module made at build time: `import value from "<id>"` gets `source`'s exports. */
export function virtualModule(id: string, source: string): Plugin {
  const resolved = `\0${id}`;
  return {
    name: id,
    resolveId: (name) => (name === id ? resolved : undefined),
    load: (name) => (name === resolved ? source : undefined),
  };
}

/** The checked config as a module, `import site from "virtual:portfolio/site"`. */
export const sitePlugin = (site: SiteConfig) =>
  virtualModule("virtual:portfolio/site", `export default ${JSON.stringify(site)};`);

/**
 * Each island's words, `import words from "virtual:portfolio/words/repositories"`: English and
 * the site's other languages, by code. They travel in the island's cached code, not in every
 * page's props, and a site in one language ships no other language's.
 */
export const islandWords = (languages: readonly Language[]) =>
  (["repositories", "contactForm"] as const).map((group) => {
    const words = ["en" as const, ...languages].map((lang) => [lang, DICTIONARIES[lang][group]]);
    return virtualModule(
      `virtual:portfolio/words/${group}`,
      `export default ${JSON.stringify(Object.fromEntries(words))};`,
    );
  });

/**
 * Stops the build (and the dev server) at once on any of siteConfigErrors; serves the config
 * astro.config.ts loaded and checked to the pages and components (through src/site.ts), and
 * declares its variables (SITE_ENV) to Astro's `env.schema`. The dev server starts again when
 * site.config.ts changes, so everything made from the config is made again.
 *
 * The owner's photo (`portrait`, a file in src/assets/) is an astro:assets image:
 * `import portrait from "virtual:portfolio/portrait"` is its ImageMetadata, or undefined when the
 * config names none. Importing the one file the config names, rather than globbing the folder,
 * keeps every other file in src/assets/ out of the build.
 */
export function siteData(site: SiteConfig): AstroIntegration {
  const field = { context: "server", access: "public", optional: true } as const;
  const schema = Object.fromEntries(
    Object.entries(SITE_ENV).map(([name, [, type]]) => [
      name,
      envField[type === "list" ? "string" : type](field),
    ]),
  );
  return {
    name: "portfolio:site",
    hooks: {
      "astro:config:setup": ({ config, addWatchFile, updateConfig }) => {
        const errors = siteConfigErrors(site, config);
        if (errors.length > 0) throw new SiteConfigError(errors);
        addWatchFile(new URL("../site.config.ts", import.meta.url));
        const file = portraitFile(site, config.root);
        const portrait = virtualModule(
          "virtual:portfolio/portrait",
          file ? `export { default } from ${JSON.stringify(file)};` : "export default undefined;",
        );
        const plugins = [sitePlugin(site), portrait, ...islandWords(site.languages)];
        updateConfig({ env: { schema }, vite: { plugins } });
      },
    },
  };
}

/**
 * The portrait's file, when the config names one, in src/assets/. The browser tests point
 * PORTRAIT_DIR at their fixtures, so no photo has to live in src/assets/ for them.
 */
export function portraitFile(site: Pick<SiteConfig, "portrait">, root: URL): string | undefined {
  const dir = process.env.PORTRAIT_DIR?.trim() || "src/assets";
  return site.portrait && path.resolve(fileURLToPath(root), dir, site.portrait);
}

/**
 * What the build stops on beyond each field's own check (loadSiteConfig): a file the config names
 * that is missing, and accent colours that fail WCAG AA on a surface the site shows them on.
 */
export function siteConfigErrors(
  site: SiteConfig,
  { root, publicDir }: { root: URL; publicDir: URL },
): string[] {
  const errors: string[] = [];
  if (site.cv.file && !existsSync(new URL(site.cv.file, publicDir))) {
    errors.push(`cv.file: public/${site.cv.file} does not exist`);
  }
  const portrait = portraitFile(site, root);
  if (portrait && !statSync(portrait, { throwIfNoEntry: false })?.isFile()) {
    const shown = path.relative(fileURLToPath(root), portrait).split(path.sep).join("/");
    errors.push(`portrait: ${shown} does not exist (put your photo there, or remove the field)`);
  }
  errors.push(...accentContrastIssues(site.accent, site.accentDark).map(describeAccentIssue));
  return errors;
}
