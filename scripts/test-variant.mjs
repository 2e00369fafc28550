// Builds the site with some environment and runs browser tests against that build: the shared
// step of test-base-path.mjs and test-throttle.mjs.
import { spawnSync } from "node:child_process";

/**
 * @param {Record<string, string>} variables the build's and the tests' environment
 * @param {string[]} playwrightArgs what to run, after `playwright test`
 */
export function buildAndTest(variables, playwrightArgs) {
  const env = { ...process.env, ...variables };
  /** @param {string[]} args */
  const run = (args) => {
    const result = spawnSync("npx", args, {
      stdio: "inherit",
      env,
      shell: process.platform === "win32",
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run(["react-router", "build"]);
  run(["playwright", "test", ...playwrightArgs, ...process.argv.slice(2)]);
}
