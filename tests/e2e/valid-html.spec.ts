import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { expect, test } from "./support/test.ts";
import { currentVariant } from "./support/variants.ts";

/**
 * Every built page is valid HTML, by html-validate's rules for the standard. As the Nu HTML
 * Checker does, a <style> element is accepted in the body: Astro puts its islands' one rule
 * beside the first island.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  elements: ["html5", { style: { flow: true } }],
});

test("every page is valid HTML", async () => {
  const dir = currentVariant().variant.dir;
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  expect(pages.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(path.join(dir, page), "utf8"), page);
    for (const { messages } of report.results) {
      for (const { line, column, ruleId, message } of messages) {
        problems.push(`${page}:${line}:${column} ${ruleId}: ${message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
