// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemap } from "../deploy/checks";

const ORIGIN = "https://owner.example.com";
let dir = "";

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An output folder with pages (path → canonical URL or null) and a sitemap listing `urls`. */
function output(pages: Record<string, string | null>, urls: string[]): string {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-sitemap-"));
  for (const [file, canonical] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const link = canonical === null ? "" : `<link rel="canonical" href="${canonical}">`;
    writeFileSync(path.join(dir, file), `<!doctype html><html><head>${link}</head></html>`);
  }
  const loc = (url: string) => `<url><loc>${url}</loc></url>`;
  writeFileSync(
    path.join(dir, "sitemap-index.xml"),
    `<sitemapindex><sitemap><loc>${ORIGIN}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  );
  writeFileSync(path.join(dir, "sitemap-0.xml"), `<urlset>${urls.map(loc).join("")}</urlset>`);
  return dir;
}

const expectation = (folder: string) => ({
  dir: folder,
  base: "/",
  origin: ORIGIN,
  pages: ["/", "/about"],
  foreignOrigins: [],
});

describe("checkSitemap", () => {
  const pages = {
    "index.html": `${ORIGIN}/`,
    "about/index.html": `${ORIGIN}/about`,
    "blog/a-post/index.html": `${ORIGIN}/blog/a-post`,
    "404.html": null,
  };

  it("wants the route table's pages and every other page with a canonical link, no more", () => {
    const folder = output(pages, [`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/blog/a-post`]);
    expect(checkSitemap(expectation(folder))).toEqual([]);
  });

  it("names a page the sitemap lacks and an address that is no page", () => {
    const folder = output(pages, [`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/gone`]);
    expect(checkSitemap(expectation(folder))).toEqual([
      `the sitemap lacks ${ORIGIN}/blog/a-post`,
      `the sitemap lists what is not a page's canonical URL: ${ORIGIN}/gone`,
    ]);
  });
});
