import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { loadEnv } from "vite";
import siteConfig from "../site.config.ts";
import { resolveSiteConfig } from "../src/config/resolve.ts";
import { validateSiteConfig, type SiteConfig } from "../src/config/schema.ts";

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

/** The checked config as the build sees it. */
export const validSiteConfig = (): SiteConfig => loadSiteConfig(buildEnv());

/** Files the config names that must be in public/, each as the field that names it. */
export function missingPublicFiles(site: SiteConfig, publicDir: URL): string[] {
  const errors: string[] = [];
  if (site.cv.file && !existsSync(fileURLToPath(new URL(site.cv.file, publicDir)))) {
    errors.push(`cv.file: public/${site.cv.file} does not exist`);
  }
  return errors;
}

/** Stops the build (and the dev server) at once when site.config.ts is not valid. */
export function siteConfigCheck(): AstroIntegration {
  return {
    name: "portfolio:site-config",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const missing = missingPublicFiles(validSiteConfig(), config.publicDir);
        if (missing.length > 0) throw new SiteConfigError(missing);
      },
    },
  };
}
