// The site under test: built once into its own folder with the GitHub stand-in as its API, and
// served the way a static host serves it (tools/serve.mjs).
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PLAUSIBLE_STAND_IN } from "../../tests/support/plausible.ts";

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
 * With `analytics`, Plausible is switched on, hosted (as far as the site knows) on the bench's
 * own origin, where writeAnalyticsStandIn puts its script.
 * @param {{ buildDir: string, siteOrigin: string, githubOrigin: string, analytics?: boolean }} options
 */
export function buildSite({ buildDir, siteOrigin, githubOrigin, analytics = false }) {
  return run(process.execPath, [path.resolve("node_modules/astro/bin/astro.mjs"), "build"], {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    BUILD_DIR: buildDir,
    SNAPSHOT_GITHUB_API_URL: githubOrigin,
    VITE_GITHUB_API_URL: githubOrigin,
    VITE_SITE_URL: siteOrigin,
    ...(analytics
      ? {
          VITE_ANALYTICS_PROVIDER: "plausible",
          VITE_ANALYTICS_SITE_ID: "localhost",
          VITE_ANALYTICS_HOST: siteOrigin,
        }
      : {}),
  });
}

/**
 * The script, and Plausible's endpoint as a file the bench's server answers any request for
 * with 200 (Plausible answers 202), so the counts cost a request each and log no error.
 * @param {string} buildDir
 */
export async function writeAnalyticsStandIn(buildDir) {
  await mkdir(path.join(buildDir, "js"), { recursive: true });
  await mkdir(path.join(buildDir, "api"), { recursive: true });
  await writeFile(path.join(buildDir, "js", "script.js"), `${PLAUSIBLE_STAND_IN}\n`);
  await writeFile(path.join(buildDir, "api", "event"), "ok\n");
}

/**
 * Serves over TLS with HTTP/2, as every static host serves a site: the document and the files it
 * asks for share one warm connection, as they do for a visitor, instead of the six cold HTTP/1.1
 * connections a plain local server offers. Resolves once the server says where it listens.
 * @param {{ buildDir: string, port: number }} options
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export function serveSite({ buildDir, port }) {
  const origin = `https://localhost:${port}`;
  const server = spawn(
    process.execPath,
    ["tools/serve.mjs", "--https", "--port", String(port), "--dir", buildDir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const close = () => {
    if (server.exitCode === null) server.kill();
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      close();
      reject(new Error(`${origin} did not answer in time`));
    }, 15_000);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`tools/serve.mjs exited with ${code}`));
    });
    server.stdout.on("data", (/** @type {Buffer} */ chunk) => {
      if (!chunk.toString().includes("Serving ")) return;
      clearTimeout(timer);
      resolve({ origin, close });
    });
  });
}
