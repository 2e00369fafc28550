import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./optimize-html.ts";

/** Scripts the browser runs (JSON-LD and other data blocks are not subject to script-src). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export interface PolicyOptions {
  /** Hashes of every inline script the pages carry (the theme script, React Router's data). */
  scriptHashes: readonly string[];
  /** Origins the browser may call: GitHub's API and EmailJS. */
  connectOrigins: readonly string[];
  /** frame-ancestors only works as a header; a <meta> policy must leave it out. */
  forMeta?: boolean;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(options.scriptHashes)].sort().join(" ")}`.trim(),
    // Styles are all same-origin files or inline blocks generated at build; no user input
    // reaches them, so inline styles are allowed rather than hashed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${[...new Set(options.connectOrigins)].join(" ")}`,
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

/** Headers for every response, then long-lived caching for the hashed assets. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The `_headers` file read by Netlify and Cloudflare Pages. */
export function headersFile(basePath: string, csp: string): string {
  const lines = [`${basePath}*`];
  for (const [name, value] of Object.entries(securityHeaders(csp)))
    lines.push(`  ${name}: ${value}`);
  lines.push("", `${basePath}assets/*`, `  Cache-Control: ${ASSET_CACHE_CONTROL}`, "");
  return lines.join("\n");
}

/**
 * Computes the policy from the built pages and writes it twice: as `_headers` for hosts that
 * read it, and as a <meta> tag in every page for hosts that cannot set headers (GitHub Pages).
 * Returns the header policy.
 */
export async function writeSecurityHeaders(
  clientDir: string,
  basePath: string,
  connectOrigins: readonly string[],
): Promise<string> {
  const files = await htmlFiles(clientDir);
  const pages = await Promise.all(files.map((file) => readFile(file, "utf8")));
  const scriptHashes = pages.flatMap(inlineScriptHashes);
  const csp = contentSecurityPolicy({ scriptHashes, connectOrigins });
  const metaCsp = contentSecurityPolicy({ scriptHashes, connectOrigins, forMeta: true });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp}"/>`;
  await Promise.all(
    files.map((file, index) => {
      const html = pages[index] ?? "";
      // Right after the charset, before any script, so the policy covers them all.
      const withMeta = html.replace(/(<meta charSet="utf-8"\/>)/i, `$1${meta}`);
      return writeFile(file, withMeta);
    }),
  );
  await writeFile(path.join(clientDir, "_headers"), headersFile(basePath, csp));
  return csp;
}
