import path from "node:path";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * The page script (src/scripts/page.ts: theme switch, phone menu, scrolled bar, pause button)
 * bundled into one self-contained snippet that every page carries inline. Inline, it needs no
 * request, so the bar's controls answer from the first tap even on a slow network; Astro would
 * load it as a separate module, plus a shared chunk, because it shares `storage()` with the
 * islands. The security-headers step hashes it like any other inline script.
 */

export const PAGE_SCRIPT_MODULE = "virtual:page-script";
const RESOLVED = `\0${PAGE_SCRIPT_MODULE}`;

export async function bundlePageScript(entry: string): Promise<{ code: string; inputs: string[] }> {
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

function pageScriptPlugin(entry: string): Plugin {
  return {
    name: "portfolio:page-script",
    resolveId: (id) => (id === PAGE_SCRIPT_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { code, inputs } = await bundlePageScript(entry);
      // The dev server rebuilds the snippet when one of its files changes.
      inputs.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

export function pageScript(): AstroIntegration {
  return {
    name: "portfolio:page-script",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const entry = path.join(new URL(config.srcDir).pathname, "scripts", "page.ts");
        updateConfig({ vite: { plugins: [pageScriptPlugin(entry)] } });
      },
    },
  };
}
