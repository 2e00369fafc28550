// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeBasePath } from "../../scripts/base-path";
import { finishBuild } from "../../scripts/postbuild";
import { loadSiteConfig, robotsTxt, sitemapXml, SiteConfigError } from "../../scripts/site-plugin";

describe("normalizeBasePath", () => {
  it.each([
    [undefined, "/"],
    ["", "/"],
    ["/", "/"],
    ["portfolio", "/portfolio/"],
    ["/portfolio", "/portfolio/"],
    ["/me/portfolio/", "/me/portfolio/"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it("rejects what cannot be a path", () => {
    expect(() => normalizeBasePath("/a b/")).toThrow(/BASE_PATH/);
    expect(() => normalizeBasePath("https://x.dev/")).toThrow(/BASE_PATH/);
  });
});

describe("loadSiteConfig", () => {
  it("accepts the shipped config and applies the environment's overrides", () => {
    const site = loadSiteConfig({
      VITE_SITE_URL: "https://me.dev/",
      VITE_GITHUB_USERNAME: "torvalds",
    });
    expect(site.siteUrl).toBe("https://me.dev");
    expect(site.github.username).toBe("torvalds");
  });

  it("stops with a message that names each bad field", () => {
    let error: unknown;
    try {
      loadSiteConfig({ VITE_SITE_URL: "/relative", VITE_GITHUB_USERNAME: "not a user!" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/siteUrl: must be an absolute URL/);
    expect(message).toMatch(/github\.username: must be a GitHub user name/);
  });
});

describe("sitemap and robots", () => {
  const site = loadSiteConfig({ VITE_SITE_URL: "https://me.dev" });

  it("list every page under the base path", () => {
    const xml = sitemapXml(site, "/portfolio/");
    for (const route of ["/", "/projects", "/about", "/contact"]) {
      expect(xml).toContain(`<loc>https://me.dev/portfolio${route}</loc>`);
    }
    expect(robotsTxt(site, "/")).toContain("Sitemap: https://me.dev/sitemap.xml");
  });
});

async function fakeBuild(basePath: string): Promise<string> {
  const client = await mkdtemp(path.join(tmpdir(), "client-"));
  const pages = path.join(client, ...basePath.split("/").filter(Boolean));
  const page = (title: string) =>
    `<html><head><meta charSet="utf-8"/><script>boot("${title}")</script></head><body>${title}</body></html>`;
  for (const [route, title] of [
    ["", "home"],
    ["about", "about"],
    ["404", "not found"],
  ] as const) {
    await mkdir(path.join(pages, route), { recursive: true });
    await writeFile(path.join(pages, route, "index.html"), page(title));
  }
  await mkdir(path.join(client, "assets"));
  await writeFile(path.join(client, "assets", "app.js"), "");
  await writeFile(path.join(client, "__spa-fallback.html"), page("fallback"));
  return client;
}

describe("finishBuild", () => {
  it("hoists pages out of the base path folder and writes 404.html and the headers", async () => {
    const client = await fakeBuild("/me/portfolio/");
    await finishBuild(client, "/me/portfolio/");
    expect((await readdir(client)).sort()).toEqual(
      ["404.html", "_headers", "about", "assets", "index.html"].sort(),
    );
    const notFound = await readFile(path.join(client, "404.html"), "utf8");
    expect(notFound).toContain("not found");
    // Every page carries the policy as a <meta> too, for hosts that cannot send headers.
    expect(notFound).toMatch(/<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
    const headers = await readFile(path.join(client, "_headers"), "utf8");
    expect(headers.startsWith("/me/portfolio/*\n")).toBe(true);
    expect(headers.match(/'sha256-/g)).toHaveLength(3);
  });

  it("leaves a root build in place", async () => {
    const client = await fakeBuild("/");
    await finishBuild(client, "/");
    expect(await readFile(path.join(client, "about", "index.html"), "utf8")).toContain("about");
    expect(await readdir(client)).not.toContain("__spa-fallback.html");
  });
});
