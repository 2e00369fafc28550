import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { normalizeBasePath } from "./base-path.ts";

/**
 * Why this integration and not Astro's `security.csp`: for a static build without an adapter,
 * Astro only writes a per-page `<meta>` policy. It emits response headers (the only place
 * `frame-ancestors` works) solely through an adapter with `staticHeaders`, one host per build,
 * while this site deploys one folder to four hosts: GitHub Pages (a <meta> is all it can take),
 * Netlify and Cloudflare Pages (`_headers`) and Vercel (the Build Output API, see
 * vercel-output.ts). Astro also leaves `is:inline` scripts, such as the theme script that must
 * run before the first paint, out of its hashes. So the policy is computed here, once, from the
 * final pages, and written in every form the four hosts read.
 */

/** Where EmailJS's client sends the contact form. */
export const EMAILJS_ORIGIN = "https://api.emailjs.com";

/** Scripts the browser runs (JSON-LD and other data blocks are not subject to script-src). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc\s*=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i;

/**
 * The hashes of every inline script a page runs: the theme script in <head>, and the scripts
 * Astro inlines for islands (the `astro-island` element and each client directive's loader).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export interface PolicyOptions {
  /** Hashes of every inline script the pages carry. */
  scriptHashes: readonly string[];
  /** Origins the browser may call: GitHub's API and EmailJS (and the analytics, when on). */
  connectOrigins: readonly string[];
  /** Script origins besides the site: the analytics provider's, when on. */
  scriptOrigins?: readonly string[];
  /** Image origins besides the site: GitHub's avatars never; GoatCounter's counter, when on. */
  imgOrigins?: readonly string[];
  /** frame-ancestors only works as a header; a <meta> policy must leave it out. */
  forMeta?: boolean;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // 'self' covers Astro's module scripts and the islands' chunks, all files under the base
    // path's _astro/ folder.
    `script-src 'self' ${[...new Set(options.scriptOrigins ?? []), ...[...new Set(options.scriptHashes)].sort()].join(" ")}`.trim(),
    // Styles are all inline blocks generated at build (build.inlineStylesheets) or same-origin
    // files; no visitor input reaches them, so inline styles are allowed rather than hashed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${[...new Set(options.imgOrigins ?? [])].join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${[...new Set(options.connectOrigins)].join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (!options.forMeta) directives.push("frame-ancestors 'none'");
  return directives.join("; ");
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()";

/** Headers for every response. */
export function responseHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

/** Astro's hashed files change name when they change, so they can be cached for good. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The `_headers` file read by Netlify and Cloudflare Pages: the security headers for every
 * path, then long-lived caching for the hashed assets in `assetsDir` (Astro's `build.assets`).
 */
export function headersFile(basePath: string, csp: string, assetsDir = "_astro"): string {
  const lines = [`${basePath}*`];
  for (const [name, value] of Object.entries(responseHeaders(csp))) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push("", `${basePath}${assetsDir}/*`, `  Cache-Control: ${ASSET_CACHE_CONTROL}`, "");
  return lines.join("\n");
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const CHARSET_META = /<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;

/**
 * Puts the policy in a page as a <meta>, right after the charset (or the <head> tag) and so
 * before any script it must cover. A page with neither stops the build, naming it: it would
 * otherwise go out with no policy on GitHub Pages.
 */
export function withPolicyMeta(html: string, metaCsp: string, file: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp}">`;
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) {
    throw new Error(`${file}: no <head> to put the Content-Security-Policy <meta> in`);
  }
  const end = anchor.index + anchor[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}

export interface SecurityHeadersOptions {
  /** Origins the browser may call besides the site itself. */
  connectOrigins: readonly string[];
  /** Script and image origins besides the site itself (the analytics provider's). */
  scriptOrigins?: readonly string[];
  imgOrigins?: readonly string[];
}

/**
 * Computes the policy from the built pages and writes it twice: as `_headers` for hosts that
 * read it, and as a <meta> tag in every page for hosts that cannot set headers (GitHub Pages).
 * Returns the header policy.
 */
export async function writeSecurityHeaders(
  dir: string,
  basePath: string,
  options: SecurityHeadersOptions & { assetsDir?: string },
): Promise<string> {
  const files = await htmlFiles(dir);
  const pages = await Promise.all(files.map((file) => readFile(file, "utf8")));
  const scriptHashes = pages.flatMap(inlineScriptHashes);
  const origins = {
    connectOrigins: options.connectOrigins,
    scriptOrigins: options.scriptOrigins ?? [],
    imgOrigins: options.imgOrigins ?? [],
  };
  const csp = contentSecurityPolicy({ scriptHashes, ...origins });
  const metaCsp = contentSecurityPolicy({ scriptHashes, ...origins, forMeta: true });
  await Promise.all(
    files.map((file, index) =>
      writeFile(file, withPolicyMeta(pages[index] ?? "", metaCsp, path.relative(dir, file))),
    ),
  );
  await writeFile(path.join(dir, "_headers"), headersFile(basePath, csp, options.assetsDir));
  return csp;
}

/**
 * The Content-Security-Policy and the other security headers, for all four hosts. Runs once
 * every page is final (after the other integrations that change HTML).
 */
export function securityHeaders(options: SecurityHeadersOptions): AstroIntegration {
  let basePath = "/";
  let assetsDir = "_astro";
  return {
    name: "portfolio:security-headers",
    hooks: {
      "astro:config:done": ({ config }) => {
        basePath = normalizeBasePath(config.base);
        assetsDir = config.build.assets;
      },
      "astro:build:done": async ({ dir, logger }) => {
        const csp = await writeSecurityHeaders(fileURLToPath(dir), basePath, {
          ...options,
          assetsDir,
        });
        const hashes = csp.match(/'sha256-/g)?.length ?? 0;
        logger.info(`Content-Security-Policy with ${hashes} inline script hashes written`);
      },
    },
  };
}
