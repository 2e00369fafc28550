// Builds the site with EmailJS's throttle on and runs the throttle's browser tests against it
// (the default build has it off, as the spec says, so there they only show that it is off).
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  VITE_EMAILJS_LIMIT_RATE: "60000",
  BUILD_DIR: "build-throttle",
  E2E_PORT: "4175",
};

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
run("npx", ["playwright", "test", "tests/e2e/contact-throttle.spec.ts", ...process.argv.slice(2)]);
