// @vitest-environment node
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const BUILD_DIR = "dist-invalid-config";
afterAll(() => rmSync(path.resolve(BUILD_DIR), { recursive: true, force: true }));

/** `astro build` with these variables: it must fail; returns what it printed. */
function failedBuild(env: Record<string, string>): string {
  const full: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", BUILD_DIR };
  delete full.PORTRAIT_DIR;
  delete full.BASE_URL;
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
    { encoding: "utf8", env: { ...full, ...env }, timeout: 120_000 },
  );
  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain("site.config.ts is not valid");
  return output;
}

it("the build stops with a message naming the invalid field", () => {
  const output = failedBuild({
    VITE_SITE_URL: "portfolio.example.com",
    VITE_EMAILJS_SERVICE_ID: " ",
    VITE_ACCENT: "nope",
  });
  expect(output).toMatch(/siteUrl: must be an absolute URL/);
  expect(output).toContain('accent: must be a hex colour such as "#4338ca" or "#43c" (got "nope")');
}, 130_000);

// The wording of each message is checked in config-appearance.test.ts and accent.test.ts.
it("the build stops on a missing portrait and an accent that fails contrast", () => {
  const output = failedBuild({
    VITE_ACCENT: "#60a5fa",
    VITE_ACCENT_DARK: "#2563eb",
    VITE_PORTRAIT: "no-such-photo.jpg",
  });
  expect(output).toContain("portrait: src/assets/no-such-photo.jpg does not exist");
  expect(output).toContain('accent: "#60a5fa" does not meet WCAG AA contrast in the light theme:');
  expect(output).toContain('accentDark: "#2563eb" does not meet WCAG AA contrast in the dark');
}, 130_000);
