// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  externalizeIslandRuntime,
  externalizePrescripts,
  isIslandPrescript,
} from "../../integrations/island-runtime";

// The two scripts as Astro writes them ahead of a page's first island (shortened).
const IDLE =
  '(()=>{var l=(n,t)=>{};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event("astro:idle"));})();';
const LOAD =
  '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const THEME = '"use strict";document.documentElement.classList.add("js");';
const PAGE = 'document.querySelector("[data-menu-button]");';
const LOADER = 'let s=document.currentScript?.dataset.src;s&&load(s,"$&");';

const page = (...islandScripts: string[]) =>
  `<!doctype html><html><head><script>${THEME}</script></head><body><main>` +
  islandScripts.map((code) => `<script>${code}</script>`).join("") +
  '<astro-island uid="a" client="idle" component-url="/_astro/Island.1.js" ssr><p>Read me</p></astro-island>' +
  `</main><script>${PAGE}</script><script type="application/ld+json">{"a":1}</script></body></html>`;

describe("isIslandPrescript", () => {
  it("knows the island element and Astro's directives, and nothing else", () => {
    expect(isIslandPrescript(RUNTIME)).toBe(true);
    expect(isIslandPrescript(IDLE)).toBe(true);
    expect(isIslandPrescript(LOAD)).toBe(true);
    expect(isIslandPrescript('(self.Astro||(self.Astro={}))["after-load"]=a;')).toBe(true);
    expect(isIslandPrescript(THEME)).toBe(false);
    expect(isIslandPrescript(PAGE)).toBe(false);
    expect(isIslandPrescript('customElements.define("my-widget",W)')).toBe(false);
  });
});

describe("externalizePrescripts", () => {
  it("puts the loader of their file where the first was and keeps the page's own scripts", () => {
    const { html, code } = externalizePrescripts(
      page(IDLE, RUNTIME),
      () => "/_astro/rt.js",
      LOADER,
    );
    expect(code).toBe(`${IDLE}\n${RUNTIME}`);
    expect(html).toBe(
      `<!doctype html><html><head><script>${THEME}</script></head><body><main>` +
        `<script data-src="/_astro/rt.js">${LOADER}</script>` +
        '<astro-island uid="a" client="idle" component-url="/_astro/Island.1.js" ssr><p>Read me</p></astro-island>' +
        `</main><script>${PAGE}</script><script type="application/ld+json">{"a":1}</script></body></html>`,
    );
  });

  it("names the file after all of the page's island scripts", () => {
    const seen: string[] = [];
    externalizePrescripts(
      page(LOAD, IDLE, RUNTIME),
      (code) => {
        seen.push(code);
        return "/x.js";
      },
      LOADER,
    );
    expect(seen).toEqual([`${LOAD}\n${IDLE}\n${RUNTIME}`]);
  });

  it("leaves a page without islands as it is", () => {
    const html = page();
    expect(externalizePrescripts(html, () => "/x.js", LOADER)).toEqual({ html, code: undefined });
  });
});

describe("externalizeIslandRuntime", () => {
  it("writes one file for the pages that share their scripts, under the base path", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "islands-"));
    const pages = {
      "projects/index.html": page(IDLE, RUNTIME),
      "contact/index.html": page(IDLE, RUNTIME),
      "demo/index.html": page(LOAD, RUNTIME),
      "about/index.html": page(),
    };
    for (const [file, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), html);
    }

    const written = await externalizeIslandRuntime(dir, "/me/portfolio/", LOADER);

    expect(written).toHaveLength(2);
    expect(await readdir(path.join(dir, "_astro"))).toEqual(written);
    for (const name of written) expect(name).toMatch(/^astro-island\.[0-9a-f]{10}\.js$/);
    const src = async (file: string) =>
      /<script data-src="([^"]+)">([^<]*)<\/script>/.exec(
        await readFile(path.join(dir, file), "utf8"),
      )?.[1];
    const projects = await src("projects/index.html");
    expect(projects).toMatch(/^\/me\/portfolio\/_astro\/astro-island\.[0-9a-f]{10}\.js$/);
    expect(await readFile(path.join(dir, "projects/index.html"), "utf8")).toContain(
      `<script data-src="${projects}">${LOADER}</script><astro-island`,
    );
    expect(await src("contact/index.html")).toBe(projects);
    expect(await src("demo/index.html")).not.toBe(projects);
    const file = (address: string | undefined) =>
      readFile(path.join(dir, "_astro", path.basename(address ?? "")), "utf8");
    expect(await file(projects)).toBe(`${IDLE}\n${RUNTIME}\n`);
    expect(await file(await src("demo/index.html"))).toBe(`${LOAD}\n${RUNTIME}\n`);
    expect(await readFile(path.join(dir, "about/index.html"), "utf8")).toBe(
      pages["about/index.html"],
    );
  });

  it("writes nothing for a site without islands", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "islands-"));
    await writeFile(path.join(dir, "index.html"), page());
    expect(await externalizeIslandRuntime(dir, "/", LOADER)).toEqual([]);
    expect(await readdir(dir)).toEqual(["index.html"]);
  });
});
