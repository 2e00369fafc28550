// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `astro sync` reads and checks the content as the build's first step does. */
function sync(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "sync"],
    {
      encoding: "utf8",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env },
      timeout: 60_000,
    },
  );
  expect(result.status).not.toBe(0);
  // Colours (CI forces them) are escape codes inside the words: read the text without them.
  // eslint-disable-next-line no-control-regex
  return `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[\d;]*m/g, "");
}

it("a post that does not fit stops the build, naming the file and the field", () => {
  // An MDX post, read as the Markdown ones are, whose date is not a date.
  const file = path.join(dir, "blog/broken.mdx");
  mkdirSync(path.dirname(file));
  writeFileSync(
    file,
    "---\ntitle: A broken post\ndescription: Its date cannot be read.\ndate: someday\n---\n\n" +
      "export const answer = 42;\n\nThe answer is {answer}.\n",
  );
  const output = sync({ BLOG_DIR: path.dirname(file) });
  expect(output).toContain("blog → broken data does not match collection schema");
  expect(output).toContain(file);
  expect(output).toMatch(/date: must be a date such as 2025-03-14: the day the post was published/);
}, 70_000);

it("a case study that does not fit stops the build, naming the file and the field", () => {
  // A copy of a sample with its cover's description left empty.
  const samples = path.resolve("src/content/case-studies");
  const file = path.join(dir, "case-studies/broken.md");
  mkdirSync(path.join(dir, "case-studies/images"), { recursive: true });
  copyFileSync(
    path.join(samples, "images/shop-api-cover.png"),
    path.join(dir, "case-studies/images/shop-api-cover.png"),
  );
  const sample = readFileSync(path.join(samples, "shop-api.md"), "utf8");
  writeFileSync(file, sample.replace(/^( {2}alt:).*$/m, '$1 ""'));
  const output = sync({ CASE_STUDIES_DIR: path.dirname(file) });
  expect(output).toContain("caseStudies → broken data does not match collection schema");
  expect(output).toContain(file);
  expect(output).toMatch(/cover\.alt: must not be empty/);
}, 70_000);
