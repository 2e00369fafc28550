import { copyFile, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";

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
}
