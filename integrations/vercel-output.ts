import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { normalizeBasePath } from "./base-path.ts";
import { htmlFiles } from "./security-headers.ts";

/** One block of a `_headers` file: a path pattern and the headers sent for it. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/**
 * Reads the `_headers` format (a pattern on its own line, where `*` matches anything, then
 * indented `Name: value` lines), so that Vercel is given exactly what Netlify and Cloudflare get.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * A `_headers` pattern as the regular expression Vercel's routes take. A folder's splat
 * (`/repo/*`) also covers the folder's own address (`/repo`), which Vercel serves from
 * `repo/index.html` without redirecting to `/repo/` as Netlify and Cloudflare do.
 */
function routeSource(pattern: string): string {
  const escape = (text: string) =>
    text.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "(.*)");
  const folder = /^(\/.+)\/\*$/.exec(pattern);
  return folder?.[1] ? `${escape(folder[1])}(?:/(.*))?` : escape(pattern);
}

/**
 * Vercel cannot read `_headers`, and its vercel.json is fixed before the build while the policy
 * depends on the built pages. The Build Output API lets the build itself say which headers to
 * send: `.vercel/output/config.json` beside a copy of the static files.
 */
export function vercelConfig(
  rules: readonly HeaderRule[],
  basePath: string,
  folders: readonly string[] = [],
) {
  const prefix = basePath === "/" ? "" : basePath.slice(0, -1);
  return {
    version: 3,
    routes: [
      ...rules.map((rule) => ({
        src: routeSource(rule.pattern),
        headers: rule.headers,
        continue: true,
      })),
      // Each page's folder without its slash answers 308 to it with the slash (/about to
      // /about/), as the other hosts redirect it, and Vercel's own `trailingSlash: true` does.
      ...folders
        .map((folder) => `${prefix}/${folder}`.replace(/\/$/, ""))
        .filter(Boolean)
        .map((address) => ({
          src: routeSource(address),
          headers: { Location: `${address}/` },
          status: 308,
        })),
      { handle: "filesystem" },
      { src: `${routeSource(prefix)}/(.*)`, status: 404, dest: `${prefix}/404.html` },
    ],
  };
}

/** The folders of `dir` that hold a page: "about/" for about/index.html, "" for the home page. */
async function pageFolders(dir: string): Promise<string[]> {
  return (await htmlFiles(dir))
    .map((file) => path.relative(dir, file).split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"index.html".length));
}

export async function writeVercelOutput(
  dir: string,
  basePath: string,
  outputDir: string,
): Promise<void> {
  const headersPath = path.join(dir, "_headers");
  const rules = existsSync(headersPath)
    ? parseHeadersFile(await readFile(headersPath, "utf8"))
    : [];
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const staticDir = path.join(outputDir, "static", ...basePath.split("/").filter(Boolean));
  // Vercel would serve `_headers` as a page; its rules are in config.json instead.
  await cp(dir, staticDir, { recursive: true, filter: (source) => source !== headersPath });
  await writeFile(
    path.join(outputDir, "config.json"),
    `${JSON.stringify(vercelConfig(rules, basePath, await pageFolders(dir)), null, 2)}\n`,
  );
}

/**
 * On Vercel (which sets VERCEL during its builds), hands over the built folder with its headers
 * through the Build Output API. Runs after securityHeaders, whose `_headers` it translates.
 */
export function vercelOutput(): AstroIntegration {
  let basePath = "/";
  let root = new URL("file:///");
  return {
    name: "portfolio:vercel-output",
    hooks: {
      "astro:config:done": ({ config }) => {
        basePath = normalizeBasePath(config.base);
        root = config.root;
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!process.env.VERCEL) return;
        const outputDir = fileURLToPath(new URL(".vercel/output/", root));
        await writeVercelOutput(fileURLToPath(dir), basePath, outputDir);
        logger.info(`Vercel Build Output written to ${path.relative(process.cwd(), outputDir)}`);
      },
    },
  };
}
