import { defineConfig } from "vitest/config";
import { islandWords, loadSiteConfig, sitePlugin } from "./integrations/site-config.ts";

const site = loadSiteConfig({});

export default defineConfig({
  // The build sets it from the config; unit tests see the markup of a site with analytics on.
  define: { __ANALYTICS__: "true" },
  // The pages' config (src/site.ts) is the shipped one, whatever the environment overrides.
  plugins: [sitePlugin(site), ...islandWords(site.languages)],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    // Node unless a file asks for a DOM (`// @vitest-environment jsdom` on its first line).
    environment: "node",
    restoreMocks: true,
    unstubGlobals: true,
    // The accent checks search thousands of shades with colorjs.io: seconds on a busy 2-core box.
    testTimeout: 15_000,
  },
});
