import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { envField } from "astro/config";
import { loadEnv, type Plugin } from "vite";
import siteConfig from "../site.config.ts";
import { resolveSiteConfig, SITE_ENV } from "../src/config/resolve.ts";
import { validateSiteConfig, type SiteConfig } from "../src/config/schema.ts";
import { accentContrastIssues, describeAccentIssue } from "../src/lib/accent.ts";

export class SiteConfigError extends Error {
  constructor(errors: string[]) {
    super(
      `site.config.ts is not valid:\n${errors.map((line) => `  - ${line}`).join("\n")}\n` +
        "Fix these fields (or the VITE_* variables that override them) and build again.",
    );
    this.name = "SiteConfigError";
  }
}

/** The owner's config with the environment's overrides, checked; throws naming each bad field. */
export function loadSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = validateSiteConfig(resolveSiteConfig(siteConfig, env));
  if (!result.ok) throw new SiteConfigError(result.errors);
  return result.config;
}

/** The build's environment: `.env` files for the mode, then the process's own variables. */
export function buildEnv(
  mode = process.env.NODE_ENV === "development" ? "development" : "production",
) {
  return { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
}

/** The checked config as a module, `import site from "virtual:portfolio/site"`. */
export function sitePlugin(site: SiteConfig): Plugin {
  const id = "\0virtual:portfolio/site";
  return {
    name: "portfolio:site",
    resolveId: (source) => (`\0${source}` === id ? id : undefined),
    load: (source) => (source === id ? `export default ${JSON.stringify(site)};` : undefined),
  };
}

/**
 * Serves the config astro.config.ts loaded and checked to the pages and components (through
 * src/site.ts), and declares its variables (SITE_ENV) to Astro's `env.schema`. The dev server
 * starts again when site.config.ts changes, so everything made from the config is made again.
 */
export function siteData(site: SiteConfig): AstroIntegration {
  const schema = Object.fromEntries(
    Object.entries(SITE_ENV).map(([name, [, type]]) => [
      name,
      envField[type]({ context: "server", access: "public", optional: true }),
    ]),
  );
  return {
    name: "portfolio:site",
    hooks: {
      "astro:config:setup": ({ addWatchFile, updateConfig }) => {
        addWatchFile(new URL("../site.config.ts", import.meta.url));
        updateConfig({ env: { schema }, vite: { plugins: [sitePlugin(site)] } });
      },
    },
  };
}

/** Files the config names that must be in public/, each as the field that names it. */
export function missingPublicFiles(site: SiteConfig, publicDir: URL): string[] {
  const errors: string[] = [];
  if (site.cv.file && !existsSync(fileURLToPath(new URL(site.cv.file, publicDir)))) {
    errors.push(`cv.file: public/${site.cv.file} does not exist`);
  }
  return errors;
}

/**
 * The folder the config's images (the portrait) are read from: src/assets/. The browser tests
 * point PORTRAIT_DIR at their fixtures, so no photo has to live in src/assets/ for them.
 */
export function assetsDir(root: URL, env: Record<string, string | undefined> = process.env): URL {
  const dir = env.PORTRAIT_DIR?.trim() || "src/assets";
  return pathToFileURL(`${path.resolve(fileURLToPath(root), dir)}${path.sep}`);
}

/** The portrait's file, when the config names one. */
export function portraitFile(site: Pick<SiteConfig, "portrait">, assets: URL): string | undefined {
  return site.portrait ? fileURLToPath(new URL(site.portrait, assets)) : undefined;
}

/** Files the config names that must be in the assets folder, each as the field that names it. */
export function missingAssetFiles(
  site: Pick<SiteConfig, "portrait">,
  root: URL,
  assets: URL,
): string[] {
  const file = portraitFile(site, assets);
  if (!file || (existsSync(file) && statSync(file).isFile())) return [];
  const shown = path.relative(fileURLToPath(root), file).split(path.sep).join("/");
  return [`portrait: ${shown} does not exist (put your photo there, or remove the field)`];
}

/** Accent colours that fail WCAG AA on a surface the site shows them on. */
export const accentErrors = (site: SiteConfig): string[] =>
  accentContrastIssues(site.accent, site.accentDark).map(describeAccentIssue);

/**
 * Stops the build (and the dev server) at once when a file the config names is missing or its
 * accents fail contrast; each field was checked as the config was loaded (loadSiteConfig).
 */
export function siteConfigCheck(site = loadSiteConfig(buildEnv())): AstroIntegration {
  return {
    name: "portfolio:site-config",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const errors = [
          ...missingPublicFiles(site, config.publicDir),
          ...missingAssetFiles(site, config.root, assetsDir(config.root)),
          ...accentErrors(site),
        ];
        if (errors.length > 0) throw new SiteConfigError(errors);
      },
    },
  };
}
