/**
 * How the hosts answer a request from the files a build gives them, as far as the deploy test
 * needs: the `_headers` file Netlify and Cloudflare Pages read, and the routes of Vercel's Build
 * Output API (`.vercel/output/config.json`, version 3).
 */

// ---------------------------------------------------------------------------------------------
// _headers (Netlify, Cloudflare Pages)

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
  line: number;
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  problems: string[];
}

/**
 * A path pattern on a line of its own, then indented `Name: value` lines; `#` starts a comment.
 * Cloudflare's `! Name` (remove a header) is accepted and ignored.
 */
export function parseHeadersFile(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const number = index + 1;
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith("/") && !/^https:\/\//.test(trimmed)) {
        problems.push(`line ${number}: "${trimmed}" is neither a path (/...) nor an https:// URL`);
      }
      rules.push({ pattern: trimmed, headers: [], line: number });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) {
      problems.push(`line ${number}: a header before any path`);
      return;
    }
    if (trimmed.startsWith("!")) return;
    const colon = trimmed.indexOf(":");
    const name = colon > 0 ? trimmed.slice(0, colon).trim() : "";
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      problems.push(`line ${number}: "${trimmed}" is not a "Name: value" header`);
      return;
    }
    rule.headers.push([name, trimmed.slice(colon + 1).trim()]);
  });
  return { rules, problems };
}

/** `*` matches anything (a splat), `:name` one path segment; the rest is literal. */
export function headerPatternMatches(pattern: string, path: string): boolean {
  if (!pattern.startsWith("/")) return false; // https:// rules name another host
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/** The headers every matching rule adds, by lower-case name (repeats joined with ", "). */
export function headersForPath(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!headerPatternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  }
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Vercel Build Output API v3

export interface VercelRoute {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  continue?: boolean;
  status?: number;
  handle?: string;
}

/** The keys config.json may have (https://vercel.com/docs/build-output-api/configuration). */
const CONFIG_KEYS = new Set([
  "version",
  "routes",
  "images",
  "wildcard",
  "overrides",
  "cache",
  "crons",
  "framework",
  "flags",
]);
/** The keys of a route with `src` (the Source route type). */
const ROUTE_KEYS = new Set([
  "src",
  "dest",
  "headers",
  "methods",
  "continue",
  "caseSensitive",
  "check",
  "status",
  "has",
  "missing",
  "locale",
  "middlewarePath",
  "middlewareRawSrc",
  "important",
  "mitigate",
  "transforms",
  "env",
]);
const HANDLE_PHASES = new Set(["filesystem", "hit", "miss", "rewrite", "error", "resource"]);

export interface ParsedVercelConfig {
  routes: VercelRoute[];
  problems: string[];
}

/** Checks config.json against the Build Output API's schema, as far as routes go. */
export function parseVercelConfig(config: unknown): ParsedVercelConfig {
  const problems: string[] = [];
  const routes: VercelRoute[] = [];
  if (typeof config !== "object" || config === null || Array.isArray(config)) {
    return { routes, problems: ["config.json is not an object"] };
  }
  const table = config as Record<string, unknown>;
  if (table.version !== 3) {
    problems.push(`config.json: version is ${JSON.stringify(table.version)}, not 3`);
  }
  for (const key of Object.keys(table)) {
    if (!CONFIG_KEYS.has(key)) problems.push(`config.json: unknown key "${key}"`);
  }
  if (table.routes === undefined) return { routes, problems };
  if (!Array.isArray(table.routes)) {
    return { routes, problems: [...problems, "config.json: routes is not an array"] };
  }
  table.routes.forEach((value: unknown, index) => {
    const where = `config.json: routes[${index}]`;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      problems.push(`${where} is not an object`);
      return;
    }
    const route = value as Record<string, unknown>;
    if ("handle" in route) {
      if (typeof route.handle !== "string" || !HANDLE_PHASES.has(route.handle)) {
        problems.push(`${where}: handle ${JSON.stringify(route.handle)} is not a routing phase`);
      }
      const extra = Object.keys(route).filter((key) => key !== "handle" && key !== "src");
      if (extra.length > 0) problems.push(`${where}: a handle route with ${extra.join(", ")}`);
      routes.push({ handle: String(route.handle) });
      return;
    }
    for (const key of Object.keys(route)) {
      if (!ROUTE_KEYS.has(key)) problems.push(`${where}: unknown key "${key}"`);
    }
    if (typeof route.src !== "string") {
      problems.push(`${where}: no src`);
      return;
    }
    try {
      new RegExp(anchoredSource(route.src));
    } catch (error) {
      problems.push(`${where}: src ${route.src} is not a regular expression (${error})`);
      return;
    }
    const parsed: VercelRoute = { src: route.src };
    if (route.dest !== undefined) {
      if (typeof route.dest === "string") parsed.dest = route.dest;
      else problems.push(`${where}: dest is not a string`);
    }
    if (route.headers !== undefined) {
      const headers = route.headers;
      if (
        typeof headers === "object" &&
        headers !== null &&
        !Array.isArray(headers) &&
        Object.values(headers).every((header) => typeof header === "string")
      ) {
        parsed.headers = headers as Record<string, string>;
      } else {
        problems.push(`${where}: headers is not an object of strings`);
      }
    }
    if (route.continue !== undefined) {
      if (typeof route.continue === "boolean") parsed.continue = route.continue;
      else problems.push(`${where}: continue is not a boolean`);
    }
    if (route.status !== undefined) {
      if (
        Number.isInteger(route.status) &&
        Number(route.status) >= 100 &&
        Number(route.status) < 600
      ) {
        parsed.status = Number(route.status);
      } else {
        problems.push(`${where}: status ${JSON.stringify(route.status)} is not an HTTP status`);
      }
    }
    routes.push(parsed);
  });
  return { routes, problems };
}

/** Vercel matches `src` against the whole path: it adds `^` and `$` when they are missing. */
export function anchoredSource(src: string): string {
  return `${src.startsWith("^") ? "" : "^"}${src}${src.endsWith("$") ? "" : "$"}`;
}

export interface VercelResponse {
  status: number;
  /** The static file served, relative to `.vercel/output/static`, or null. */
  file: string | null;
  /** By lower-case name. */
  headers: Map<string, string>;
}

/**
 * Follows the routes for a GET of `path`: the routes before the first `handle` run first (with
 * `continue` letting later ones add to the response), then the static files, then the routes of
 * the `filesystem` phase for a path no file answered, then those of the `error` phase.
 * `findFile` answers a path with the static file that serves it, or null.
 */
export function routeVercelRequest(
  routes: readonly VercelRoute[],
  path: string,
  findFile: (path: string) => string | null,
): VercelResponse {
  const phases = new Map<string | null, VercelRoute[]>([[null, []]]);
  let phase: string | null = null;
  for (const route of routes) {
    if (route.handle) {
      phase = route.handle;
      phases.set(phase, phases.get(phase) ?? []);
    } else {
      phases.get(phase)?.push(route);
    }
  }
  const headers = new Map<string, string>();
  let status: number | undefined;
  let current = path;

  /** Runs a phase; returns a served file when a `dest` lands on one. */
  const run = (name: string | null, serveDest: boolean): string | null => {
    for (const route of phases.get(name) ?? []) {
      if (!route.src) continue;
      const match = new RegExp(anchoredSource(route.src)).exec(current);
      if (!match) continue;
      for (const [key, value] of Object.entries(route.headers ?? {})) {
        headers.set(key.toLowerCase(), value);
      }
      if (route.status !== undefined) status = route.status;
      if (route.dest !== undefined) {
        current = route.dest
          .replace(/\$(\d+)/g, (_, group: string) => match[Number(group)] ?? "")
          .split("?")[0] as string;
        if (serveDest) {
          const file = findFile(current);
          if (file) return file;
        }
      }
      if (!route.continue) break;
    }
    return null;
  };

  run(null, false);
  const file = findFile(current);
  if (file) {
    run("hit", false);
    return { status: status ?? 200, file, headers };
  }
  run("miss", false);
  const missed = run("filesystem", true);
  if (missed) return { status: status ?? 200, file: missed, headers };
  status = status ?? 404;
  const error = run("error", true);
  return { status, file: error, headers };
}
