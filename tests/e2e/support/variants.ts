/**
 * The builds the browser tests run against, declared once. `tests/e2e/run.ts` builds each one
 * into its own folder and runs Playwright for it; `playwright.config.ts` reads the variant named
 * by E2E_VARIANT (default "root") from this table.
 *
 * Specs are file names under tests/e2e/. A variant runs only the specs where what it changes
 * matters, so no behaviour is checked twice against the same code for nothing.
 */

export type DeviceProject = "desktop" | "phone";

export interface Variant {
  /** Where `astro build` writes the site (inside the project: Astro resolves React from it). */
  dir: string;
  /** The path the site is served under. */
  base: string;
  /** Build environment, also given to the tests so they read the config as the build did. */
  env: Record<string, string>;
  /** The port used when the runner does not pick a free one. */
  port: number;
  /** Which device projects run, and which specs each runs ("*" for every spec of the variant). */
  projects: Partial<Record<DeviceProject, readonly string[] | "*">>;
  /** The variant's specs. */
  specs: readonly string[];
  /** Tests whose title or tags match one of these are left out of this variant. */
  skip?: readonly string[];
  /**
   * What the build reads the projects snapshot from: a port nothing listens on (so /projects is
   * prerendered without one and no build depends on the network), or a stand-in GitHub
   * (support/snapshot.ts). The runner sets SNAPSHOT_GITHUB_API_URL once it knows the port.
   */
  github: "closed" | "stand-in";
}

/** Specs with tests tagged @phone, which also run at a phone's width. */
const PHONE_SPECS = ["a11y", "hero", "shell", "islands", "sections"] as const;

export const VARIANTS = {
  /** The site as `npm run build` makes it for a domain of its own. */
  root: {
    // Not dist/: `npm run build` and `npm start` may rewrite that folder while tests read it.
    dir: "dist-root",
    base: "/",
    env: { GITHUB_TOKEN: "" },
    github: "closed",
    port: 4173,
    projects: { desktop: "*", phone: PHONE_SPECS },
    specs: [
      "a11y",
      "addresses",
      "analytics",
      "appearance",
      "availability",
      "blog",
      "case-studies",
      "contact",
      "contact-throttle",
      "cv",
      "fonts",
      "hero",
      "islands",
      "prerender",
      "project-cards",
      "projects",
      "sections",
      "security-headers",
      "seo",
      "shell",
      "smoke",
      "tech-stack",
      "testimonials",
      "theme",
      "valid-html",
    ],
  },
  /** Served under a sub-path, as GitHub Pages serves a project site. */
  base: {
    dir: "dist-base",
    base: "/portfolio/",
    // As the GitHub Pages workflow builds a project site: its base path without the slash, and
    // an address in place of the one in site.config.ts, written with the base path in it, as an
    // owner may well set SITE_URL (the workflow's own is the bare origin, as site.config.ts's).
    env: {
      BASE_PATH: "/portfolio",
      VITE_SITE_URL: "https://octo-owner.github.io/portfolio",
      GITHUB_TOKEN: "",
    },
    github: "closed",
    port: 4174,
    projects: { desktop: "*" },
    // What a base path changes: every address (addresses, seo), the scripts islands and pages
    // load (islands), and the projects' fetch (smoke). The rest is the same code as at the root.
    specs: ["addresses", "islands", "seo", "smoke"],
    // What a base path cannot change (layout, validation, data handling) runs at the root only.
    skip: ["@root-only"],
  },
  /** /projects prerendered from a stand-in GitHub read with a token. */
  snapshot: {
    dir: "dist-snapshot",
    base: "/",
    // SNAPSHOT_GITHUB_API_URL is the stand-in's address, known once it listens. The case
    // studies are a fixture's, one of them about a repository the stand-in has.
    env: {
      GITHUB_TOKEN: "ghp_snapshotTestToken0123456789abcdefXYZ",
      CASE_STUDIES_DIR: "tests/fixtures/case-studies",
    },
    port: 4176,
    projects: { desktop: "*" },
    specs: ["projects-snapshot", "case-studies", "valid-html"],
    github: "stand-in",
  },
  /**
   * The owner's look: a photo (a fixture, read from tests/fixtures/ instead of src/assets/) and
   * an accent other than the default, with the dark one derived from it; no content; and the
   * contact form's throttle on.
   */
  appearance: {
    dir: "dist-appearance",
    base: "/",
    env: {
      VITE_PORTRAIT: "portrait.jpg",
      PORTRAIT_DIR: "tests/fixtures",
      VITE_ACCENT: "#0f766e",
      GITHUB_TOKEN: "",
      // No posts, case studies or testimonials: their sections and links must leave no trace.
      BLOG_DIR: "tests/fixtures/no-content",
      CASE_STUDIES_DIR: "tests/fixtures/no-content",
      TESTIMONIALS_DIR: "tests/fixtures/no-content",
      // EmailJS's throttle switched on.
      VITE_EMAILJS_LIMIT_RATE: "60000",
    },
    github: "closed",
    port: 4177,
    projects: { desktop: "*", phone: ["appearance", "hero"] },
    specs: ["appearance", "a11y", "hero", "empty-sections", "contact-throttle", "valid-html"],
    // The accent changes colours (axe's contrast), not the keyboard or the layout.
    skip: ["keyboard", "the bar marks the page"],
  },
  /** Analytics switched on, with Plausible (its script and endpoint intercepted by the spec). */
  analytics: {
    dir: "dist-analytics",
    base: "/",
    env: {
      GITHUB_TOKEN: "",
      VITE_ANALYTICS_PROVIDER: "plausible",
      VITE_ANALYTICS_SITE_ID: "alex-morgan.example.com",
    },
    github: "closed",
    port: 4178,
    projects: { desktop: "*" },
    specs: ["analytics"],
  },
  /** Two languages, the second one written right to left. */
  languages: {
    dir: "dist-languages",
    base: "/",
    // A case study with its Arabic translation (tests/fixtures/case-studies/ar/).
    env: {
      GITHUB_TOKEN: "",
      SITE_LANGUAGES: "en,ar",
      CASE_STUDIES_DIR: "tests/fixtures/case-studies",
    },
    github: "closed",
    port: 4179,
    projects: { desktop: "*", phone: "*" },
    specs: ["languages"],
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;

export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(VARIANTS, name);
}

/** The variant named by E2E_VARIANT (the root build when unset). */
export function currentVariant(env: NodeJS.ProcessEnv = process.env): {
  name: VariantName;
  variant: Variant;
} {
  const name = env.E2E_VARIANT || "root";
  if (!isVariantName(name)) {
    throw new Error(
      `E2E_VARIANT "${name}" is not one of: ${Object.keys(VARIANTS).join(", ")} (tests/e2e/support/variants.ts)`,
    );
  }
  return { name, variant: VARIANTS[name] };
}

/** Where the runner leaves what the build printed and what the stand-in was asked. */
export const buildInfoPath = (name: VariantName) => `test-results/.builds/${name}.json`;

export interface BuildInfo {
  log: string;
  standInRequests: { method: string; url: string; authorization: string | null }[];
}
