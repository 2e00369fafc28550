import { defineConfig } from "vitest/config";

export default defineConfig({
  // The build sets it from the config; unit tests see the markup of a site with analytics on.
  define: { __ANALYTICS__: "true" },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    restoreMocks: true,
    unstubGlobals: true,
    // The accent checks search thousands of shades with colorjs.io: seconds on a busy 2-core box.
    testTimeout: 15_000,
  },
});
