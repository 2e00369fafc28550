import { expect, type Page, type Request, type Route } from "@playwright/test";
import { isHydrated, test as base } from "./support/test";
import config from "../../site.config.ts";
import { resolveSiteConfig } from "../../app/config/resolve.ts";

/** The owner's configuration as the build saw it (same environment overrides). */
export const site = resolveSiteConfig(config, process.env);

export const GITHUB_REPOS_URL = `https://api.github.com/users/${site.github.username}/repos?per_page=100`;

/** Two repositories in the shape GitHub's `GET /users/{username}/repos` really answers with. */
function githubRepository(id: number, name: string, homepage: string | null) {
  const owner = site.github.username;
  return {
    id,
    node_id: `R_kgDO${id}`,
    name,
    full_name: `${owner}/${name}`,
    private: false,
    owner: {
      login: owner,
      id: 583231,
      type: "User",
      html_url: `https://github.com/${owner}`,
    },
    html_url: `https://github.com/${owner}/${name}`,
    description: id === 1 ? "A small demo repository." : null,
    fork: false,
    url: `https://api.github.com/repos/${owner}/${name}`,
    created_at: "2024-01-10T10:00:00Z",
    updated_at: "2025-03-01T10:00:00Z",
    pushed_at: "2025-03-01T10:00:00Z",
    homepage,
    size: 120,
    stargazers_count: 42 - id,
    watchers_count: 42 - id,
    language: "TypeScript",
    forks_count: id,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: null,
    topics: [],
    visibility: "public",
    default_branch: "main",
  };
}

export const GITHUB_REPOS = [
  githubRepository(1, "portfolio", "https://example.com/portfolio"),
  githubRepository(2, "dotfiles", ""),
];

/**
 * Every test runs offline: GitHub answers from the fixture above, EmailJS answers OK, and any
 * other request that leaves the local server is refused and recorded, so a test can assert the
 * exact requests the site makes.
 */
export const test = base.extend<{ external: Request[] }>({
  external: [
    async ({ context }, use) => {
      const requests: Request[] = [];
      await context.route(
        (url) => url.hostname !== "localhost",
        async (route) => {
          const request = route.request();
          requests.push(request);
          const url = new URL(request.url());
          const cors = { "Access-Control-Allow-Origin": "*" };
          if (url.hostname === "api.github.com") {
            await route.fulfill({
              status: 200,
              headers: {
                ...cors,
                "Access-Control-Expose-Headers":
                  "ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Reset",
                "Content-Type": "application/json; charset=utf-8",
                "X-RateLimit-Limit": "60",
                "X-RateLimit-Remaining": "59",
                "X-RateLimit-Used": "1",
                "X-RateLimit-Reset": String(Math.floor(Date.now() / 1000) + 3600),
              },
              body: JSON.stringify(GITHUB_REPOS),
            });
          } else if (url.hostname === "api.emailjs.com") {
            await route.fulfill({
              status: 200,
              headers: cors,
              contentType: "text/plain",
              body: "OK",
            });
          } else {
            await route.abort("blockedbyclient");
          }
        },
      );
      await use(requests);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (projectName: string) => projectName === "phone";

/** The routes every visitor can reach, with what identifies each one. */
export const ROUTES = [
  { path: "/", title: `${site.name} · ${site.role}`, heading: site.greeting },
  { path: "/about", title: `About · ${site.name}`, heading: "About Me" },
  { path: "/projects", title: `Projects · ${site.name}`, heading: "My Projects" },
  { path: "/contact", title: `Contact · ${site.name}`, heading: "Get in Touch" },
  { path: "/privacy-policy", title: `Privacy Policy · ${site.name}`, heading: "Privacy Policy" },
  {
    path: "/terms-of-service",
    title: `Terms of Service · ${site.name}`,
    heading: "Terms of Service",
  },
] as const;

export const NOT_FOUND = {
  path: "/no-such-page",
  title: `Page not found · ${site.name}`,
  heading: "Page not found",
} as const;

/** Collects uncaught errors and console errors, to assert a page ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The refused third-party requests above are expected noise, anything else is a fault.
    if (message.type() === "error" && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Holds every request for one of the app's scripts until `release` is called, as a slow
 * connection would: the page stays as served meanwhile.
 */
export async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Resolves once React has hydrated the document (the theme switch then knows its state). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
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
export async function mainNavigation(page: Page, phone: boolean) {
  const nav = page.getByRole("banner");
  if (phone) {
    const button = nav.getByRole("button", { name: "Menu" });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  return nav;
}
