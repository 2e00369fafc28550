// Builds the site for a sub-path, as GitHub Pages serves a project site, and runs the browser
// tests against it (desktop only: the phone run covers layout, which a base path does not change).
import { spawnSync } from "node:child_process";

const env = { ...process.env, BASE_PATH: "/portfolio/", BUILD_DIR: "build-base", E2E_PORT: "4174" };

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["react-router", "build"]);
run("npx", ["playwright", "test", "--project", "desktop", ...process.argv.slice(2)]);
