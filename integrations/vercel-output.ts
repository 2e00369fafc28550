import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ASSET_CACHE_CONTROL, securityHeaders } from "./security-headers.ts";

/**
 * Vercel cannot read `_headers`, and its vercel.json is fixed before the build while the policy
 * depends on the built pages. The Build Output API lets the build itself say which headers to
 * send: `.vercel/output/config.json` beside a copy of the static files.
 */
export function vercelConfig(basePath: string, csp: string) {
  const prefix = basePath === "/" ? "" : basePath.slice(0, -1);
  return {
    version: 3,
    routes: [
      { src: `${prefix}/(.*)`, headers: securityHeaders(csp), continue: true },
      {
        src: `${prefix}/assets/(.*)`,
        headers: { "Cache-Control": ASSET_CACHE_CONTROL },
        continue: true,
      },
      { handle: "filesystem" },
      { src: `${prefix}/(.*)`, status: 404, dest: `${prefix}/404.html` },
    ],
  };
}

export async function writeVercelOutput(
  clientDir: string,
  basePath: string,
  csp: string,
  outputDir = path.resolve(".vercel", "output"),
): Promise<void> {
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const staticDir = path.join(outputDir, "static", ...basePath.split("/").filter(Boolean));
  await cp(clientDir, staticDir, { recursive: true });
  await writeFile(
    path.join(outputDir, "config.json"),
    `${JSON.stringify(vercelConfig(basePath, csp), null, 2)}\n`,
  );
}
