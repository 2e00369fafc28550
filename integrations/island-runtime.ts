import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  bundleInlineScript,
  deferredFileName,
  deferredSrc,
  writeDeferredFiles,
} from "./inline-scripts.ts";
import { htmlFiles } from "./security-headers.ts";

/**
 * The site's islands hydrate once their page has loaded, been painted and the browser is idle:
 * `client:afterload` (src/lib/client-after-load.ts), which this integration adds. Their code
 * (React and the component, about 70 KB compressed) then never competes with the fonts, the
 * largest picture or the first paint for a slow phone's bandwidth. The islands are rendered on
 * the server, and the pages' inline guards keep what a visitor does before they hydrate.
 *
 * Astro writes its island runtime (the <astro-island> element, 4.4 KB) and the script of each
 * directive a page uses inline into every page with an island. On /projects that is 1.5 KB of the
 * compressed document: the difference between a document that arrives in the first round trip
 * and one that needs a second before anything is painted. Since nothing runs before the page has
 * loaded anyway, after the build this moves a page's runtime and directives into one file, named
 * by its content's hash beside Astro's own hashed files and cached from the first page with an
 * island for all the others, and has the deferred scripts' loader (src/scripts/deferred.ts)
 * fetch it once the page has loaded.
 */

const FILE_NAME = "astro-island";
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Whether an inline script is Astro's: the island element, or a directive it registers. */
export function isIslandPrescript(code: string): boolean {
  return (
    code.includes('customElements.define("astro-island"') ||
    /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)(?:\.\w+|\["[\w-]+"\])=/.test(code)
  );
}

/**
 * A page with Astro's inline island scripts replaced, at the place of the first, by the loader
 * (`loader`, the code of an inline script that fetches the file its tag's `data-src` names), and
 * the code that file must hold (undefined for a page without islands). `src` gives the file's
 * address for its code.
 */
export function externalizePrescripts(
  html: string,
  src: (code: string) => string,
  loader: string,
): { html: string; code: string | undefined } {
  const found = [...html.matchAll(INLINE_SCRIPT)].filter((match) =>
    isIslandPrescript(match[1] ?? ""),
  );
  if (found.length === 0) return { html, code: undefined };
  const code = found.map((match) => match[1] ?? "").join("\n");
  let first = true;
  const replaced = html.replace(INLINE_SCRIPT, (tag, body: string) => {
    if (!isIslandPrescript(body)) return tag;
    if (!first) return "";
    first = false;
    return `<script data-src="${src(code)}">${loader}</script>`;
  });
  return { html: replaced, code };
}

/** Every page of the build in `dir` with its island scripts in a file; the files written. */
export async function externalizeIslandRuntime(
  dir: string,
  base: string,
  loader: string,
): Promise<string[]> {
  const files = new Map<string, string>();
  const address = (code: string) => {
    const name = deferredFileName(FILE_NAME, code);
    files.set(name, code);
    return deferredSrc(base, name);
  };
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, "utf8");
    const result = externalizePrescripts(html, address, loader);
    if (result.code !== undefined) await writeFile(file, result.html);
  }
  await writeDeferredFiles(dir, files);
  return [...files.keys()].sort();
}

/** Where `client:afterload` is defined. */
const AFTER_LOAD_DIRECTIVE = fileURLToPath(
  new URL("../src/lib/client-after-load.ts", import.meta.url),
);

export function islandRuntime(): AstroIntegration {
  let base = "/";
  let loaderEntry = "";
  return {
    name: "portfolio:island-runtime",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "afterload", entrypoint: AFTER_LOAD_DIRECTIVE });
      },
      "astro:config:done": ({ config }) => {
        base = config.base;
        loaderEntry = path.join(fileURLToPath(config.srcDir), "scripts", "deferred.ts");
      },
      "astro:build:done": async ({ dir, logger }) => {
        const { code: loader } = await bundleInlineScript(loaderEntry);
        const written = await externalizeIslandRuntime(fileURLToPath(dir), base, loader);
        if (written.length > 0) logger.info(`island runtime moved to ${written.join(", ")}`);
      },
    },
  };
}
