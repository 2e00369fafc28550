import type { Strings, TextKey } from "./lib/i18n";

/**
 * The one table of the site's paths. The navigation bar, the footer, the sitemap, the benchmark
 * and the tests read it; each page in src/pages/ is the file of the same path, but for the legal
 * pages, which src/pages/[legal].astro shows from src/content/legal/.
 *
 * Every page is built as a folder (`about/index.html`) and addressed with its trailing slash
 * (`/about/`): the one form that GitHub Pages, Netlify, Cloudflare Pages and Vercel all serve with
 * a 200 (the slashless form is redirected by each host). See docs/deploy.md.
 */
export const ROUTES = {
  home: "/",
  about: "/about/",
  projects: "/projects/",
  contact: "/contact/",
  privacyPolicy: "/privacy-policy/",
  termsOfService: "/terms-of-service/",
} as const;

/** A case study's page: src/content/case-studies/<slug>.md is shown at /projects/<slug>/. */
export const caseStudyPath = (slug: string): string => `${ROUTES.projects}${slug}/`;

/**
 * The blog's addresses. Not in ROUTES: its pages exist only when there are posts (the list, one
 * page per post under /blog/<slug>, the feed), so the bar and the footer add their links then.
 */
export const BLOG = { list: "/blog/", feed: "/rss.xml" } as const;

/** The CV's formats besides the PDF (whose name is the owner's `cv.downloadName`). */
export const CV = { page: "/cv/", text: "/cv.txt", json: "/resume.json" } as const;

/** A link of the bar or the footer: its path, and its text's key in the dictionaries (src/i18n/). */
export type NavLink = { path: string; key: TextKey };

/** What the bar and the footer show: their links (navLinks, footerLinks), in the page's words. */
export interface ShellProps {
  links: readonly NavLink[];
  t: Strings;
  /** A site path as a link in the page's language. */
  localize?: (path: string) => string;
}

/** The bar's links in the spec's order, with Blog after Projects when the site has posts. */
export const navLinks = (withBlog: boolean): readonly NavLink[] => [
  { path: ROUTES.home, key: "nav.home" },
  { path: ROUTES.about, key: "nav.about" },
  { path: ROUTES.projects, key: "nav.projects" },
  ...(withBlog ? [{ path: BLOG.list, key: "nav.blog" } as const] : []),
  { path: ROUTES.contact, key: "nav.contact" },
];

/** The footer's links, with the feed's when the site has posts. */
export const footerLinks = (withBlog: boolean): readonly NavLink[] => [
  { path: ROUTES.privacyPolicy, key: "nav.privacy" },
  { path: ROUTES.termsOfService, key: "nav.terms" },
  { path: ROUTES.contact, key: "nav.contact" },
  ...(withBlog ? [{ path: BLOG.feed, key: "nav.rss" } as const] : []),
];

/**
 * The pages the benchmark measures: the four the spec names, one sample case study and one of the
 * sample's posts (an article with code blocks). A fork without them drops them, or names its own.
 */
export const BENCH_PAGES: readonly string[] = [
  ROUTES.home,
  ROUTES.projects,
  ROUTES.about,
  ROUTES.contact,
  caseStudyPath("task-board"),
  "/blog/typing-fetch-responses-at-the-boundary/",
];

/**
 * A site path under the base path the site is served from: `withBase("/about/", "/portfolio/")`
 * is "/portfolio/about/", and the home page is the base itself.
 */
export function withBase(path: string, base: string): string {
  const root = `/${base.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
  return path === "/" ? root : `${root}${path.replace(/^\/+/, "")}`;
}

/** The same for the pages: Astro's base path, as the build was given it. */
export const href = (path: string): string => withBase(path, import.meta.env.BASE_URL);
