// The site under test: built once into its own folder with the GitHub stand-in as its API, and
// served the way a static host serves it (tools/serve.mjs).
import { spawn } from "node:child_process";
import path from "node:path";

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Builds with /projects prerendered from the stand-in (the snapshot) and refreshing from it in
 * the browser, and with canonical URLs on the bench's origin, as on a real deploy.
 * @param {{ buildDir: string, siteOrigin: string, githubOrigin: string }} options
 */
export function buildSite({ buildDir, siteOrigin, githubOrigin }) {
  return run(process.execPath, [path.resolve("node_modules/astro/bin/astro.mjs"), "build"], {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    BUILD_DIR: buildDir,
    SNAPSHOT_GITHUB_API_URL: githubOrigin,
    VITE_GITHUB_API_URL: githubOrigin,
    VITE_SITE_URL: siteOrigin,
  });
}

/** @param {string} url */
async function waitFor(url, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await globalThis.fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param {{ buildDir: string, port: number }} options
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serveSite({ buildDir, port }) {
  const origin = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    ["tools/serve.mjs", "--port", String(port), "--dir", buildDir],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const close = () => {
    if (server.exitCode === null) server.kill();
  };
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    close();
    throw error;
  }
  return { origin, close };
}
