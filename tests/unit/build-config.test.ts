// @vitest-environment node
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const BUILD_DIR = "dist-invalid-config";
afterAll(() => rmSync(path.resolve(BUILD_DIR), { recursive: true, force: true }));

it("the build stops with a message naming the invalid field", () => {
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        BUILD_DIR,
        VITE_SITE_URL: "portfolio.example.com",
        VITE_EMAILJS_SERVICE_ID: " ",
        VITE_ACCENT: "nope",
      },
      timeout: 120_000,
    },
  );
  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain("site.config.ts is not valid");
  expect(output).toMatch(/siteUrl: must be an absolute URL/);
  expect(output).toContain('accent: must be a hex colour such as "#4338ca" or "#43c" (got "nope")');
}, 130_000);
