import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * Scripts in src/scripts/ bundled into self-contained snippets that pages carry inline:
 * `import code from "virtual:inline-script/page"` is src/scripts/page.ts, bundled and minified.
 * Inline, a script needs no request, so the controls it wires answer from the first tap even on a
 * slow network, and nothing but the document stands before the first paint. Astro would load
 * these as separate modules, plus a shared chunk, since they share code with the islands
 * (`storage()`, the Projects tab in the address). integrations/finish-build.ts hashes every
 * inline script for the Content-Security-Policy.
 *
 * A script that only adds to a page a visitor can already read and use (fresher figures) need
 * not weigh on its document at all: `import src from "virtual:deferred-script/name"` is the
 * address of src/scripts/name.ts bundled into a file of its own, named by its content's hash
 * (written into the build's _astro/ folder, served from memory in dev). The page carries the
 * small inline loader (src/scripts/deferred.ts) with that address in `data-src`, and the file is
 * fetched once the page has loaded and the browser is idle. The files' code is collected in the
 * map given, which integrations/finish-build.ts writes once the pages are built.
 */

export const INLINE_SCRIPT_PREFIX = "virtual:inline-script/";
export const DEFERRED_SCRIPT_PREFIX = "virtual:deferred-script/";
const RESOLVED_PREFIX = `\0${INLINE_SCRIPT_PREFIX}`;
const RESOLVED_DEFERRED_PREFIX = `\0${DEFERRED_SCRIPT_PREFIX}`;
/** Where deferred scripts go, under the site's base path: beside Astro's own hashed files. */
export const DEFERRED_DIR = "_astro";

export async function bundleInlineScript(
  entry: string,
): Promise<{ code: string; inputs: string[] }> {
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
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(file));
  return { code, inputs };
}

/** The address of a deferred file, under the site's base path. */
export function deferredSrc(base: string, fileName: string): string {
  return `${base.replace(/\/$/, "")}/${DEFERRED_DIR}/${fileName}`;
}

/** A deferred script's file name: its name and the first hex digits of its content's hash. */
export function deferredFileName(name: string, code: string): string {
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
  return `${name}.${hash}.js`;
}

function scriptName(prefix: string, name: string): string {
  if (!/^[\w-]+$/.test(name)) throw new Error(`${prefix}${name}: not a script name`);
  return name;
}

/** `files` collects the deferred scripts' code by file name, for the build to write. */
function inlineScriptsPlugin(scriptsDir: string, base: string, files: Map<string, string>): Plugin {
  return {
    name: "portfolio:inline-scripts",
    resolveId: (id) =>
      id.startsWith(INLINE_SCRIPT_PREFIX) || id.startsWith(DEFERRED_SCRIPT_PREFIX)
        ? `\0${id}`
        : undefined,
    async load(id) {
      const deferred = id.startsWith(RESOLVED_DEFERRED_PREFIX);
      if (!deferred && !id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = deferred
        ? scriptName(DEFERRED_SCRIPT_PREFIX, id.slice(RESOLVED_DEFERRED_PREFIX.length))
        : scriptName(INLINE_SCRIPT_PREFIX, id.slice(RESOLVED_PREFIX.length));
      const { code, inputs } = await bundleInlineScript(path.join(scriptsDir, `${name}.ts`));
      // The dev server rebuilds the snippet when one of its files changes.
      inputs.forEach((file) => this.addWatchFile(file));
      if (!deferred) return `export default ${JSON.stringify(code)};`;
      const fileName = deferredFileName(name, code);
      files.set(fileName, code);
      return `export default ${JSON.stringify(deferredSrc(base, fileName))};`;
    },
  };
}

/** `files` collects the deferred scripts' code by file name. */
export function inlineScripts(files: Map<string, string>): AstroIntegration {
  return {
    name: "portfolio:inline-scripts",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const scriptsDir = path.join(fileURLToPath(config.srcDir), "scripts");
        updateConfig({ vite: { plugins: [inlineScriptsPlugin(scriptsDir, config.base, files)] } });
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const name = request.url?.split("?")[0]?.split("/").pop() ?? "";
          const code = request.url?.includes(`/${DEFERRED_DIR}/`) ? files.get(name) : undefined;
          if (code === undefined) return next();
          response.setHeader("Content-Type", "text/javascript; charset=utf-8");
          response.end(code);
        });
      },
    },
  };
}
