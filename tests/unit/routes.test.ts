import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ariaCurrent } from "../../src/components/Navbar";
import en from "../../src/i18n/en.json";
import {
  BENCH_PAGES,
  BLOG,
  footerLinks,
  href,
  navLinks,
  type NavLink,
  ROUTES,
  withBase,
} from "../../src/routes";

afterEach(() => vi.unstubAllEnvs());

describe("withBase", () => {
  it("leaves paths alone at the root of a host", () => {
    expect(withBase("/", "/")).toBe("/");
    expect(withBase("/about", "/")).toBe("/about");
    expect(withBase("/about", "")).toBe("/about");
  });

  it("puts paths under a base path however its slashes were written, the base as home", () => {
    for (const base of ["/portfolio/", "/portfolio", "portfolio/", "portfolio", "//portfolio//"]) {
      expect(withBase("/", base)).toBe("/portfolio/");
      expect(withBase("/contact", base)).toBe("/portfolio/contact");
    }
  });
});

describe("the route table", () => {
  const paths: readonly string[] = Object.values(ROUTES);

  it("has the spec's four screens and the two footer pages", () => {
    expect([...paths].sort()).toEqual(
      ["/", "/about/", "/contact/", "/privacy-policy/", "/projects/", "/terms-of-service/"].sort(),
    );
  });

  it("is where every link of the bar and the footer leads", () => {
    for (const link of [...navLinks(false), ...footerLinks(false)])
      expect(paths).toContain(link.path);
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

  it("gives the bar the spec's links in order, Blog after Projects and the feed only with posts", () => {
    const label = (links: readonly NavLink[]) => links.map((link) => en[link.key]);
    const labels = ["Home", "About", "Projects", "Blog", "Contact"];
    expect(label(navLinks(true))).toEqual(labels);
    expect(label(navLinks(false))).toEqual(labels.filter((l) => l !== "Blog"));
    expect(navLinks(true).find((link) => link.key === "nav.blog")?.path).toBe("/blog/");
    expect(label(footerLinks(false))).toEqual(["Privacy Policy", "Terms of Service", "Contact"]);
    expect(footerLinks(true)).toEqual([
      ...footerLinks(false),
      { path: "/rss.xml", key: "nav.rss" },
    ]);
  });
});

describe("ariaCurrent", () => {
  it("marks the link of the page being shown, with or without a trailing slash", () => {
    expect(ariaCurrent("/about", "/about")).toBe("page");
    expect(ariaCurrent("/about", "/about/")).toBe("page");
    expect(ariaCurrent("/about/", "/about")).toBe("page");
    expect(ariaCurrent("/", "/")).toBe("page");
  });

  it("marks the section a case study or a post is in", () => {
    expect(ariaCurrent("/projects", "/projects/task-board")).toBe("true");
    expect(ariaCurrent("/blog/", "/blog/a-post/")).toBe("true");
  });

  it("marks no other link, and home is no section", () => {
    expect(ariaCurrent("/", "/about")).toBeUndefined();
    expect(ariaCurrent("/about", "/")).toBeUndefined();
    expect(ariaCurrent("/projects", "/projects-archive")).toBeUndefined();
    expect(ariaCurrent("/projects", "/projects-archive/x")).toBeUndefined();
    expect(ariaCurrent("/contact", "/about")).toBeUndefined();
    // Every page is under the home page's address.
    expect(ariaCurrent("/", "/projects/task-board")).toBeUndefined();
  });

  it("compares against the address the page is served at under a base path", () => {
    vi.stubEnv("BASE_URL", "/portfolio/");
    expect(href("/about/")).toBe("/portfolio/about/");
    expect(ariaCurrent("/about", "/portfolio/about/")).toBe("page");
    expect(ariaCurrent("/", "/portfolio/")).toBe("page");
    expect(ariaCurrent("/", "/portfolio")).toBe("page");
    expect(ariaCurrent("/", "/portfolio/about")).toBeUndefined();
    expect(ariaCurrent("/about", "/about")).toBeUndefined();
    expect(ariaCurrent("/projects", "/portfolio/projects/task-board")).toBe("true");
    expect(ariaCurrent("/", "/portfolio/projects/task-board")).toBeUndefined();
    expect(ariaCurrent("/projects", "/projects/task-board")).toBeUndefined();
  });
});
