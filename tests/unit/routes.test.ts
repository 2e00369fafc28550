import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCurrent, isInSection } from "../../src/components/Navbar";
import {
  BENCH_PAGES,
  BLOG,
  FOOTER_LINKS,
  footerLinks,
  href,
  NAV_LINKS,
  navLinks,
  PAGES,
  ROUTES,
  withBase,
} from "../../src/routes";

afterEach(() => vi.unstubAllEnvs());

describe("withBase", () => {
  it("leaves paths alone at the root of a host", () => {
    expect(withBase("/", "/")).toBe("/");
    expect(withBase("/about", "/")).toBe("/about");
    expect(withBase("/og-image.png", "/")).toBe("/og-image.png");
  });

  it("puts paths under a base path, with the base itself as the home page", () => {
    expect(withBase("/", "/portfolio/")).toBe("/portfolio/");
    expect(withBase("/about", "/portfolio/")).toBe("/portfolio/about");
    expect(withBase("/projects", "/portfolio/")).toBe("/portfolio/projects");
  });

  it("takes the base however its slashes were written", () => {
    for (const base of ["/portfolio", "portfolio/", "portfolio", "//portfolio//"]) {
      expect(withBase("/", base)).toBe("/portfolio/");
      expect(withBase("/contact", base)).toBe("/portfolio/contact");
    }
    expect(withBase("/about", "")).toBe("/about");
  });
});

describe("the route table", () => {
  const paths: readonly string[] = Object.values(ROUTES);

  it("has the spec's four screens and the two footer pages", () => {
    expect([...paths].sort()).toEqual(
      ["/", "/about/", "/contact/", "/privacy-policy/", "/projects/", "/terms-of-service/"].sort(),
    );
    expect(PAGES).toEqual(paths);
  });

  it("is where every link of the bar and the footer leads", () => {
    for (const link of [...NAV_LINKS, ...FOOTER_LINKS]) expect(paths).toContain(link.path);
    // The benchmark also measures one case study and one post, pages of src/content/.
    for (const page of BENCH_PAGES) {
      if (page.startsWith(ROUTES.projects) && page !== ROUTES.projects) {
        expect(existsSync(`src/content/case-studies/${page.split("/").at(-2)}.md`)).toBe(true);
      } else if (!page.startsWith(BLOG.list)) expect(paths).toContain(page);
    }
  });

  it("benches one of the shipped posts, which exists", () => {
    const posts = BENCH_PAGES.filter((path) => path.startsWith(BLOG.list));
    expect(posts).toHaveLength(1);
    const slug = posts[0]?.slice(BLOG.list.length, -1) ?? "";
    expect(existsSync(resolve(import.meta.dirname, `../../src/content/blog/${slug}.md`))).toBe(
      true,
    );
  });

  it("adds Blog after Projects, and the feed to the footer, only when there are posts", () => {
    expect(navLinks(false)).toEqual(NAV_LINKS);
    expect(navLinks(true).map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Projects",
      "Blog",
      "Contact",
    ]);
    expect(navLinks(true).find((link) => link.label === "Blog")?.path).toBe("/blog/");
    expect(footerLinks(false)).toEqual(FOOTER_LINKS);
    expect(footerLinks(true)).toEqual([...FOOTER_LINKS, { path: "/rss.xml", label: "RSS" }]);
  });

  it("gives the bar and the footer the spec's links, in its order", () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual(["Home", "About", "Projects", "Contact"]);
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual([
      "Privacy Policy",
      "Terms of Service",
      "Contact",
    ]);
  });
});

describe("isCurrent", () => {
  it("marks the link of the page being shown, with or without a trailing slash", () => {
    expect(isCurrent("/about", "/about")).toBe(true);
    expect(isCurrent("/about", "/about/")).toBe(true);
    expect(isCurrent("/", "/")).toBe(true);
  });

  it("marks no other link", () => {
    expect(isCurrent("/", "/about")).toBe(false);
    expect(isCurrent("/about", "/")).toBe(false);
    expect(isCurrent("/projects", "/projects-archive")).toBe(false);
    expect(isCurrent("/contact", "/about")).toBe(false);
  });

  it("compares against the address the page is served at under a base path", () => {
    vi.stubEnv("BASE_URL", "/portfolio/");
    expect(href("/about/")).toBe("/portfolio/about/");
    expect(isCurrent("/about", "/portfolio/about/")).toBe(true);
    expect(isCurrent("/", "/portfolio/")).toBe(true);
    expect(isCurrent("/", "/portfolio")).toBe(true);
    expect(isCurrent("/", "/portfolio/about")).toBe(false);
    expect(isCurrent("/about", "/about")).toBe(false);
  });
});

describe("isInSection", () => {
  it("marks the section a case study or a post is in, not the page itself nor its neighbours", () => {
    expect(isInSection("/projects", "/projects/task-board")).toBe(true);
    expect(isInSection("/blog", "/blog/a-post/")).toBe(true);
    expect(isInSection("/projects", "/projects")).toBe(false);
    expect(isInSection("/projects", "/projects-archive/x")).toBe(false);
    // Every page is under the home page's address; home is no section.
    expect(isInSection("/", "/projects/task-board")).toBe(false);
  });

  it("works under a base path", () => {
    vi.stubEnv("BASE_URL", "/portfolio/");
    expect(isInSection("/projects", "/portfolio/projects/task-board")).toBe(true);
    expect(isInSection("/", "/portfolio/projects/task-board")).toBe(false);
    expect(isInSection("/projects", "/projects/task-board")).toBe(false);
  });
});
