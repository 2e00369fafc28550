import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// Set for the run against a build served under a base path (see tests/e2e/support/test.ts).
const BASE_PATH = `/${(process.env.BASE_PATH ?? "").replace(/^\/+|\/+$/g, "")}/`.replace(
  /^\/\/$/,
  "/",
);

export default defineConfig({
  testDir: "tests/e2e",
  // Per build folder, so runs against different builds never delete each other's results.
  outputDir: `${BUILD_DIR}/test-results`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"] },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir ${BUILD_DIR}/client --base ${BASE_PATH}`,
    url: `http://localhost:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
