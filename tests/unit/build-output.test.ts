// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../../astro.config";
import { normalizeBasePath } from "../../integrations/base-path";
import { writeSecurityHeaders } from "../../integrations/security-headers";
import {
  loadSiteConfig,
  missingPublicFiles,
  SiteConfigError,
} from "../../integrations/site-config";
import { writeVercelOutput } from "../../integrations/vercel-output";

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

  it("names cv.file when the PDF it names is not in public/", async () => {
    const site = loadSiteConfig({});
    const publicDir = pathToFileURL(`${await mkdtemp(path.join(tmpdir(), "public-"))}/`);
    const own = { ...site, cv: { ...site.cv, file: "cv.pdf" } };
    expect(missingPublicFiles(own, publicDir)).toEqual(["cv.file: public/cv.pdf does not exist"]);
    await writeFile(new URL("cv.pdf", publicDir), "%PDF-1.7");
    expect(missingPublicFiles(own, publicDir)).toEqual([]);
    expect(missingPublicFiles({ ...site, cv: { downloadName: "a.pdf" } }, publicDir)).toEqual([]);
  });
});

describe("astro.config.ts", () => {
  it("runs the steps that rewrite the finished folder in order", () => {
    const names = (config.integrations ?? [])
      .flat()
      .flatMap((integration) => (integration ? [integration.name] : []));
    const at = (name: string) => names.indexOf(name);
    expect(at("@astrojs/sitemap")).toBeGreaterThanOrEqual(0);
    expect(at("portfolio:island-runtime")).toBeGreaterThanOrEqual(0);
    expect(at("portfolio:island-runtime")).toBeLessThan(at("portfolio:prune-css"));
    expect(at("portfolio:prune-css")).toBeLessThan(at("portfolio:security-headers"));
    expect(at("@astrojs/sitemap")).toBeLessThan(at("portfolio:security-headers"));
    expect(at("portfolio:security-headers")).toBeLessThan(at("portfolio:vercel-output"));
    expect(names.at(-1)).toBe("portfolio:vercel-output");
  });
});

/** The pages as Astro writes them: a theme script, an island's two inline scripts, JSON-LD. */
async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "build-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><script>theme()</script>` +
    `<script type="application/ld+json">{"name":"${title}"}</script></head><body>${title}` +
    `<script>customElements.define("astro-island")</script><script>idle("${title}")</script>` +
    `<script type="module" src="/_astro/page.js"></script></body></html>`;
  for (const [file, title] of [
    ["index.html", "home"],
    ["about/index.html", "about"],
    ["404.html", "not found"],
  ] as const) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), page(title));
  }
  await mkdir(path.join(dir, "_astro"));
  await writeFile(path.join(dir, "_astro", "page.js"), "");
  return dir;
}

describe("writeSecurityHeaders", () => {
  it("hashes every page's inline scripts into one policy, in _headers and each page", async () => {
    const dir = await fakeBuild();
    const csp = await writeSecurityHeaders(dir, "/me/portfolio/", {
      connectOrigins: ["https://api.github.com"],
    });
    // theme() and the island element, shared, plus each page's own idle() call.
    expect(csp.match(/'sha256-/g)).toHaveLength(5);
    const headers = await readFile(path.join(dir, "_headers"), "utf8");
    expect(headers.startsWith("/me/portfolio/*\n")).toBe(true);
    expect(headers).toContain(`Content-Security-Policy: ${csp}\n`);
    expect(headers).toContain("/me/portfolio/_astro/*\n");
    for (const file of ["index.html", "about/index.html", "404.html"]) {
      const html = await readFile(path.join(dir, file), "utf8");
      expect(html).toMatch(/<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/);
      const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      expect(meta).toBe(csp.replace("; frame-ancestors 'none'", ""));
    }
  });
});

describe("writeVercelOutput", () => {
  it("copies the folder under the base path with the _headers rules as config.json", async () => {
    const dir = await fakeBuild();
    await writeSecurityHeaders(dir, "/repo/", { connectOrigins: [] });
    const output = path.join(await mkdtemp(path.join(tmpdir(), "vercel-")), "output");
    await writeVercelOutput(dir, "/repo/", output);
    expect((await readdir(path.join(output, "static", "repo"))).sort()).toEqual(
      ["404.html", "_astro", "about", "index.html"].sort(),
    );
    const vercel = JSON.parse(await readFile(path.join(output, "config.json"), "utf8")) as {
      routes: { src?: string; headers?: Record<string, string> }[];
    };
    expect(vercel.routes[0]?.src).toBe("/repo(?:/(.*))?");
    expect(vercel.routes[0]?.headers?.["Content-Security-Policy"]).toContain("sha256-");
    expect(vercel.routes.at(-1)).toEqual({
      src: "/repo/(.*)",
      status: 404,
      dest: "/repo/404.html",
    });
  });
});
