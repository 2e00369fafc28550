// Where the browser tests and the benchmark find Chromium: CHROME_PATH, else Debian's package.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export function assertChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.error(
    [
      `Chromium was not found at ${chromiumPath}.`,
      "The browser tests use the system's Chromium. Install it with:",
      "  sudo apt-get install -y chromium        (Debian/Ubuntu)",
      "or point CHROME_PATH at an installed Chrome or Chromium, for example:",
      '  CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test',
    ].join("\n"),
  );
  process.exit(1);
}
