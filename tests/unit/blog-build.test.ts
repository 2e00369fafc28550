// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "blog-"));
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
  // Colours (CI forces them) are escape codes inside the words: read the text without them.
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[\d;]*m/g, "");
  return { status: result.status, output };
}

it("a post that does not fit stops the build, naming the file and the field", () => {
  // An MDX post, read as the Markdown ones are, whose date is not a date.
  writeFileSync(
    path.join(dir, "broken.mdx"),
    [
      "---",
      "title: A broken post",
      "description: Its date cannot be read.",
      "date: someday",
      "tags: [testing]",
      "---",
      "",
      "export const answer = 42;",
      "",
      "The answer is {answer}.",
      "",
    ].join("\n"),
  );
  const { status, output } = sync({ BLOG_DIR: dir });
  expect(status).not.toBe(0);
  expect(output).toContain("blog → broken data does not match collection schema");
  expect(output).toContain(path.join(dir, "broken.mdx"));
  expect(output).toMatch(/date: must be a date such as 2025-03-14: the day the post was published/);
}, 70_000);
