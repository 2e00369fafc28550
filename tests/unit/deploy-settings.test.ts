// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { minVersion, satisfies } from "semver";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { headerRules } from "../../integrations/finish-build.ts";

/**
 * The deploy recipes as their hosts read them. Each host installs with `npm ci`, runs
 * `npm run build` and publishes `dist`, which is what the browser tests build and check
 * (tests/e2e/run.ts); these tests keep the recipe files saying so.
 */
const text = (file: string) => readFileSync(file, "utf8");
const pkg = JSON.parse(text("package.json")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
/** Whether a Node major version ("22") meets the engines range: its newest release must. */
const nodeMajorFits = (major: string) => satisfies(`${major}.99.99`, pkg.engines.node);

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
const workflow = load(text(".github/workflows/deploy.yml")) as {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

describe("the build every recipe runs", () => {
  it("is astro build into dist, with npm's lock", () => {
    expect(pkg.scripts.build).toBe("astro build");
    expect(text("astro.config.ts")).toMatch(/outDir: process\.env\.BUILD_DIR \?\? "dist"/);
    expect(existsSync("package-lock.json")).toBe(true);
    expect(existsSync("yarn.lock") || existsSync("pnpm-lock.yaml")).toBe(false);
    expect(minVersion(pkg.engines.node)?.major).toBe(22);
  });
});

describe("GitHub Pages (.github/workflows/deploy.yml)", () => {
  const jobs = Object.entries(workflow.jobs);
  const [buildName, build] = jobs.find(([, job]) =>
    job.steps?.some((step) => step.uses?.startsWith("actions/upload-pages-artifact")),
  ) ?? ["", {} as Job];
  const steps = build.steps ?? [];
  const runs = steps.map((step) => step.run).filter(Boolean);
  const buildStep = steps.find((step) => step.run === "npm run build");

  it("installs with npm ci before any script, on a Node that engines accepts", () => {
    expect(runs[0]).toBe("npm ci");
    const node = steps.find((step) => step.uses?.startsWith("actions/setup-node"));
    expect(nodeMajorFits(String(node?.with?.["node-version"]))).toBe(true);
    expect(build.if).toBeUndefined();
  });

  it("builds under the Pages base path and address, with the token, and uploads dist", () => {
    expect(steps.find((step) => step.id === "pages")?.uses).toMatch(/^actions\/configure-pages@/);
    expect(buildStep?.env).toMatchObject({
      BASE_PATH: "${{ steps.pages.outputs.base_path }}",
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
    });
    expect(buildStep?.env?.VITE_SITE_URL).toContain("steps.pages.outputs.origin");
    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
    expect(upload?.with?.path).toBe("dist");
  });

  it("deploys what the build job uploaded, with the permissions Pages needs", () => {
    const deploy = jobs.find(([, job]) =>
      job.steps?.some((step) => step.uses?.startsWith("actions/deploy-pages")),
    )?.[1];
    expect([deploy?.needs].flat()).toContain(buildName);
    expect({ ...workflow.permissions, ...deploy?.permissions }).toMatchObject({
      pages: "write",
      "id-token": "write",
    });
  });
});

describe("Netlify (netlify.toml)", () => {
  const config = parse(text("netlify.toml")) as {
    build: { command: string; publish: string; environment: Record<string, string> };
  };

  it("builds into dist on a Node that engines accepts, with no second set of headers", () => {
    expect(config.build).toMatchObject({ command: "npm run build", publish: "dist" });
    expect(nodeMajorFits(config.build.environment.NODE_VERSION ?? "")).toBe(true);
    // The security headers come from the build's _headers file only.
    for (const key of ["headers", "redirects", "plugins", "edge_functions"]) {
      expect(Object.keys(config)).not.toContain(key);
    }
  });
});

describe("Vercel (vercel.json)", () => {
  const config = JSON.parse(text("vercel.json")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };

  it("installs with npm ci and builds into dist with no framework preset", () => {
    expect(config).toMatchObject({
      framework: null,
      installCommand: "npm ci",
      buildCommand: "npm run build",
      outputDirectory: "dist",
      // A folder's address without its slash redirects to it, as on the other hosts.
      trailingSlash: true,
    });
  });

  it("sends the headers of the build's _headers file", () => {
    const sent = Object.fromEntries(
      config.headers.map(({ source, headers }) => [
        source.replace("(.*)", "*"),
        Object.fromEntries(headers.map(({ key, value }) => [key, value])),
      ]),
    );
    expect(sent).toEqual(headerRules("/"));
  });
});
