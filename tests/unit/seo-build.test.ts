// @vitest-environment node
import { mkdtemp, readFile, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { validateSiteConfig, type SiteConfig } from "../../app/config/schema";
import { generateIcon, generateOgImage } from "../../scripts/og-image";
import { HYDRATED_EVENT } from "../../app/hydration";
import {
  BOOT_TRIGGERS,
  HtmlOptimizeError,
  optimizeBuiltHtml,
  optimizeHtml,
  parseBootModule,
} from "../../scripts/optimize-html";
import { precompress } from "../../scripts/precompress";
import { webManifest } from "../../scripts/web-manifest";

const site = (() => {
  const result = validateSiteConfig(config);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
})();

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(buffer.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** What React Router 7 writes for a prerendered page, trimmed to the parts that matter here. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<script>document.documentElement.classList.add("js")</script>',
  '<link rel="stylesheet" href="/assets/root-4.css"/></head><body><p>Hi</p>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-5.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("optimizeHtml", () => {
  const css = "body{color:red}.dark{color:white}";
  const out = optimizeHtml(PAGE, "index.html", () => css);

  it("inlines the stylesheet and keeps a disabled link for hydration to find", () => {
    expect(out).toContain(
      `<style>${css}</style><link rel="stylesheet" href="/assets/root-4.css" disabled=""/>`,
    );
    expect(out).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("drops the modulepreload links from the document", () => {
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('async=""');
  });

  it("starts the same imports, in the same order, when the visitor first uses the page", () => {
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(boot).toContain(`const triggers = ${JSON.stringify(BOOT_TRIGGERS)};`);
    expect(boot).toContain("addEventListener(type, start, { capture: true, passive: true })");
    expect(boot).toContain(`addEventListener(${JSON.stringify(HYDRATED_EVENT)}`);
    const order = [
      '"/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"',
      'await import("/assets/manifest-1.js")',
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-5.js")])',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}',
      'await import("/assets/entry.client-2.js")',
    ].map((part) => boot.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("keeps a stylesheet from closing the <style> element early", () => {
    const html = optimizeHtml(PAGE, "index.html", () => 'a::after{content:"</style><script>"}');
    expect(html).not.toContain("</style><script>");
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("fails the build, naming the file, when React Router's boot module changes shape", () => {
    const changed = PAGE.replace('import("/assets/entry.client-2.js");', "start();");
    expect(() => optimizeHtml(changed, "about/index.html", () => css)).toThrow(HtmlOptimizeError);
    expect(() => optimizeHtml(changed, "about/index.html", () => css)).toThrow(/about\/index.html/);
    expect(parseBootModule("window.x = 1;")).toBeNull();
  });

  it("rewrites every page of a build folder, reading each stylesheet from disk", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "optimize-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "about"));
    await writeFile(path.join(dir, "assets", "root-4.css"), css);
    await writeFile(path.join(dir, "index.html"), PAGE);
    await writeFile(path.join(dir, "about", "index.html"), PAGE);
    await optimizeBuiltHtml(dir, "/");
    for (const file of ["index.html", "about/index.html"]) {
      expect(await readFile(path.join(dir, file), "utf8")).toBe(out);
    }
  });
});

describe("precompress", () => {
  it("writes Brotli and gzip copies of text files that decode to the original", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    const text = "const x = 1;\n".repeat(500);
    await writeFile(path.join(dir, "app.js"), text);
    await writeFile(path.join(dir, "tiny.css"), "a{}");
    await writeFile(path.join(dir, "photo.png"), text);
    await precompress(dir);
    expect(brotliDecompressSync(await readFile(path.join(dir, "app.js.br"))).toString()).toBe(text);
    expect(gunzipSync(await readFile(path.join(dir, "app.js.gz"))).toString()).toBe(text);
    await expect(readFile(path.join(dir, "tiny.css.br"))).rejects.toThrow();
    await expect(readFile(path.join(dir, "photo.png.br"))).rejects.toThrow();
  });
});

describe("webManifest", () => {
  it("names the site from the config and starts at the base path", () => {
    const manifest = JSON.parse(webManifest(site, "/portfolio/")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: `${site.name} · ${site.role}`,
      start_url: "/portfolio/",
      scope: "/portfolio/",
      display: "standalone",
    });
    expect(manifest.icons).toEqual([
      { src: "/portfolio/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/portfolio/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/portfolio/icon-512.png", sizes: "512x512", type: "image/png" },
    ]);
  });

  it("keeps short_name short enough for a home screen", () => {
    const long: SiteConfig = { ...site, name: "Maximiliana Featherstonehaugh" };
    const manifest = JSON.parse(webManifest(long, "/")) as { short_name: string };
    expect(manifest.short_name).toBe("Maximiliana");
    const short = JSON.parse(webManifest({ ...site, name: "Ada Lovelace" }, "/")) as {
      short_name: string;
    };
    expect(short.short_name).toBe("Ada Lovelace");
  });
});

describe("preview image and icons", () => {
  it("draws a 1200 × 630 PNG", { timeout: 60_000 }, async () => {
    const png = await generateOgImage({ name: site.name, role: site.role, footer: "example.com" });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("draws square icons at the size asked for", () => {
    expect(pngSize(generateIcon())).toEqual({ width: 180, height: 180 });
    expect(pngSize(generateIcon(512))).toEqual({ width: 512, height: 512 });
  });
});
