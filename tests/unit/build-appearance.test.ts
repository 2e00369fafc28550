// @vitest-environment node
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const BUILD_DIR = "dist-invalid-appearance";
afterAll(() => rmSync(path.resolve(BUILD_DIR), { recursive: true, force: true }));

it("the build stops on a missing portrait and an accent that fails contrast, saying what to set", () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    BUILD_DIR,
    VITE_ACCENT: "#60a5fa",
    VITE_ACCENT_DARK: "#2563eb",
    VITE_PORTRAIT: "no-such-photo.jpg",
  };
  delete env.PORTRAIT_DIR;
  delete env.BASE_URL;
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
    { encoding: "utf8", env, timeout: 120_000 },
  );
  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain("site.config.ts is not valid");
  expect(output).toContain(
    "portrait: src/assets/no-such-photo.jpg does not exist (put your photo there, or remove the field)",
  );
  expect(output).toContain('accent: "#60a5fa" does not meet WCAG AA contrast in the light theme:');
  expect(output).toContain("#60a5fa on #ffffff is 2.54:1, needs 4.5:1");
  expect(output).toMatch(/The nearest shade of the same hue that passes: accent: "#[\da-f]{6}"/);
  expect(output).toContain(
    'accentDark: "#2563eb" does not meet WCAG AA contrast in the dark theme:',
  );
  expect(output).toMatch(
    /accent text on the page background: #2563eb on #[\da-f]{6} is [\d.]+:1, needs 4\.5:1/,
  );
  expect(output).toMatch(
    /The nearest shade of the same hue that passes: accentDark: "#[\da-f]{6}"/,
  );
}, 130_000);
