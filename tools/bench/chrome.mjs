// A headless Chromium with a DevTools port, for Lighthouse to drive: one fresh profile per run,
// so no run inherits another's cache.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Chromium may only resolve localhost: a request to any other host fails at once instead of
 * leaving the machine, and still shows up in the figures as a request to a foreign host. The
 * rule maps IP literals too, so the GitHub stand-in's 127.0.0.1 is excluded by name. The site is
 * served over HTTPS with a certificate made for the run, which the browser accepts.
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  "--ignore-certificate-errors",
];

/**
 * @param {string} executablePath
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchChromium(executablePath) {
  const profile = await mkdtemp(path.join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_FLAGS,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--no-default-browser-check",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    // Chromium's helper processes may still be writing to the profile for a moment.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error("Chromium did not start in time")), 30_000);
      child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
      child.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return { port: /** @type {number} */ (port), close };
  } catch (error) {
    await close();
    throw error;
  }
}
