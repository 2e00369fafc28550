import { copyFile, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { optimizeBuiltHtml } from "./optimize-html.ts";
import { precompress } from "./precompress.ts";
import { writeSecurityHeaders } from "./security-headers.ts";
import { loadSiteConfig } from "./site-plugin.ts";
import { writeVercelOutput } from "./vercel-output.ts";

/**
 * React Router writes prerendered pages under the basename (build/client/repo/about/...), but a
 * host serving the folder at /repo/ needs them at its root: move them up.
 */
async function hoistBasePath(clientDir: string, basePath: string): Promise<void> {
  if (basePath === "/") return;
  const nested = path.join(clientDir, ...basePath.split("/").filter(Boolean));
  for (const entry of await readdir(nested)) {
    await rm(path.join(clientDir, entry), { recursive: true, force: true });
    await rename(path.join(nested, entry), path.join(clientDir, entry));
  }
  // Remove the now empty folders, innermost first.
  let dir = nested;
  while (dir !== clientDir) {
    await rmdir(dir);
    dir = path.dirname(dir);
  }
}

/** Turns React Router's output into a folder any static host can serve as it is. */
export async function finishBuild(clientDir: string, basePath: string): Promise<void> {
  await hoistBasePath(clientDir, basePath);
  // The not-found page is prerendered at /404; static hosts look for 404.html.
  await copyFile(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, "404"), { recursive: true, force: true });
  // Every route is prerendered, so the SPA fallback is never served.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  // Inline the stylesheet and start the scripts on the first interaction (see optimize-html.ts).
  await optimizeBuiltHtml(clientDir, basePath);
  // Last, once every page is final: the policy hashes the pages' inline scripts.
  const site = loadSiteConfig(process.env);
  const csp = await writeSecurityHeaders(clientDir, basePath, [
    new URL(site.github.apiBaseUrl).origin,
    EMAILJS_ORIGIN,
  ]);
  // Brotli and gzip copies of the final files, for servers that send them as they are.
  await precompress(clientDir);
  // On Vercel, hand over the folder with its headers through the Build Output API.
  if (process.env.VERCEL) await writeVercelOutput(clientDir, basePath, csp);
}

export const EMAILJS_ORIGIN = "https://api.emailjs.com";
