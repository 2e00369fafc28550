import { expect, type Page } from "@playwright/test";
import config from "../../../site.config.ts";
import { resolveSiteConfig } from "../../../src/config/resolve.ts";
import en from "../../../src/i18n/en.json" with { type: "json" };
import { BLOG, footerLinks, navLinks, ROUTES as PATHS, type NavLink } from "../../../src/routes.ts";
import { POSTS } from "./blog.ts";

/**
 * What the pages should show, read from the owner's config with the same environment overrides
 * the build saw (the runner passes each variant's build environment to its tests), so the specs
 * follow whatever a fork puts in site.config.ts.
 */
export const site = resolveSiteConfig(config, process.env);

/** The bar's links: Blog among them when the build has posts. */
const labelled = (links: readonly NavLink[]) =>
  links.map(({ path, key }) => ({ path, label: en[key] }));
export const NAV_LINKS = labelled(navLinks(POSTS.length > 0)) as [Link, ...Link[]];
type Link = { path: string; label: string };

/** The footer's links to pages (the feed's link, with posts, is checked by blog.spec.ts). */
export const FOOTER_LINKS = labelled(footerLinks(false));

/** The routes every visitor can reach, with what identifies each one. */
export const ROUTES = [
  { path: PATHS.home, title: `${site.name} · ${site.role}`, heading: site.greeting },
  { path: PATHS.about, title: `About · ${site.name}`, heading: "About Me" },
  { path: PATHS.projects, title: `Projects · ${site.name}`, heading: "My Projects" },
  { path: PATHS.contact, title: `Contact · ${site.name}`, heading: "Get in Touch" },
  {
    path: PATHS.privacyPolicy,
    title: `Privacy Policy · ${site.name}`,
    heading: "Privacy Policy",
  },
  {
    path: PATHS.termsOfService,
    title: `Terms of Service · ${site.name}`,
    heading: "Terms of Service",
  },
  ...(POSTS.length > 0
    ? [{ path: BLOG.list, title: `Blog · ${site.name}`, heading: "Blog" } as const]
    : []),
] as const;

export const NOT_FOUND = {
  path: "/no-such-page",
  title: `Page not found · ${site.name}`,
  heading: "Page not found",
} as const;

export const isPhone = (projectName: string) => projectName === "phone";

/** Collects uncaught errors and console errors, to assert a page ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Requests the tests refuse on purpose are expected noise; anything else is a fault.
    if (message.type() === "error" && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** The alpha channel of a computed CSS colour (rgb(), rgba(), oklab(), oklch(), color()). */
export function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(color);
  if (slash?.[1]) {
    return slash[1].endsWith("%") ? Number.parseFloat(slash[1]) / 100 : Number(slash[1]);
  }
  const rgba = /^rgba\(([^)]+)\)$/.exec(color);
  if (rgba?.[1]) return Number(rgba[1].split(",")[3]);
  return 1;
}

/** Opens the phone menu when there is one, so the main navigation links are reachable. */
export async function mainNavigation(page: Page, phone: boolean, menu = "Menu") {
  const nav = page.getByRole("banner");
  if (phone) {
    const button = nav.getByRole("button", { name: menu });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  return nav;
}

export const themeSwitch = (page: Page) => page.getByRole("switch", { name: "Dark mode" });
export const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

/** The document's class and the switch agree on the theme. */
export async function expectTheme(page: Page, theme: "dark" | "light") {
  const dark = /(^|\s)dark(\s|$)/;
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(dark);
  else await expect(page.locator("html")).not.toHaveClass(dark);
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", String(theme === "dark"));
}
