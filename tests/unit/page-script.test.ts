// @vitest-environment node
// esbuild runs in Node; the snippet runs in a page of its own below.
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { bundleInlineScript } from "../../integrations/finish-build";

const entry = path.resolve("src/scripts/page.ts");

describe("the page script", () => {
  it("is one self-contained classic script, small enough for every page to load", async () => {
    const { code, inputs } = await bundleInlineScript(entry);
    // No module syntax: it runs as a classic script, with nothing else to fetch.
    expect(code).not.toMatch(/\bimport\s*[({"'\w]|\bexport\s/);
    // One immediately run function: nothing leaks into the page's global scope.
    expect(code).toMatch(/^("use strict";)?\(\(\)=>\{[^]*\}\)\(\);$/);
    expect(Buffer.byteLength(code)).toBeLessThan(4_000);
    // It carries the controls' code and the one storage accessor they share with the islands.
    expect(inputs).toContain(path.resolve("src/scripts/enhance.ts"));
    expect(inputs).toContain(path.resolve("src/lib/storage.ts"));
  });

  it("wires the controls when it runs at the end of a page", async () => {
    const { code } = await bundleInlineScript(entry);
    const dom = new JSDOM(
      '<footer><span data-copyright-year>1999</span></footer><button data-theme-switch aria-checked="false"></button>',
      { runScripts: "outside-only", url: "https://example.com/" },
    );
    const { window } = dom;
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    window.eval(code);
    const doc = window.document;
    expect(doc.querySelector("[data-copyright-year]")?.textContent).toBe(
      String(new Date().getFullYear()),
    );
    doc.querySelector<HTMLButtonElement>("[data-theme-switch]")?.click();
    expect(doc.documentElement.classList.contains("dark")).toBe(true);
    expect(doc.querySelector("[data-theme-switch]")?.getAttribute("aria-checked")).toBe("true");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });
});

describe("the inline theme script", () => {
  it("is one self-contained snippet that sets the theme before anything is drawn", async () => {
    const { code } = await bundleInlineScript(path.resolve("src/scripts/theme-boot.ts"));
    expect(code).not.toMatch(/\bimport\s*[({"'\w]|\bexport\s/);
    expect(Buffer.byteLength(code)).toBeLessThan(400);
    const dom = new JSDOM("", { runScripts: "outside-only", url: "https://example.com/" });
    const { window } = dom;
    window.localStorage.setItem("theme", "dark");
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query }) as unknown as MediaQueryList;
    window.eval(code);
    const root = window.document.documentElement;
    expect([...root.classList]).toEqual(["js", "dark"]);
    expect(root.style.colorScheme).toBe("dark");
  });
});
