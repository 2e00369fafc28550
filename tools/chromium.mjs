// Where the browser tests, the screenshots and the benchmark find Chromium: CHROME_PATH, else
// Debian's packages. The tests drive Chromium's headless shell when it is installed
// (chromium-headless-shell): the same engine without the desktop browser around it, twice as
// fast to drive on a small machine. The screenshots and the benchmark use the full browser, whose
// text rendering and timing are what visitors get.
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const headlessPath = process.env.CHROME_PATH || (existsSync(SHELL) ? SHELL : chromiumPath);

export function assertChromium(path = chromiumPath) {
  if (existsSync(path)) return path;
  console.error(
    `Chromium was not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell) or point CHROME_PATH at an installed Chrome or Chromium; see docs/testing.md.`,
  );
  process.exit(1);
}
