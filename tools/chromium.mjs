// Where the browser tests and the benchmark find Chromium: CHROME_PATH, else Debian's package.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export function assertChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or point CHROME_PATH at an installed Chrome or Chromium; see docs/testing.md.`,
  );
  process.exit(1);
}
