import { defineConfig, devices, type Project } from "@playwright/test";
import { headlessPath } from "./tools/chromium.mjs";
import { currentVariant, type DeviceProject } from "./tests/e2e/support/variants.ts";

// One build variant per run (E2E_VARIANT; `npm run test:e2e` builds and runs each in turn).
const { name, variant } = currentVariant();
const PORT = Number(process.env.E2E_PORT || variant.port);

const DEVICES: Record<DeviceProject, Project["use"]> = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  phone: { ...devices["Pixel 7"] },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per variant, so one variant's run never deletes another's results.
  outputDir: `test-results/${name}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["github"]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: headlessPath },
    // A visitor who asked for less motion: nothing animates for nothing, which on a 2-core
    // machine is a fifth of the run. The specs about motion (or whose subject moves) ask for it
    // with test.use({ reducedMotion: "no-preference" }).
    reducedMotion: "reduce",
  },
  projects: Object.entries(variant.projects).map(([device, specs]) => ({
    name: device,
    use: DEVICES[device as DeviceProject],
    testMatch: (specs === "*" ? variant.specs : specs).map((spec) => `**/${spec}.spec.ts`),
    // At a phone's width only what a phone's layout changes: the tests tagged @phone.
    ...(device === "phone" ? { grep: /@phone/ } : {}),
    ...(variant.skip ? { grepInvert: new RegExp(variant.skip.join("|")) } : {}),
  })),
  webServer: {
    command: `node tools/serve.mjs --port ${PORT} --dir ${variant.dir} --base ${variant.base}`,
    url: `http://localhost:${PORT}${variant.base}`,
    // Never another variant's server left on the port: each run serves its own build.
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
