// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const SAMPLES = path.resolve("src/content/case-studies");
const dir = mkdtempSync(path.join(tmpdir(), "case-studies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("a case study that does not fit stops the build, naming the file and the field", () => {
  // A copy of a sample with its cover's description left empty.
  mkdirSync(path.join(dir, "images"));
  copyFileSync(
    path.join(SAMPLES, "images/shop-api-cover.png"),
    path.join(dir, "images/shop-api-cover.png"),
  );
  const sample = readFileSync(path.join(SAMPLES, "shop-api.md"), "utf8");
  writeFileSync(path.join(dir, "broken.md"), sample.replace(/^( {2}alt:).*$/m, '$1 ""'));

  // `astro sync` reads and checks the content as the build's first step does.
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "sync"],
    {
      encoding: "utf8",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", CASE_STUDIES_DIR: dir },
      timeout: 60_000,
    },
  );
  expect(result.status).not.toBe(0);
  // Colours (CI forces them) are escape codes inside the words: read the text without them.
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[\d;]*m/g, "");
  expect(output).toContain("caseStudies → broken data does not match collection schema");
  expect(output).toContain(path.join(dir, "broken.md"));
  expect(output).toMatch(/cover\.alt: must not be empty/);
}, 70_000);
