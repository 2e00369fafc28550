/**
 * What a deployed folder must hold, checked file by file: every page at its address under the
 * base path, links and assets that resolve inside the folder, canonical URLs, the CSP (as a
 * <meta> and as the host's headers) covering every inline script, 404.html, the CV, the sitemap,
 * robots.txt and the web manifest. Each check returns its problems as sentences; none stops at
 * the first.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  headersForPath,
  parseHeadersFile,
  parseVercelConfig,
  routeVercelRequest,
  type HeaderRule,
} from "./hosts.ts";

export interface SiteExpectation {
  /** The folder the host serves at `base`. */
  dir: string;
  /** "/" or "/repo/". */
  base: string;
  /** Scheme and host the canonical URLs, the sitemap and robots.txt name. */
  origin: string;
  /** The route table's page paths ("/", "/about", ...). */
  pages: readonly string[];
  /** Origins no page may name as its own (site.config.ts's siteUrl when the recipe overrides it). */
  foreignOrigins: readonly string[];
}

/** Probed as a path no page has, for the hosts' 404 handling. */
export const MISSING_PAGE = "no-such-page-deploy-test";

/** Every file under `dir`, relative, with "/" separators. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

const COMPRESSED = /\.(?:gz|br|zst)$/;

/** A route path under the base: ("/about", "/portfolio/") → "/portfolio/about". */
export function underBase(page: string, base: string): string {
  return page === "/" ? base : `${base}${page.replace(/^\/+/, "")}`;
}

/** The canonical address of a page: the home page keeps its slash, the others have none. */
export function pageUrl(expect: Pick<SiteExpectation, "origin" | "base">, page: string): string {
  return `${expect.origin}${underBase(page, expect.base)}`;
}

/**
 * The file a static host serves for `urlPath` from a folder served at `base`: the file itself,
 * its `index.html` or (GitHub Pages, Netlify, Cloudflare; not Vercel without cleanUrls) `.html`.
 * Null when the path is outside the base or nothing answers it.
 */
export function fileForPath(
  files: ReadonlySet<string>,
  base: string,
  urlPath: string,
  { htmlExtension = true } = {},
): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "");
  } catch {
    return null;
  }
  if (pathname === base.replace(/\/$/, "")) pathname = base;
  if (!pathname.startsWith(base)) return null;
  const rest = pathname.slice(base.length);
  const candidates =
    rest === "" || rest.endsWith("/")
      ? [`${rest}index.html`]
      : [rest, `${rest}/index.html`, ...(htmlExtension ? [`${rest}.html`] : [])];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading HTML

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X"))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface Tag {
  name: string;
  attributes: Map<string, string>;
  index: number;
}

/** The start tags of a page (script bodies left out), with decoded attribute values. */
export function tags(html: string): Tag[] {
  const withoutScripts = html.replace(
    /(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi,
    (_, open: string, close: string) =>
      open + " ".repeat(_.length - open.length - close.length) + close,
  );
  const found: Tag[] = [];
  for (const match of withoutScripts.matchAll(
    /<([a-zA-Z][a-zA-Z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g,
  )) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? "").matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      const name = attribute[1]?.toLowerCase() ?? "";
      attributes.set(name, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""));
    }
    found.push({ name: match[1]?.toLowerCase() ?? "", attributes, index: match.index });
  }
  return found;
}

/** The URLs a page refers to: links, sources, srcsets, URL-valued <meta>, CSS url()s. */
export function pageUrls(html: string): { attribute: string; url: string }[] {
  const urls: { attribute: string; url: string }[] = [];
  for (const tag of tags(html)) {
    for (const [name, value] of tag.attributes) {
      // component-url, renderer-url, before-hydration-url: the scripts of Astro's islands.
      if (["href", "src", "action", "poster"].includes(name) || name.endsWith("-url")) {
        urls.push({ attribute: name, url: value });
      }
      if (name === "srcset" || name === "imagesrcset") {
        for (const candidate of value.split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.push({ attribute: name, url });
        }
      }
      if (name === "content" && tag.name === "meta" && /^(?:https?:)?\//.test(value)) {
        urls.push({
          attribute: `meta ${tag.attributes.get("property") ?? tag.attributes.get("name") ?? "content"}`,
          url: value,
        });
      }
      if (name === "style")
        urls.push(...cssUrls(value).map((url) => ({ attribute: "style", url })));
    }
  }
  for (const style of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    urls.push(...cssUrls(style[1] ?? "").map((url) => ({ attribute: "<style>", url })));
  }
  return urls;
}

/** The `./chunk.js` a built script imports, statically or dynamically. */
export function relativeImports(script: string): string[] {
  return [...script.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"'?#]+)["']/g)].map(
    (match) => match[1] ?? "",
  );
}

export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? "").trim())
    .filter(Boolean);
}

/** sha256 sources of the scripts a page runs inline (data blocks such as JSON-LD excepted). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

/** A policy's directives by name. */
export function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The inline scripts a policy would block. */
export function blockedScripts(policy: string, hashes: readonly string[]): string[] {
  const directives = cspDirectives(policy);
  const sources = directives.get("script-src") ?? directives.get("default-src");
  if (!sources) return [];
  const allowed = new Set(sources);
  if (
    allowed.has("'unsafe-inline'") &&
    ![...allowed].some((source) => /^'(?:sha|nonce)/.test(source))
  ) {
    return [];
  }
  return hashes.filter((hash) => !allowed.has(hash));
}

function metaPolicy(html: string): { policy: string; index: number } | null {
  const tag = tags(html).find(
    (found) =>
      found.name === "meta" &&
      found.attributes.get("http-equiv")?.toLowerCase() === "content-security-policy",
  );
  return tag ? { policy: tag.attributes.get("content") ?? "", index: tag.index } : null;
}

// ---------------------------------------------------------------------------------------------
// The site

interface SiteFiles {
  files: Set<string>;
  html: Map<string, string>;
}

function readSite(dir: string): SiteFiles {
  const files = new Set(listFiles(dir));
  const html = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith(".html")) html.set(file, readFileSync(path.join(dir, file), "utf8"));
  }
  return { files, html };
}

function limit(problems: string[], max = 15): string[] {
  return problems.length <= max
    ? problems
    : [...problems.slice(0, max), `... and ${problems.length - max} more`];
}

/** Checks one URL a file of the site names; `from` is the file, for messages. */
function urlProblem(
  expect: SiteExpectation,
  site: SiteFiles,
  from: string,
  attribute: string,
  url: string,
): string | null {
  if (!url || /^(?:#|mailto:|tel:|data:|javascript:|blob:|about:)/i.test(url)) return null;
  let local: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) {
    let parsed: URL;
    try {
      parsed = new URL(url, expect.origin);
    } catch {
      return `${from}: ${attribute} "${url}" is not a URL`;
    }
    if (expect.foreignOrigins.includes(parsed.origin)) {
      return `${from}: ${attribute} "${url}" names ${parsed.origin} instead of ${expect.origin}`;
    }
    if (parsed.origin !== expect.origin) return null;
    local = parsed.pathname;
  } else if (url.startsWith("/")) {
    local = url;
  } else {
    return `${from}: ${attribute} "${url}" is relative: it breaks when the page is served at another depth (404.html, /about vs /about/)`;
  }
  const pathname = local.split(/[?#]/)[0] ?? "";
  if (!`${pathname}/`.startsWith(expect.base)) {
    return `${from}: ${attribute} "${url}" is outside the base path ${expect.base}`;
  }
  if (!fileForPath(site.files, expect.base, pathname)) {
    return `${from}: ${attribute} "${url}" names a file the output does not have`;
  }
  return null;
}

/** Every page of the route table is there, with its canonical URL and its <meta> policy. */
export function checkPages(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const problems: string[] = [];
  for (const page of expect.pages) {
    const address = underBase(page, expect.base);
    const file = fileForPath(site.files, expect.base, address);
    if (!file) {
      problems.push(`${page}: no page is served at ${address}`);
      continue;
    }
    const html = site.html.get(file) ?? "";
    const canonical = tags(html).find(
      (tag) => tag.name === "link" && tag.attributes.get("rel")?.toLowerCase() === "canonical",
    );
    const wanted = pageUrl(expect, page);
    if (!canonical) problems.push(`${file}: no canonical link (expected ${wanted})`);
    else if (canonical.attributes.get("href") !== wanted) {
      problems.push(
        `${file}: canonical URL is ${canonical.attributes.get("href")}, expected ${wanted}`,
      );
    }
  }
  if (!site.files.has("404.html")) {
    problems.push(`no 404.html at the top of the output: the host has no not-found page to serve`);
  }
  return limit(problems);
}

/** Links and assets of every page (and url()s of the CSS files) resolve under the base path. */
export function checkLinks(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const problems = new Set<string>();
  for (const [file, html] of site.html) {
    for (const { attribute, url } of pageUrls(html)) {
      const problem = urlProblem(expect, site, file, attribute, url);
      if (problem) problems.add(problem);
    }
  }
  for (const file of site.files) {
    if (!file.endsWith(".css")) continue;
    for (const url of cssUrls(readFileSync(path.join(expect.dir, file), "utf8"))) {
      const resolved =
        url.startsWith("/") || /^[a-z]+:/i.test(url)
          ? url
          : new URL(url, `http://x${expect.base}${file}`).pathname;
      const problem = urlProblem(expect, site, file, "url()", resolved);
      if (problem) problems.add(problem);
    }
  }
  for (const file of site.files) {
    if (!/\.m?js$/.test(file)) continue;
    for (const specifier of relativeImports(readFileSync(path.join(expect.dir, file), "utf8"))) {
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (!site.files.has(target))
        problems.add(`${file}: imports ${specifier}, which the output does not have`);
    }
  }
  if (site.html.size === 0) problems.add("no HTML files at all");
  return limit([...problems]);
}

/** Every page carries the policy as a <meta> before its first script, and it allows its scripts. */
export function checkMetaPolicy(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const problems: string[] = [];
  for (const [file, html] of site.html) {
    const meta = metaPolicy(html);
    if (!meta) {
      problems.push(`${file}: no Content-Security-Policy <meta>`);
      continue;
    }
    const firstScript = html.search(/<script\b/i);
    if (firstScript >= 0 && firstScript < meta.index) {
      problems.push(`${file}: a script comes before the Content-Security-Policy <meta>`);
    }
    if (cspDirectives(meta.policy).has("frame-ancestors")) {
      problems.push(`${file}: the <meta> policy has frame-ancestors, which browsers ignore there`);
    }
    const blocked = blockedScripts(meta.policy, inlineScriptHashes(html));
    if (blocked.length > 0) {
      problems.push(
        `${file}: the <meta> policy blocks ${blocked.length} inline script(s): ${blocked.join(" ")}`,
      );
    }
  }
  return limit(problems);
}

/** The Download CV link of the pages leads to a PDF. */
export function checkCv(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const links = new Set<string>();
  for (const html of site.html.values()) {
    for (const tag of tags(html)) {
      const href = tag.attributes.get("href");
      if (tag.name === "a" && href && /\.pdf(?:[?#]|$)/i.test(href)) links.add(href);
    }
  }
  if (links.size === 0) return ["no page links to a PDF (the Download CV link)"];
  const problems: string[] = [];
  for (const link of links) {
    const pathname = link.startsWith("/") ? link : new URL(link, expect.origin).pathname;
    const file = fileForPath(site.files, expect.base, pathname);
    if (!file) {
      problems.push(`the CV link ${link} names a file the output does not have`);
      continue;
    }
    const head = readFileSync(path.join(expect.dir, file)).subarray(0, 5).toString("latin1");
    if (head !== "%PDF-") problems.push(`${file} (the CV link ${link}) is not a PDF`);
  }
  return problems;
}

function xmlLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    decodeEntities(match[1] ?? ""),
  );
}

/**
 * sitemap-index.xml lists sitemaps that list exactly the pages, at their canonical URLs: those of
 * the route table and every other page with a canonical link.
 */
export function checkSitemap(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const indexFile = "sitemap-index.xml";
  if (!site.files.has(indexFile)) return [`no ${indexFile} at the top of the output`];
  const home = `${expect.origin}${expect.base}`;
  const problems: string[] = [];
  const listed: string[] = [];
  for (const part of xmlLocations(readFileSync(path.join(expect.dir, indexFile), "utf8"))) {
    if (!part.startsWith(home)) {
      problems.push(`${indexFile} lists ${part}, which is not under ${home}`);
      continue;
    }
    const file = fileForPath(site.files, expect.base, new URL(part).pathname);
    if (!file) {
      problems.push(`${indexFile} lists ${part}, which the output does not have`);
      continue;
    }
    listed.push(...xmlLocations(readFileSync(path.join(expect.dir, file), "utf8")));
  }
  // The route table's pages, and every other page the output holds with a canonical link of its
  // own (case studies, posts): the not-found page has none.
  const wanted = new Set(expect.pages.map((page) => pageUrl(expect, page)));
  for (const html of site.html.values()) {
    const canonical = tags(html).find(
      (tag) => tag.name === "link" && tag.attributes.get("rel")?.toLowerCase() === "canonical",
    );
    const href = canonical?.attributes.get("href");
    if (href?.startsWith(home)) wanted.add(href);
  }
  const missing = [...wanted].filter((url) => !listed.includes(url));
  const extra = listed.filter((url) => !wanted.has(url));
  if (missing.length > 0) problems.push(`the sitemap lacks ${missing.join(", ")}`);
  if (extra.length > 0)
    problems.push(`the sitemap lists what is not a page's canonical URL: ${extra.join(", ")}`);
  return problems;
}

/** robots.txt names the sitemap by its full URL. */
export function checkRobots(expect: SiteExpectation): string[] {
  const file = path.join(expect.dir, "robots.txt");
  if (!existsSync(file)) return ["no robots.txt at the top of the output"];
  const wanted = `${expect.origin}${expect.base}sitemap-index.xml`;
  const sitemaps = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((line) => /^sitemap:/i.test(line))
    .map((line) => line.slice(line.indexOf(":") + 1).trim());
  return sitemaps.includes(wanted)
    ? []
    : [
        `robots.txt names ${sitemaps.length ? sitemaps.join(", ") : "no sitemap"}, expected Sitemap: ${wanted}`,
      ];
}

/** The web manifest's start URL, scope and icons are under the base path. */
export function checkManifest(expect: SiteExpectation): string[] {
  const site = readSite(expect.dir);
  const home = site.html.get("index.html");
  if (!home) return ["no index.html"];
  const link = tags(home).find(
    (tag) => tag.name === "link" && tag.attributes.get("rel") === "manifest",
  );
  const href = link?.attributes.get("href");
  if (!href) return ["index.html links no web manifest"];
  const file = fileForPath(site.files, expect.base, href);
  if (!file) return [`the manifest link ${href} names a file the output does not have`];
  let manifest: { start_url?: unknown; scope?: unknown; icons?: unknown };
  try {
    manifest = JSON.parse(readFileSync(path.join(expect.dir, file), "utf8")) as typeof manifest;
  } catch (error) {
    return [`${file} is not JSON: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const key of ["start_url", "scope"] as const) {
    const value = manifest[key];
    if (
      typeof value !== "string" ||
      !new URL(value, `${expect.origin}${href}`).pathname.startsWith(expect.base)
    ) {
      problems.push(`${file}: ${key} ${JSON.stringify(value)} is not under ${expect.base}`);
    }
  }
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as { src?: unknown }[]) : [];
  for (const icon of icons) {
    const src =
      typeof icon.src === "string" ? new URL(icon.src, `${expect.origin}${href}`).pathname : "";
    if (!fileForPath(site.files, expect.base, src)) {
      problems.push(
        `${file}: icon ${JSON.stringify(icon.src)} names a file the output does not have`,
      );
    }
  }
  return problems;
}

/** A value the build was given (a token) appears in no file of the output. */
export function checkNoSecret(dir: string, secret: string): string[] {
  const needle = Buffer.from(secret);
  return listFiles(dir)
    .filter((file) => !COMPRESSED.test(file))
    .filter((file) => readFileSync(path.join(dir, file)).includes(needle))
    .map((file) => `${file} contains the GITHUB_TOKEN the build was given`);
}

// ---------------------------------------------------------------------------------------------
// Headers

type HeaderLookup = (urlPath: string) => Map<string, string>;

/** The asset file probed for the long cache: the first file Astro wrote under _astro/. */
function assetProbe(files: Iterable<string>): string | null {
  for (const file of files) if (file.startsWith("_astro/") && !COMPRESSED.test(file)) return file;
  return null;
}

/** Security and cache headers as a host would send them, whatever reads them. */
function headerProblems(expect: SiteExpectation, lookup: HeaderLookup, label: string): string[] {
  const site = readSite(expect.dir);
  const problems: string[] = [];
  const pagePaths = [
    ...expect.pages.map((page) => underBase(page, expect.base)),
    `${expect.base}${MISSING_PAGE}`,
  ];
  let policy: string | null = null;
  for (const pagePath of pagePaths) {
    const headers = lookup(pagePath);
    const csp = headers.get("content-security-policy");
    if (!csp) {
      problems.push(`${label}: ${pagePath} gets no Content-Security-Policy header`);
      continue;
    }
    policy ??= csp;
    if (!cspDirectives(csp).get("frame-ancestors")?.includes("'none'")) {
      problems.push(
        `${label}: the Content-Security-Policy for ${pagePath} lacks frame-ancestors 'none'`,
      );
    }
    if (headers.get("x-content-type-options") !== "nosniff") {
      problems.push(`${label}: ${pagePath} gets no X-Content-Type-Options: nosniff`);
    }
    if (/immutable/i.test(headers.get("cache-control") ?? "")) {
      problems.push(`${label}: the page ${pagePath} is cached as immutable`);
    }
  }
  const asset = assetProbe(site.files);
  if (!asset) problems.push("no file under _astro/ to probe the asset cache with");
  else {
    const cache = lookup(`${expect.base}${asset}`).get("cache-control") ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0);
    if (!/immutable/i.test(cache) || maxAge < 31536000) {
      problems.push(
        `${label}: ${expect.base}${asset} gets Cache-Control "${cache}", not a year's immutable cache`,
      );
    }
  }
  if (policy) {
    for (const [file, html] of site.html) {
      const blocked = blockedScripts(policy, inlineScriptHashes(html));
      if (blocked.length > 0) {
        problems.push(
          `${label}: the header policy blocks ${blocked.length} inline script(s) of ${file}`,
        );
      }
      const meta = metaPolicy(html);
      if (meta) {
        const header = cspDirectives(policy);
        header.delete("frame-ancestors");
        const inPage = cspDirectives(meta.policy);
        const differs = [...new Set([...header.keys(), ...inPage.keys()])].filter(
          (name) => (header.get(name) ?? []).join(" ") !== (inPage.get(name) ?? []).join(" "),
        );
        if (differs.length > 0) {
          problems.push(
            `${label}: ${file}'s <meta> policy and the header policy differ in ${differs.join(", ")}`,
          );
        }
      }
    }
  }
  return limit([...new Set(problems)]);
}

export interface HeadersFileLimits {
  rules: number;
  lineLength: number;
}

/** The `_headers` file Netlify and Cloudflare Pages read, within the host's limits if it has some. */
export function checkHeadersFile(expect: SiteExpectation, limits?: HeadersFileLimits): string[] {
  const file = path.join(expect.dir, "_headers");
  if (!existsSync(file))
    return ["no _headers file at the top of the output: no security or cache headers"];
  const text = readFileSync(file, "utf8");
  const { rules, problems } = parseHeadersFile(text);
  const found = problems.map((problem) => `_headers ${problem}`);
  if (limits) {
    if (rules.length > limits.rules)
      found.push(`_headers has ${rules.length} rules; the host reads at most ${limits.rules}`);
    text.split(/\r?\n/).forEach((line, index) => {
      if (line.length > limits.lineLength) {
        found.push(
          `_headers line ${index + 1} has ${line.length} characters; the host reads at most ${limits.lineLength}`,
        );
      }
    });
  }
  const lookup = (urlPath: string) => headersForPath(rules, urlPath);
  return limit([...found, ...headerProblems(expect, lookup, "_headers")]);
}

/** Netlify's `_redirects`, when the build writes one: `from to [status]` lines. */
export function checkRedirectsFile(dir: string): string[] {
  const file = path.join(dir, "_redirects");
  if (!existsSync(file)) return [];
  const problems: string[] = [];
  readFileSync(file, "utf8")
    .split(/\r?\n/)
    .forEach((line, index) => {
      const trimmed = line.trim();
      if (!trimmed || trimmed.startsWith("#")) return;
      const [from = "", to, status] = trimmed.split(/\s+/);
      if (!to || !/^(?:\/|https?:\/\/)/.test(from)) {
        problems.push(`_redirects line ${index + 1}: "${trimmed}" is not "from to [status]"`);
      } else if (status && !/^\d{3}!?$/.test(status) && !status.includes("=")) {
        problems.push(`_redirects line ${index + 1}: "${status}" is not a status`);
      }
    });
  return problems;
}

export interface VercelExpectation extends SiteExpectation {
  /** `.vercel/output`. */
  outputApiDir: string;
  /** The recipe's outputDirectory: what the build wrote, `_headers` included. */
  builtDir: string;
}

/**
 * `.vercel/output` as the Build Output API v3 reads it: config.json (version 3, valid routes)
 * that send the `_headers` policy and cache rules, route unknown paths to 404.html with status
 * 404, and a static/ folder holding the built site (without `_headers`) under the base path.
 */
export function checkVercelOutput(expect: VercelExpectation): string[] {
  const configFile = path.join(expect.outputApiDir, "config.json");
  if (!existsSync(configFile)) {
    return [
      `no ${path.basename(expect.outputApiDir)}/config.json: Vercel would serve ${path.basename(expect.builtDir)}/ without the headers`,
    ];
  }
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(configFile, "utf8"));
  } catch (error) {
    return [`config.json is not JSON: ${(error as Error).message}`];
  }
  const { routes, problems } = parseVercelConfig(config);
  const staticRoot = path.join(expect.outputApiDir, "static");
  const served = new Set(listFiles(staticRoot));
  if (served.size === 0) return [...problems, "static/ is empty or missing"];
  // As Vercel serves static/: a file, or a folder's index.html.
  const findFile = (urlPath: string) => fileForPath(served, "/", urlPath, { htmlExtension: false });

  const built = listFiles(expect.builtDir).filter(
    (file) => !COMPRESSED.test(file) && file !== "_headers",
  );
  const prefix = expect.base.slice(1);
  for (const file of built) {
    const copy = `${prefix}${file}`;
    if (!served.has(copy)) problems.push(`static/${copy} is missing (built as ${file})`);
    else if (
      !readFileSync(path.join(staticRoot, copy)).equals(
        readFileSync(path.join(expect.builtDir, file)),
      )
    ) {
      problems.push(`static/${copy} differs from the built ${file}`);
    }
  }
  const builtSet = new Set(built.map((file) => `${prefix}${file}`));
  for (const file of served) {
    if (file.endsWith("_headers")) problems.push(`static/${file} would be served as a page`);
    else if (!builtSet.has(file) && !COMPRESSED.test(file))
      problems.push(`static/${file} is not a file of the build`);
  }

  for (const page of expect.pages) {
    const address = underBase(page, expect.base);
    const response = routeVercelRequest(routes, address, findFile);
    const wanted = findFile(address);
    if (response.status !== 200 || !response.file || response.file !== wanted) {
      problems.push(
        `GET ${address} answers ${response.status} ${response.file ?? "(no file)"}, expected 200 ${wanted ?? "a page"}`,
      );
    }
  }
  const missing = `${expect.base}${MISSING_PAGE}`;
  const notFound = routeVercelRequest(routes, missing, findFile);
  if (notFound.status !== 404 || notFound.file !== `${prefix}404.html`) {
    problems.push(
      `GET ${missing} answers ${notFound.status} ${notFound.file ?? "(no file)"}, expected 404 ${prefix}404.html`,
    );
  }
  const lookup = (urlPath: string) => routeVercelRequest(routes, urlPath, findFile).headers;
  problems.push(...headerProblems(expect, lookup, "config.json routes"));

  // The same headers as the `_headers` file the other hosts read.
  const headersFile = path.join(expect.builtDir, "_headers");
  if (existsSync(headersFile)) {
    const rules: HeaderRule[] = parseHeadersFile(readFileSync(headersFile, "utf8")).rules;
    const asset = assetProbe(listFiles(expect.dir));
    const probes = [expect.base, missing, ...(asset ? [`${expect.base}${asset}`] : [])];
    for (const probe of probes) {
      const fromFile = headersForPath(rules, probe);
      const fromRoutes = lookup(probe);
      for (const [name, value] of fromFile) {
        if (fromRoutes.get(name) !== value) {
          problems.push(
            `config.json routes send ${name} "${fromRoutes.get(name) ?? "(none)"}" for ${probe}, _headers says "${value}"`,
          );
        }
      }
    }
  }
  return limit([...new Set(problems)]);
}

/** The folder exists and has a home page: what the host publishes when nothing else applies. */
export function checkFolder(dir: string, label: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return [`${label} does not exist after the build`];
  return existsSync(path.join(dir, "index.html")) ? [] : [`${label} has no index.html`];
}

interface LockEntry {
  version?: string;
  optional?: boolean;
}

/**
 * What an `npm install` changed in package-lock.json: packages whose version moved, and packages
 * added or dropped (other platforms' optional binaries aside). Any of these means a host that
 * installs with `npm install` builds with other dependencies than the lock's.
 */
export function lockDrift(before: string, after: string): string[] {
  const packages = (text: string): Record<string, LockEntry> =>
    (JSON.parse(text) as { packages?: Record<string, LockEntry> }).packages ?? {};
  const old = packages(before);
  const now = packages(after);
  const changes: string[] = [];
  for (const [key, entry] of Object.entries(old)) {
    if (key === "") continue;
    const current = now[key];
    if (!current) {
      if (!entry.optional) changes.push(`${key}@${entry.version} was dropped`);
    } else if (current.version !== entry.version) {
      changes.push(`${key} ${entry.version} → ${current.version}`);
    }
  }
  for (const [key, entry] of Object.entries(now)) {
    if (key !== "" && !(key in old) && !entry.optional)
      changes.push(`${key}@${entry.version} was added`);
  }
  return limit(changes);
}
