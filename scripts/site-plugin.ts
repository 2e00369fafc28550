import { existsSync } from "node:fs";
import path from "node:path";
import { loadEnv, type Plugin, type ResolvedConfig } from "vite";
import siteConfig from "../site.config.ts";
import { resolveSiteConfig } from "../app/config/resolve.ts";
import { validateSiteConfig, type SiteConfig } from "../app/config/schema.ts";
import { PRERENDERED_PATHS } from "../react-router.config.ts";
import { generateCv } from "./cv.ts";
import { generateIcon, generateOgImage, TOUCH_ICON_SIZE } from "./og-image.ts";
import { MANIFEST_ICONS, webManifest } from "./web-manifest.ts";

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

function joinUrl(siteUrl: string, base: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${base.replace(/\/+$/, "")}${route}`;
}

export function sitemapXml(site: SiteConfig, base: string): string {
  const urls = PRERENDERED_PATHS.map(
    (route) => `  <url><loc>${joinUrl(site.siteUrl, base, route)}</loc></url>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${joinUrl(site.siteUrl, base, "/sitemap.xml")}\n`;
}

/**
 * Checks site.config.ts when the build starts, and writes the files that are derived from it:
 * the CV (unless the owner ships one), sitemap.xml and robots.txt.
 */
export function sitePlugin(): Plugin {
  let config: ResolvedConfig;
  let site: SiteConfig;

  const generated = async (): Promise<Record<string, string | Uint8Array>> => {
    const files: Record<string, string | Uint8Array> = {
      "sitemap.xml": sitemapXml(site, config.base),
      "robots.txt": robotsTxt(site, config.base),
    };
    const ownCv = site.cv.file && existsSync(path.join(config.publicDir, site.cv.file));
    if (site.cv.file && !ownCv) {
      throw new SiteConfigError([`cv.file: public/${site.cv.file} does not exist`]);
    }
    if (!ownCv) files[site.cv.downloadName] = await generateCv(site);
    return { ...files, ...(await (images ??= drawImages())) };
  };

  // The link-preview image and the icons; drawn once, as the dev server asks for every request.
  let images: Promise<Record<string, Uint8Array | string>> | undefined;
  const drawImages = async (): Promise<Record<string, Uint8Array | string>> => ({
    "og-image.png": await generateOgImage({
      name: site.name,
      role: site.role,
      footer: new URL(site.siteUrl).host,
    }),
    "apple-touch-icon.png": generateIcon(TOUCH_ICON_SIZE),
    ...Object.fromEntries(MANIFEST_ICONS.map(({ file, size }) => [file, generateIcon(size)])),
    "manifest.webmanifest": webManifest(site, config.base),
  });

  return {
    name: "portfolio-site",
    configResolved(resolved) {
      config = resolved;
      site = loadSiteConfig({ ...loadEnv(resolved.mode, resolved.root, "VITE_"), ...process.env });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of Object.entries(await generated())) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = decodeURIComponent((req.url ?? "").split("?")[0] ?? "").replace(
          config.base,
          "",
        );
        generated().then((files) => {
          const body = files[name];
          if (body === undefined) return next();
          res.setHeader(
            "Content-Type",
            name.endsWith(".pdf")
              ? "application/pdf"
              : name.endsWith(".png")
                ? "image/png"
                : name.endsWith(".webmanifest")
                  ? "application/manifest+json"
                  : name.endsWith(".xml")
                    ? "application/xml"
                    : "text/plain",
          );
          res.end(body);
        }, next);
      });
    },
  };
}
