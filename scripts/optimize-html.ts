import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { HYDRATED_EVENT } from "../app/hydration.ts";

/**
 * Rewrites the prerendered HTML so the first paint waits for nothing but the document itself.
 *
 * 1. The stylesheet is inlined in a <style> element. The <link> React Router rendered stays (with
 *    `disabled`, so the browser neither fetches it nor waits for it): hydration expects to find
 *    it, and on later navigations React Router renders the same link, which changes nothing.
 * 2. The scripts start when the visitor first uses the page (see deferredBootModule). React
 *    Router puts a modulepreload link in the head for every chunk and an inline module that
 *    imports them; both make the browser fetch ~110 KB of JavaScript alongside the document, and
 *    starting React blocks the main thread for a few hundred milliseconds on a phone while the
 *    visitor is reading. The page is complete HTML without scripts, so reading it needs none.
 */

const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export class HtmlOptimizeError extends Error {
  constructor(file: string, problem: string) {
    super(
      `${file}: ${problem}. React Router's HTML output changed; update scripts/optimize-html.ts.`,
    );
    this.name = "HtmlOptimizeError";
  }
}

/** The parts of React Router's inline boot module: what it imports and what it starts. */
export interface BootModule {
  sideEffectImports: string[];
  routeImports: { name: string; href: string }[];
  routeModules: string;
  entry: string;
}

/** Reads React Router's boot module; null when a line is not one of the forms it writes. */
export function parseBootModule(source: string): BootModule | null {
  const boot: BootModule = { sideEffectImports: [], routeImports: [], routeModules: "", entry: "" };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const imported = STATIC_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entry = ENTRY_IMPORT.exec(line);
    if (imported?.[2]) {
      if (imported[1]) boot.routeImports.push({ name: imported[1], href: imported[2] });
      else boot.sideEffectImports.push(imported[2]);
    } else if (modules?.[1]) boot.routeModules = modules[1];
    else if (entry?.[1]) boot.entry = entry[1];
    else return null;
  }
  return boot.routeModules && boot.entry ? boot : null;
}

/** What starts the scripts: any sign of a visitor who is about to use the page. */
export const BOOT_TRIGGERS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;

/**
 * The same boot sequence as React Router's, started when the visitor first touches, scrolls,
 * types or moves the mouse, instead of while the page loads. The page is complete, prerendered
 * HTML: it reads, scrolls and navigates (its links are real links) without scripts, so a visitor
 * who only reads it never pays for ~110 KB of JavaScript on the main thread, and the first paint
 * competes with nothing. A page whose HTML cannot stand for it starts at once: one marked
 * `data-needs-scripts` (content only the scripts can fetch), or one whose address carries a
 * query parameter that an element names in `data-query-state` (state the prerender never saw),
 * or one opened scrolled down.
 *
 * A press on a button or a form submission before React has taken over is held, not lost: it is
 * replayed once the app announces it is hydrated. If the scripts fail to load, nothing is held
 * any longer. The import order is kept (the manifest first, then the route modules, then the
 * entry that hydrates), and the chunks are fetched in parallel.
 */
export function deferredBootModule(boot: BootModule, preloads: readonly string[]): string {
  const json = JSON.stringify;
  const names = boot.routeImports.map((item) => item.name).join(", ");
  const routeImports = boot.routeImports.map((item) => `import(${json(item.href)})`).join(", ");
  return [
    "const boot = async () => {",
    `  for (const href of ${json(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    ...boot.sideEffectImports.map((href) => `  await import(${json(href)});`),
    `  const [${names}] = await Promise.all([${routeImports}]);`,
    `  window.__reactRouterRouteModules = ${boot.routeModules};`,
    `  await import(${json(boot.entry)});`,
    "};",
    `const triggers = ${json(BOOT_TRIGGERS)};`,
    "const held = [];",
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    "  for (const type of triggers) removeEventListener(type, start, true);",
    "  boot().catch((error) => {",
    "    release();",
    "    throw error;",
    "  });",
    "};",
    "const hold = (event) => {",
    "  const target = event.target instanceof Element",
    '    ? event.target.closest(event.type === "submit" ? "form" : "button")',
    "    : null;",
    "  start();",
    "  if (!target) return;",
    "  event.preventDefault();",
    "  event.stopImmediatePropagation();",
    "  held.push([event.type, target]);",
    "};",
    "const release = () => {",
    '  removeEventListener("click", hold, true);',
    '  removeEventListener("submit", hold, true);',
    "};",
    'addEventListener("click", hold, true);',
    'addEventListener("submit", hold, true);',
    `addEventListener(${json(HYDRATED_EVENT)}, () => {`,
    "  release();",
    "  for (const [type, target] of held.splice(0)) {",
    "    if (!target.isConnected) continue;",
    '    if (type === "submit") target.requestSubmit();',
    "    else target.click();",
    "  }",
    "}, { once: true });",
    "for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });",
    "const query = new URLSearchParams(location.search);",
    'const stated = [...document.querySelectorAll("[data-query-state]")]',
    '  .some((node) => node.dataset.queryState.split(" ").some((name) => query.has(name)));',
    'if (stated || document.querySelector("[data-needs-scripts]")) start();',
    // Opened mid-page (a reload, or back from another site): the visitor is already reading and
    // the bar must show its scrolled look, so start as soon as the position is restored.
    "const scrolled = () => scrollY > 0 && start();",
    "scrolled();",
    'addEventListener("load", () => setTimeout(scrolled), { once: true });',
  ].join("\n");
}

/** Keeps `</style>` or `<!--` in a stylesheet from ending the element early. */
function safeStyle(css: string): string {
  return css.replace(/<(?=\/style|!--)/gi, "\\3c ");
}

export function optimizeHtml(
  html: string,
  file: string,
  readStylesheet: (href: string) => string,
): string {
  let out = html.replace(STYLESHEET, (tag, href: string) => {
    const css = readStylesheet(href).trim();
    return `<style>${safeStyle(css)}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });

  const preloads: string[] = [];
  out = out.replace(MODULEPRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });

  const boot = BOOT_MODULE.exec(out);
  if (!boot) {
    if (preloads.length > 0) throw new HtmlOptimizeError(file, "no boot module found");
    return out;
  }
  const parsed = parseBootModule(boot[1] ?? "");
  if (!parsed) throw new HtmlOptimizeError(file, "the boot module has an unexpected form");
  return out.replace(
    boot[0],
    () => `<script type="module">${deferredBootModule(parsed, preloads)}</script>`,
  );
}

/** Every HTML file of the build folder, at any depth. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Rewrites every prerendered page in the client build folder, in place. */
export async function optimizeBuiltHtml(clientDir: string, base: string): Promise<void> {
  const stylesheets = new Map<string, string>();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? "");
    for (const href of hrefs) {
      if (stylesheets.has(href)) continue;
      if (!href.startsWith(base)) throw new HtmlOptimizeError(file, `${href} is not under ${base}`);
      stylesheets.set(href, await readFile(path.join(clientDir, href.slice(base.length)), "utf8"));
    }
    const optimized = optimizeHtml(html, path.relative(clientDir, file), (href) => {
      const css = stylesheets.get(href);
      if (css === undefined) throw new HtmlOptimizeError(file, `${href} was not read`);
      return css;
    });
    await writeFile(file, optimized);
  }
}
