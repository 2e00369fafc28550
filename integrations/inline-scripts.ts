import path from "node:path";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * Scripts in src/scripts/ bundled into self-contained snippets that pages carry inline:
 * `import code from "virtual:inline-script/page"` is src/scripts/page.ts, bundled and minified.
 * Inline, a script needs no request, so the controls it wires answer from the first tap even on a
 * slow network, and nothing but the document stands before the first paint. Astro would load
 * these as separate modules, plus a shared chunk, since they share code with the islands
 * (`storage()`, the Projects tab in the address). The security-headers step hashes every inline
 * script.
 */

export const INLINE_SCRIPT_PREFIX = "virtual:inline-script/";
const RESOLVED_PREFIX = `\0${INLINE_SCRIPT_PREFIX}`;

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

function inlineScriptsPlugin(scriptsDir: string): Plugin {
  return {
    name: "portfolio:inline-scripts",
    resolveId: (id) => (id.startsWith(INLINE_SCRIPT_PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (!/^[\w-]+$/.test(name))
        throw new Error(`${INLINE_SCRIPT_PREFIX}${name}: not a script name`);
      const { code, inputs } = await bundleInlineScript(path.join(scriptsDir, `${name}.ts`));
      // The dev server rebuilds the snippet when one of its files changes.
      inputs.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

export function inlineScripts(): AstroIntegration {
  return {
    name: "portfolio:inline-scripts",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const scriptsDir = path.join(new URL(config.srcDir).pathname, "scripts");
        updateConfig({ vite: { plugins: [inlineScriptsPlugin(scriptsDir)] } });
      },
    },
  };
}
