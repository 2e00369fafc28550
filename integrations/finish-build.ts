import { createHash } from "node:crypto";
import { globSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import { transform, type CustomAtRules, type Selector, type Visitor } from "lightningcss";
import {
  defaultTreeAdapter as tree,
  html,
  parse,
  serialize,
  type DefaultTreeAdapterTypes as Html,
} from "parse5";
import type { Plugin } from "vite";

/**
 * The site's scripts (0), and what the built pages still need once Astro has written them, in
 * one pass: each page is parsed and, in this order, its island scripts move to a shared file (1),
 * its styles keep only what can match it (2) and its inline scripts are hashed into its
 * Content-Security-Policy (3). Then the site's files are written (4): the deferred scripts and
 * `_headers`.
 */

/** A script file of the build, with the files it imports (by file name). */
export type ScriptFile = { code: string; imports: readonly string[] };

const fileName = (address: string) => address.split(/[?#]/)[0]?.split("/").pop() ?? "";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every element under `node` in document order, a template's content included. */
const elements = (node: Html.ParentNode): Html.Element[] =>
  node.childNodes.flatMap((child) =>
    tree.isElementNode(child)
      ? [child, ...elements("content" in child ? child.content : child)]
      : [],
  );

const attribute = (element: Html.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const text = (element: Html.Element) =>
  element.childNodes.map((node) => (tree.isTextNode(node) ? node.value : "")).join("");

/** The page's inline scripts (JSON-LD included). */
const inlineScripts = (document: Html.Document) =>
  elements(document).filter(
    (element) => element.tagName === "script" && attribute(element, "src") === undefined,
  );

// 0. Scripts ------------------------------------------------------------------------------------

/**
 * Scripts in src/scripts/ bundled into self-contained snippets: `import code from
 * "virtual:inline-script/theme-boot"` is src/scripts/theme-boot.ts, bundled and minified, for a
 * page to carry inline, where it needs no request (the theme, applied before the first frame).
 * Astro would load these as separate modules, plus a shared chunk, since they share code with the
 * islands (`storage()`, the Projects tab in the address).
 *
 * `import src from "virtual:deferred-script/name"` is the address of src/scripts/name.ts bundled
 * into a file of its own, named by its content's hash (written into the build's _astro/ folder
 * once the pages are built, served from memory in dev), which costs a document nothing but its
 * tag and is cached for the next page: the controls' script, loaded with `defer`, and the
 * scripts that only add to a page a visitor can already read and use (fresher figures), which
 * a small inline loader (src/scripts/deferred.ts, its address in `data-src`) fetches once the
 * page has loaded and the browser is idle.
 */
export async function bundleInlineScript(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text.trim() ?? "";
  return { code, inputs: Object.keys(result.metafile.inputs).map((file) => path.resolve(file)) };
}

/**
 * Adds a deferred script to `deferred`, under its name and the first hex digits of its content's
 * hash, and gives its address: in Astro's folder of hashed files (`assetsDir`, cached for long as
 * they are), under the site's base path.
 */
const addDeferred = (deferred: Map<string, string>, folder: string, name: string, code: string) => {
  const file = `${name}.${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  deferred.set(file, code);
  return `${folder}${file}`;
};

// 1. Island scripts -----------------------------------------------------------------------------

/**
 * Astro writes its island runtime (the <astro-island> element, 4.4 KB) and the script of each
 * client directive inline, ahead of the first island that needs them. On /projects that is
 * 1.5 KB of the compressed document: the difference between a document that arrives in the first
 * round trip and one that needs a second. The site's islands hydrate once the page has loaded
 * (`client:afterload`), so these scripts are moved into one file, named by its content's hash and
 * cached from the first page with an island for all the others, which the deferred scripts'
 * loader (src/scripts/deferred.ts) fetches once the page has loaded.
 *
 * They are known by where Astro puts them, not by their code: the <script>s without attributes in
 * the <body> ahead of its first <astro-island> (where Astro puts them when the island is a slot of
 * a component too). A page's own inline scripts are in the <head>, after its islands or with an
 * attribute.
 */
export function moveIslandScripts(
  document: Html.Document,
  loader: string,
  address: (code: string) => string,
): void {
  const all = elements(document);
  const body = all.findIndex((element) => element.tagName === "body");
  const island = all.findIndex((element) => element.tagName === "astro-island");
  const scripts = all
    .slice(body, Math.max(body, island))
    .filter((element) => element.tagName === "script" && element.attrs.length === 0);
  const [first] = scripts;
  if (!first?.parentNode) return;
  const code = scripts.map(text).join("\n");
  const tag = tree.createElement("script", html.NS.HTML, [
    { name: "data-src", value: address(code) },
  ]);
  tree.insertText(tag, loader);
  tree.insertBefore(first.parentNode, tag, first);
  for (const script of scripts) tree.detachNode(script);
}

// 2. Styles -------------------------------------------------------------------------------------

/** What a page carries, for the selectors that may match it: names, and right-to-left text. */
export type PageCarries = Record<"classes" | "elements", (name: string) => boolean> & {
  rtl: boolean;
};

/**
 * Browser-defined parts and states that exist only on form fields: the file button, the
 * placeholder, the parts of date, number and search inputs, Firefox's invalid-field state.
 */
const FIELD_PSEUDO =
  /^(file-selector-button$|placeholder$|-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|(inner|outer)-spin-button|search-)|-moz-ui-invalid)/;

const transformCss = (css: string, visitor: Visitor<CustomAtRules>): string =>
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor,
  }).code.toString();

/**
 * The stylesheet without the selectors that cannot match the page, and without the rules left
 * with none: `h1,h2,h3` keeps only the headings the page has. A selector can match when every
 * class and element name of its own compounds is on the page, and a form field is, for the parts
 * only form fields have, and right-to-left text is, for `:dir(rtl)` and `[dir=rtl]` (Tailwind's
 * `rtl:` variants); a :where() or :is() can when one of its selectors can. Names inside :not()
 * and the like are left alone: :not(.absent) matches everything.
 */
/** Whether a selector's part asks for right-to-left text: `:dir(rtl)` or `[dir=rtl]`. */
const isRtl = (part: Selector[number]) =>
  (part.type === "pseudo-class" && part.kind === "dir" && part.direction === "rtl") ||
  (part.type === "attribute" && part.name === "dir" && part.operation?.value === "rtl");

export function pruneCss(css: string, carries: PageCarries): string {
  const canMatch = (component: Selector[number]): boolean => {
    if (component.type === "class") return carries.classes(component.name);
    if (component.type === "type") return carries.elements(component.name.toLowerCase());
    if (isRtl(component)) return carries.rtl;
    // :where(.space-y-4>*) and :is() match where one of their selectors can.
    if (
      component.type === "pseudo-class" &&
      (component.kind === "where" || component.kind === "is")
    ) {
      return component.selectors.some((selector) => selector.every(canMatch));
    }
    if (component.type !== "pseudo-element" && component.type !== "pseudo-class") return true;
    const name = component.kind === "custom" ? component.name : component.kind;
    return !FIELD_PSEUDO.test(name) || ["input", "textarea", "select"].some(carries.elements);
  };
  return transformCss(css, {
    Selector: (selector) => (selector.every(canMatch) ? undefined : []),
    RuleExit: { style: (rule) => (rule.value.selectors.length === 0 ? [] : undefined) },
  });
}

/**
 * The stylesheets without the declarations and registrations (`@property`) of the custom
 * properties that none of them reads and that `elsewhere` (the page's markup and scripts) does
 * not mention, until a removal leaves no other property unread (`--a: var(--b)`).
 */
export function pruneProperties(sheets: readonly string[], elsewhere: string): string[] {
  const read = new Set<string>();
  for (const css of sheets) {
    transformCss(css, { Variable: (variable) => void read.add(variable.name.ident) });
  }
  const keep = (name: string) => read.has(name) || elsewhere.includes(name);
  const next = sheets.map((css) =>
    transformCss(css, {
      // Lightning CSS also hands properties it does not know here (-webkit-tap-highlight-color).
      Declaration: {
        custom: (property) =>
          !property.name.startsWith("--") || keep(property.name) ? undefined : [],
      },
      Rule: { property: (rule) => (keep(rule.value.name) ? undefined : []) },
    }),
  );
  const settled = next.every((css, index) => css === sheets[index]);
  return settled ? next : pruneProperties(next, elsewhere);
}

/**
 * The code that may set classes on a page or create elements in it: its inline scripts, and the
 * files it loads (its islands' components, not the renderer: React DOM renders what the
 * components give it; its deferred scripts), each with the files it imports.
 */
export function pageCode(document: Html.Document, files: ReadonlyMap<string, ScriptFile>): string {
  const names = new Set(
    elements(document)
      .map(
        (element) =>
          attribute(element, "component-url") ??
          attribute(element, "data-src") ??
          (element.tagName === "script" ? attribute(element, "src") : undefined),
      )
      .filter((address) => address !== undefined)
      .map(fileName),
  );
  // A Set's loop also visits what joins it while it runs: the imports' own imports.
  for (const name of names) files.get(name)?.imports.forEach((file) => names.add(file));
  const loaded = [...names].flatMap((name) => files.get(name)?.code ?? []);
  return [...inlineScripts(document).map(text), ...loaded].join("\n");
}

/**
 * Every page carries its styles inline, so its first paint waits for no stylesheet; but Tailwind
 * writes one stylesheet for the whole site. Each page keeps only the rules that can match it: a
 * class on one of its elements or named, as a whole word, by its code (which may set it later);
 * an element it holds or its code creates by name (`createElement("dialog")`, `jsx("textarea")`).
 * Then only the custom properties that something left reads: Tailwind registers and defaults its
 * own (`--tw-shadow`...) and declares its theme's values for every utility of the site. The
 * pages' documents then fit in the first round trip.
 */
export function pruneStyles(document: Html.Document, code: string): void {
  const all = elements(document);
  const styles = all.filter((element) => element.tagName === "style");
  const sheets = styles.map(text);
  // Emptied, so the page's own markup below does not count as mentioning every property.
  for (const style of styles) style.childNodes = [];
  const classes = new Set(
    all.flatMap((element) => (attribute(element, "class") ?? "").split(/\s+/)),
  );
  const names = new Set(all.map((element) => element.tagName.toLowerCase()));
  const carries: PageCarries = {
    // Named in the code as the whole name, not part of a longer one (`marquee` is not in
    // `data-marquee-pause`), nor a function's (`.filter(`).
    classes: (name) =>
      classes.has(name) || new RegExp(`(^|[^\\w-])${escapeRegExp(name)}(?![\\w(-])`).test(code),
    elements: (name) =>
      names.has(name) || ['"', "'", "`"].some((quote) => code.includes(quote + name + quote)),
    rtl: all.some((element) => attribute(element, "dir") === "rtl"),
  };
  const pruned = sheets.map((css) => pruneCss(css, carries));
  const kept = pruneProperties(pruned, `${serialize(document)}\n${code}`);
  styles.forEach((style, index) => tree.insertText(style, kept[index] ?? ""));
}

// 3. Content-Security-Policy --------------------------------------------------------------------

/**
 * Each page carries its whole policy in a <meta>, with the hashes of its own inline scripts: the
 * one form all four hosts serve (GitHub Pages sends no headers), and the strictest, a page
 * allowing only its own scripts. The headers add `frame-ancestors`, the one directive a <meta>
 * cannot carry. Why not Astro's `security.csp`: it leaves `is:inline` scripts, such as the theme
 * script that must run before the first paint, out of its hashes, and knows nothing of the
 * island scripts' loader that step 1 writes.
 */

/** Where EmailJS's client sends the contact form. */
export const EMAILJS_ORIGIN = "https://api.emailjs.com";

/** Script types the browser runs (JSON-LD and other data blocks are not subject to script-src). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The hashes of the inline scripts a page runs. */
export const inlineScriptHashes = (document: Html.Document): string[] =>
  inlineScripts(document)
    .filter((script) => EXECUTABLE.has((attribute(script, "type") ?? "").trim().toLowerCase()))
    .map((script) => `'sha256-${createHash("sha256").update(text(script)).digest("base64")}'`);

export interface PolicyOrigins {
  /** Origins the browser may call: GitHub's API and EmailJS (and the analytics, when on). */
  connectOrigins: readonly string[];
  /** Script origins besides the site: the analytics provider's, when on. */
  scriptOrigins?: readonly string[];
  /** Image origins besides the site: GoatCounter's counter, when on. */
  imgOrigins?: readonly string[];
}

/** A page's policy, for its <meta>. */
export function contentSecurityPolicy(origins: PolicyOrigins, scriptHashes: Iterable<string>) {
  const directives = [
    ["default-src", "'self'"],
    // 'self' covers Astro's module scripts and the islands' chunks, all files under _astro/.
    ["script-src", "'self'", ...(origins.scriptOrigins ?? []), ...[...scriptHashes].sort()],
    // Styles are all inline blocks generated at build (build.inlineStylesheets) or same-origin
    // files; no visitor input reaches them, so inline styles are allowed rather than hashed.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...(origins.imgOrigins ?? [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.connectOrigins],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(" ")).join("; ");
}

// 4. The site's files ---------------------------------------------------------------------------

/** Headers by the `_headers` pattern of the paths they are sent for (`*` matches anything). */
export type HeaderRules = Record<string, Record<string, string>>;

/**
 * The security headers for every path, then long-lived caching for Astro's hashed files in
 * `assetsDir`, which change name when they change. vercel.json sends the same.
 */
export const headerRules = (basePath: string, assetsDir = "_astro"): HeaderRules => ({
  [`${basePath}*`]: {
    "Content-Security-Policy": "frame-ancestors 'none'",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
  },
  [`${basePath}${assetsDir}/*`]: { "Cache-Control": "public, max-age=31536000, immutable" },
});

/** The `_headers` file Netlify and Cloudflare Pages read (and `npm start -- --headers`). */
export function headersFile(rules: HeaderRules): string {
  const block = ([pattern, headers]: [string, Record<string, string>]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${Object.entries(rules).map(block).join("\n\n")}\n`;
}

// The pass --------------------------------------------------------------------------------------

/** What the pass reads besides the pages: the build's settings and scripts. */
interface FinishContext extends PolicyOrigins {
  basePath: string;
  assetsDir?: string;
  /** The deferred scripts' inline loader (src/scripts/deferred.ts, bundled). */
  loader: string;
  /** The deferred scripts' code by file name; the island scripts' file joins them. */
  deferred: Map<string, string>;
  /** The islands' code by file name. */
  files?: ReadonlyMap<string, ScriptFile>;
}

/** The pages (paths in `dir`, with "/") finished as above, and the site's files written. */
export async function finishPages(dir: string, pages: readonly string[], context: FinishContext) {
  const { deferred, basePath, assetsDir = "_astro" } = context;
  const files = new Map(context.files);
  for (const page of pages) {
    const file = path.join(dir, page);
    const document = parse(await readFile(file, "utf8"));
    moveIslandScripts(document, context.loader, (code) =>
      addDeferred(deferred, `${basePath}${assetsDir}/`, "astro-island", code),
    );
    for (const [name, code] of deferred) files.set(name, { code, imports: [] });
    pruneStyles(document, pageCode(document, files));
    // The page's policy goes right after its charset, and so before any script it covers.
    const charset = elements(document).find((element) => attribute(element, "charset"));
    const head = charset?.parentNode;
    if (!head) throw new Error(`${page}: no <meta charset>`);
    const meta = tree.createElement("meta", html.NS.HTML, [
      { name: "http-equiv", value: "Content-Security-Policy" },
      { name: "content", value: contentSecurityPolicy(context, inlineScriptHashes(document)) },
    ]);
    head.childNodes.splice(head.childNodes.indexOf(charset) + 1, 0, meta);
    meta.parentNode = head;
    await writeFile(file, serialize(document));
  }

  await mkdir(path.join(dir, assetsDir), { recursive: true });
  for (const [name, code] of deferred) {
    await writeFile(path.join(dir, assetsDir, name), `${code}\n`);
  }
  await writeFile(path.join(dir, "_headers"), headersFile(headerRules(basePath, assetsDir)));
}

const SCRIPT_ID = /^virtual:(inline|deferred)-script\/(.*)$/;

/**
 * Adds `client:afterload` (src/lib/client-after-load.ts) and the scripts of src/scripts/ (0),
 * collects the islands' code as Vite writes it, and finishes the pages once Astro has written
 * them.
 */
export function finishBuild(origins: PolicyOrigins): AstroIntegration {
  const deferred = new Map<string, string>();
  const files = new Map<string, ScriptFile>();
  let basePath = "/";
  let assetsDir = "_astro";
  let scriptsDir = "";
  const scripts: Plugin = {
    name: "portfolio:scripts",
    resolveId: (id) => (SCRIPT_ID.test(id) ? `\0${id}` : undefined),
    async load(id) {
      const [, kind, name = ""] = id.startsWith("\0") ? (SCRIPT_ID.exec(id.slice(1)) ?? []) : [];
      if (!kind) return undefined;
      if (!/^[\w-]+$/.test(name)) throw new Error(`${id.slice(1)}: not a script name`);
      const { code, inputs } = await bundleInlineScript(path.join(scriptsDir, `${name}.ts`));
      // The dev server rebuilds the snippet when one of its files changes.
      inputs.forEach((file) => this.addWatchFile(file));
      const value =
        kind === "inline" ? code : addDeferred(deferred, `${basePath}${assetsDir}/`, name, code);
      return `export default ${JSON.stringify(value)};`;
    },
  };
  const islandCode: Plugin = {
    name: "portfolio:island-code",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const imports = [...chunk.imports, ...chunk.dynamicImports].map(fileName);
        files.set(fileName(chunk.fileName), { code: chunk.code, imports });
      }
    },
  };
  return {
    name: "portfolio:finish-build",
    hooks: {
      "astro:config:setup": ({ config, addClientDirective, updateConfig }) => {
        scriptsDir = fileURLToPath(new URL("scripts/", config.srcDir));
        const entrypoint = fileURLToPath(new URL("lib/client-after-load.ts", config.srcDir));
        addClientDirective({ name: "afterload", entrypoint });
        updateConfig({ vite: { plugins: [scripts, islandCode] } });
      },
      "astro:config:done": ({ config }) => {
        // "/" or "/repo/": with `trailingSlash: "always"`, Astro gives the base both slashes.
        basePath = config.base;
        assetsDir = config.build.assets;
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const { url = "" } = request;
          const code = url.includes(`/${assetsDir}/`) && deferred.get(fileName(url));
          if (!code) return next();
          response.setHeader("Content-Type", "text/javascript; charset=utf-8").end(code);
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        // Every page written, those of the other languages too (Astro lists only the routes'),
        // but their 404 pages (<code>/404/): hosts serve /404.html alone, which speaks them all.
        for (const stray of globSync("*/404/index.html", { cwd: outDir })) {
          await rm(path.join(outDir, path.dirname(stray)), { recursive: true });
        }
        const pages = globSync("**/*.html", { cwd: outDir })
          .map((file) => file.split(path.sep).join("/"))
          .sort();
        await finishPages(outDir, pages, {
          ...origins,
          basePath,
          assetsDir,
          // The deferred scripts' loader (src/scripts/deferred.ts).
          loader: (await bundleInlineScript(path.join(scriptsDir, "deferred.ts"))).code,
          deferred,
          files,
        });
        logger.info(`${pages.length} pages finished: island scripts, styles, policy`);
      },
    },
  };
}
