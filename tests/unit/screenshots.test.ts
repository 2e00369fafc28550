// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PAGES } from "../../src/routes.ts";
import {
  builtPages,
  DEVICES,
  NOT_FOUND_PATH,
  README_SHOTS,
  pageName,
  pagesToShoot,
  parseOptions,
  planShots,
  shotFileName,
} from "../../tools/screenshots/shots.ts";

describe("parseOptions", () => {
  it("builds into dist-screenshots and writes to screenshots/ by default", () => {
    expect(parseOptions([])).toEqual({
      build: true,
      buildDir: "dist-screenshots",
      out: "screenshots",
      help: false,
    });
  });

  it("reuses the last build with --no-build", () => {
    expect(parseOptions(["--no-build"]).build).toBe(false);
  });

  it("takes the output and build folders", () => {
    expect(parseOptions(["--out", "shots", "--build-dir=dist-x"])).toMatchObject({
      out: "shots",
      buildDir: "dist-x",
    });
  });

  it("knows --help and -h", () => {
    expect(parseOptions(["--help"]).help).toBe(true);
    expect(parseOptions(["-h"]).help).toBe(true);
  });

  it("refuses unknown options, stray arguments and empty folders", () => {
    expect(() => parseOptions(["--outt", "x"])).toThrow(/outt/);
    expect(() => parseOptions(["home"])).toThrow("unexpected argument: home");
    expect(() => parseOptions(["--out", " "])).toThrow("--out needs a folder");
    expect(() => parseOptions(["--out"])).toThrow();
  });
});

describe("file names", () => {
  it("names a page after its path", () => {
    expect(pageName("/")).toBe("home");
    expect(pageName("/about")).toBe("about");
    expect(pageName("/privacy-policy")).toBe("privacy-policy");
    expect(pageName("/blog/first-post/")).toBe("blog-first-post");
  });

  it("is <page>-<theme>-<width>.png", () => {
    expect(shotFileName("home", "dark", "phone")).toBe("home-dark-phone.png");
    expect(shotFileName("projects", "light", "desktop")).toBe("projects-light-desktop.png");
  });

  it("keeps the README's two pictures among the shots", () => {
    const files = planShots(PAGES).map((shot) => shot.file);
    expect(README_SHOTS).toEqual(["home-light-desktop.png", "home-dark-desktop.png"]);
    for (const file of README_SHOTS) expect(files).toContain(file);
  });
});

describe("planShots", () => {
  it("shoots every page of the route table and the not-found page", () => {
    const pages = pagesToShoot(PAGES);
    expect(pages.map((page) => page.path)).toEqual([...PAGES, NOT_FOUND_PATH]);
    expect(pages.at(-1)).toEqual({ name: "404", path: NOT_FOUND_PATH, status: 404 });
    expect(pages.slice(0, -1).every((page) => page.status === 200)).toBe(true);
    expect(PAGES).not.toContain(NOT_FOUND_PATH);
  });

  it("is each page in both themes at both widths, with unique file names", () => {
    const shots = planShots(PAGES);
    expect(shots).toHaveLength((PAGES.length + 1) * 2 * 2);
    expect(new Set(shots.map((shot) => shot.file)).size).toBe(shots.length);
    for (const path of [...PAGES, NOT_FOUND_PATH]) {
      const combos = shots
        .filter((shot) => shot.path === path)
        .map((shot) => `${shot.theme}/${shot.width}`);
      expect(combos.sort()).toEqual(["dark/desktop", "dark/phone", "light/desktop", "light/phone"]);
    }
  });

  it("includes the pages in the example names", () => {
    const files = planShots(PAGES).map((shot) => shot.file);
    expect(files).toContain("home-dark-phone.png");
    expect(files).toContain("projects-light-desktop.png");
    expect(files).toContain("404-light-phone.png");
  });
});

describe("devices", () => {
  it("are a phone and a desktop screen", () => {
    expect(DEVICES.phone).toEqual({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    expect(DEVICES.desktop).toEqual({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
    });
  });
});

describe("builtPages", () => {
  it("finds every page a build holds: the route table's in order, then the others by path", () => {
    const files = [
      "404.html",
      "index.html",
      "about/index.html",
      "blog/index.html",
      "blog/b-post/index.html",
      "blog/a-post/index.html",
      "projects/index.html",
      "projects/task-board/index.html",
      "projects/task-board/og.png",
      "_astro/fonts/x.woff2",
    ];
    expect(builtPages(files, ["/", "/about/", "/projects/", "/contact/"])).toEqual([
      "/",
      "/about/",
      "/projects/",
      "/blog/",
      "/blog/a-post/",
      "/blog/b-post/",
      "/projects/task-board/",
    ]);
  });
});
