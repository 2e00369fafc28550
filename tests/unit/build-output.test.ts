// @vitest-environment node
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../../astro.config";
import { normalizeBasePath } from "../../integrations/base-path";
import { loadSiteConfig, SiteConfigError, siteConfigErrors } from "../../integrations/site-config";

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
    const errors = (cv: typeof site.cv) =>
      siteConfigErrors({ ...site, portrait: undefined, cv }, { root: publicDir, publicDir });
    const own = { ...site.cv, file: "cv.pdf" };
    expect(errors(own)).toEqual(["cv.file: public/cv.pdf does not exist"]);
    await writeFile(new URL("cv.pdf", publicDir), "%PDF-1.7");
    expect(errors(own)).toEqual([]);
    expect(errors({ downloadName: "a.pdf" })).toEqual([]);
  });
});

describe("astro.config.ts", () => {
  it("finishes the pages last, once the sitemap is written", () => {
    const names = (config.integrations ?? [])
      .flat()
      .flatMap((integration) => (integration ? [integration.name] : []));
    expect(names).toContain("@astrojs/sitemap");
    expect(names.at(-1)).toBe("portfolio:finish-build");
  });
});
