import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockedScripts, fileForPath, inlineScriptHashes, lockDrift } from "../deploy/checks.ts";
import {
  evaluateCondition,
  evaluateExpression,
  ExpressionError,
  interpolate,
  type ContextResolver,
} from "../deploy/expressions.ts";
import {
  headerPatternMatches,
  headersForPath,
  parseHeadersFile,
  parseVercelConfig,
  routeVercelRequest,
} from "../deploy/hosts.ts";
import {
  configurePagesOutputs,
  markdownSection,
  nodeVersionProblems,
  normalizeInstall,
  readCloudflareRecipe,
  readGitHubPagesRecipe,
  readmeEnvironment,
  readmeSetting,
  readNetlifyRecipe,
  readVercelRecipe,
  RecipeError,
  type RepoFiles,
} from "../deploy/recipes.ts";
import { excerpt, machineEnv, parseGitHubEnvFile } from "../deploy/workspace.ts";

const SITE = { owner: "octo-owner", repo: "portfolio", token: "ghs_test-token" };

/** A repository holding `files` (path → text). */
function repo(files: Record<string, string> = { "package-lock.json": "{}" }): RepoFiles {
  return {
    has: (path) => path in files,
    read: (path) => files[path] ?? null,
  };
}

const contexts: Record<string, string> = {
  "steps.pages.outputs.origin": "https://octo-owner.github.io",
  "steps.pages.outputs.base_path": "/portfolio",
  "vars.SITE_URL": "",
};
const resolve: ContextResolver = (path) => {
  const key = path.join(".");
  if (key in contexts) return contexts[key] ?? null;
  throw new ExpressionError(`${key} is unknown`);
};

describe("GitHub expressions", () => {
  it("falls back with || as GitHub does: to the first truthy operand", () => {
    expect(evaluateExpression("vars.SITE_URL || steps.pages.outputs.origin", resolve)).toBe(
      "https://octo-owner.github.io",
    );
    expect(evaluateExpression("'' || null || 0", resolve)).toBe(0);
    expect(evaluateExpression("'a' && 'b'", resolve)).toBe("b");
  });

  it("compares strings without case, other types as numbers", () => {
    expect(evaluateExpression("'Push' == 'push'", resolve)).toBe(true);
    expect(evaluateExpression("'1' == 1", resolve)).toBe(true);
    expect(evaluateExpression("!(1 < 2) || 3 >= 4", resolve)).toBe(false);
    expect(evaluateExpression("'it''s'", resolve)).toBe("it's");
  });

  it("has GitHub's string functions", () => {
    expect(evaluateExpression("startsWith(steps.pages.outputs.base_path, '/')", resolve)).toBe(
      true,
    );
    expect(evaluateExpression("format('{0}/{1}', 'a', 2)", resolve)).toBe("a/2");
    expect(evaluateExpression("contains('Portfolio', 'FOLIO')", resolve)).toBe(true);
  });

  it("interpolates every ${{ }} of a value, null and unset as empty", () => {
    expect(
      interpolate(
        "${{ steps.pages.outputs.origin }}${{ steps.pages.outputs.base_path }}/",
        resolve,
      ),
    ).toBe("https://octo-owner.github.io/portfolio/");
    expect(interpolate("[${{ null }}]", resolve)).toBe("[]");
    expect(interpolate("no expression", resolve)).toBe("no expression");
    expect(interpolate("${{ '}}' }}", resolve)).toBe("}}");
  });

  it("reads if: conditions with or without ${{ }}", () => {
    expect(evaluateCondition("${{ 'a' == 'b' }}", resolve)).toBe(false);
    expect(evaluateCondition("success() && vars.SITE_URL == ''", resolve)).toBe(true);
    expect(evaluateCondition(false, resolve)).toBe(false);
  });

  it("refuses what it does not know, naming it", () => {
    expect(() => evaluateExpression("github.token", resolve)).toThrow(/github\.token is unknown/);
    expect(() => evaluateExpression("toJSON(vars)", resolve)).toThrow(
      /unknown function toJSON\(\)/,
    );
    expect(() => interpolate("${{ vars.SITE_URL", resolve)).toThrow(/unterminated/);
    expect(() => evaluateExpression("'open", resolve)).toThrow(/unterminated string/);
    expect(() => evaluateExpression("vars.SITE_URL vars.X", resolve)).toThrow(/unexpected text/);
    expect(() => evaluateExpression("1 + 2", resolve)).toThrow(/unexpected "\+"/);
  });
});

describe("install commands", () => {
  it("reduces npm's aliases and output-only flags to the command that decides the tree", () => {
    expect(normalizeInstall("npm ci")).toBe("npm ci");
    expect(normalizeInstall("npm clean-install --progress=false")).toBe("npm ci");
    expect(normalizeInstall("  npm i --no-audit ")).toBe("npm install");
    expect(normalizeInstall("npm install --legacy-peer-deps")).toBe(
      "npm install --legacy-peer-deps",
    );
  });

  it("does not take a chain, a package or another manager for an install", () => {
    expect(normalizeInstall("npm ci && npm run build")).toBeNull();
    expect(normalizeInstall("npm install left-pad")).toBeNull();
    expect(normalizeInstall("npm run build")).toBeNull();
    expect(normalizeInstall("pnpm install")).toBeNull();
  });
});

describe("Node versions", () => {
  it("accepts the same major, when engines allows it", () => {
    expect(nodeVersionProblems({ spec: "22", source: "x" }, "22.23.3", ">=22.12.0")).toEqual([]);
    expect(nodeVersionProblems({ spec: "22.x", source: "x" }, "22.23.3", ">=22.12.0")).toEqual([]);
    expect(nodeVersionProblems(null, "22.23.3", ">=22.12.0")).toEqual([]);
  });

  it("names a version engines refuses, and one this machine cannot stand in for", () => {
    expect(
      nodeVersionProblems(
        { spec: "20", source: "netlify.toml NODE_VERSION" },
        "22.23.3",
        ">=22.12.0",
      ),
    ).toEqual([
      "netlify.toml NODE_VERSION builds with Node 20, but package.json engines.node requires >=22.12.0",
      "netlify.toml NODE_VERSION builds with Node 20; this test runs Node 22.23.3: run it with Node 20 to reproduce that build",
    ]);
    expect(nodeVersionProblems({ spec: "22.1.0", source: "x" }, "22.23.3", ">=22.12.0")).toEqual([
      "x builds with Node 22.1.0, but package.json engines.node requires >=22.12.0",
    ]);
    expect(nodeVersionProblems({ spec: "lts/*", source: "x" }, "22.23.3", undefined)).toEqual([
      'x: cannot read the Node version "lts/*"',
    ]);
  });

  it("checks a range against this machine's Node", () => {
    expect(nodeVersionProblems({ spec: ">=22.12.0", source: "x" }, "22.23.3", undefined)).toEqual(
      [],
    );
    expect(nodeVersionProblems({ spec: ">=24.0.0", source: "x" }, "22.23.3", undefined)).toEqual([
      "x asks for Node >=24.0.0; this test runs Node 22.23.3, which is outside it",
    ]);
  });
});

const WORKFLOW = `
name: Deploy
on: { push: { branches: [main] } }
permissions: { contents: read, pages: write, id-token: write }
env:
  WORKFLOW_LEVEL: "yes"
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      ASTRO_TELEMETRY_DISABLED: 1
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - id: pages
        uses: actions/configure-pages@v5
      - run: npm ci
      - run: npm run doctor -- --strict
        env: &build
          BASE_PATH: \${{ steps.pages.outputs.base_path }}
          VITE_SITE_URL: \${{ vars.SITE_URL || steps.pages.outputs.origin }}
          VITE_GITHUB_USERNAME: \${{ vars.GITHUB_USERNAME }}
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
          OTHER_SECRET: \${{ secrets.NPM_TOKEN }}
      - if: github.event_name == 'schedule'
        run: echo only on schedule
      - run: npm run build
        env: *build
      - uses: actions/upload-pages-artifact@v3
        with:
          path: dist
      - run: echo after the upload
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;

describe("the GitHub Pages workflow", () => {
  it("gives configure-pages' outputs for a project site", () => {
    expect(configurePagesOutputs(SITE)).toEqual({
      base_path: "/portfolio",
      base_url: "https://octo-owner.github.io/portfolio",
      origin: "https://octo-owner.github.io",
      host: "octo-owner.github.io",
    });
  });

  it("runs the build job's run: steps in order, with their substituted env", () => {
    const recipe = readGitHubPagesRecipe(WORKFLOW, SITE, repo());
    expect(recipe.install.command).toBe("npm ci");
    expect(recipe.steps.map((step) => step.run)).toEqual([
      "npm run doctor -- --strict",
      "npm run build",
    ]);
    expect(recipe.afterSteps.map((step) => step.run)).toEqual(["echo after the upload"]);
    const build = recipe.steps[1];
    expect(build?.shell).toBe("github-bash");
    expect(build?.env).toMatchObject({
      BASE_PATH: "/portfolio",
      VITE_SITE_URL: "https://octo-owner.github.io",
      VITE_GITHUB_USERNAME: "",
      GITHUB_TOKEN: "ghs_test-token",
      OTHER_SECRET: "",
      ASTRO_TELEMETRY_DISABLED: "1",
      WORKFLOW_LEVEL: "yes",
      GITHUB_ACTIONS: "true",
      CI: "true",
    });
    expect(recipe.outputDir).toBe("dist");
    expect(recipe.node).toMatchObject({ spec: "22" });
    expect(recipe.site).toEqual({ base: "/portfolio/", origin: "https://octo-owner.github.io" });
    expect(recipe.secret).toBe("ghs_test-token");
    expect(recipe.notes).toEqual([expect.stringContaining("(echo only on schedule) is skipped")]);
    expect(recipe.problems).toEqual([]);
  });

  it("stops at an expression it cannot answer, naming the step and the variable", () => {
    const workflow = WORKFLOW.replace(
      "VITE_GITHUB_USERNAME: ${{ vars.GITHUB_USERNAME }}",
      "VITE_GITHUB_USERNAME: ${{ github.actor }}",
    );
    expect(() => readGitHubPagesRecipe(workflow, SITE, repo())).toThrow(
      /jobs\.build\.steps\[4\] \(npm run doctor -- --strict\)\.env: github\.actor: this test does not know/,
    );
    const unknownStep = WORKFLOW.replace(
      "steps.pages.outputs.base_path",
      "steps.site.outputs.base_path",
    );
    expect(() => readGitHubPagesRecipe(unknownStep, SITE, repo())).toThrow(
      /steps\.site\.outputs\.base_path: no step with id "site" has run before this one \(known: pages\)/,
    );
    const unknownOutput = WORKFLOW.replace("outputs.base_path", "outputs.path");
    expect(() => readGitHubPagesRecipe(unknownOutput, SITE, repo())).toThrow(
      /steps\.pages\.outputs\.path: not an output of actions\/configure-pages@v5/,
    );
  });

  it("refuses what it cannot reproduce", () => {
    const action = WORKFLOW.replace("uses: actions/checkout@v4", "uses: some/action@v1");
    expect(() => readGitHubPagesRecipe(action, SITE, repo())).toThrow(
      /uses some\/action@v1, which this test cannot stand in for/,
    );
    const noUpload = WORKFLOW.replace("actions/upload-pages-artifact@v3", "actions/cache@v4");
    expect(() => readGitHubPagesRecipe(noUpload, SITE, repo())).toThrow(
      /no job uploads the site \(actions\/upload-pages-artifact\)/,
    );
    const noInstall = WORKFLOW.replace("- run: npm ci", "- run: echo no install");
    expect(() => readGitHubPagesRecipe(noInstall, SITE, repo())).toThrow(
      "jobs.build: no step installs the dependencies (run: npm ci)",
    );
    const late = WORKFLOW.replace("- run: npm ci", "- run: echo first\n      - run: npm ci");
    expect(() => readGitHubPagesRecipe(late, SITE, repo())).toThrow(
      /steps\[4\] \(npm ci\): the install comes after other commands \(echo first\)/,
    );
    const shell = WORKFLOW.replace(
      "- run: npm run build",
      "- shell: pwsh\n        run: npm run build",
    );
    expect(() => readGitHubPagesRecipe(shell, SITE, repo())).toThrow(/shell "pwsh"/);
    expect(() => readGitHubPagesRecipe("jobs: [", SITE, repo())).toThrow(/is not valid YAML/);
    expect(() => readGitHubPagesRecipe("jobs: [", SITE, repo())).toThrow(RecipeError);
  });

  it("reports a deploy job that cannot publish", () => {
    const workflow = WORKFLOW.replace(
      "permissions: { contents: read, pages: write, id-token: write }",
      "permissions: { contents: read }",
    ).replace("needs: build", "needs: []");
    expect(readGitHubPagesRecipe(workflow, SITE, repo()).problems).toEqual([
      ".github/workflows/deploy.yml: jobs.deploy deploys without needs: build",
      ".github/workflows/deploy.yml: jobs.deploy lacks permissions pages: write, which actions/deploy-pages needs",
      ".github/workflows/deploy.yml: jobs.deploy lacks permissions id-token: write, which actions/deploy-pages needs",
    ]);
  });

  it("uses the upload action's default folder when the workflow names none", () => {
    const workflow = WORKFLOW.replace("        with:\n          path: dist\n", "");
    expect(readGitHubPagesRecipe(workflow, SITE, repo()).outputDir).toBe("_site/");
  });

  it("reads the repository's own workflow", () => {
    const text = readFileSync(".github/workflows/deploy.yml", "utf8");
    const recipe = readGitHubPagesRecipe(text, SITE, repo());
    expect(normalizeInstall(recipe.install.command)).toBe("npm ci");
    expect(recipe.steps.some((step) => step.env.BASE_PATH === "/portfolio")).toBe(true);
  });
});

describe("netlify.toml", () => {
  const toml = `
[build]
  command = "npm run build"
  publish = "dist"
[build.environment]
  NODE_VERSION = "22"
  NPM_FLAGS = "--legacy-peer-deps"
`;

  it("gives Netlify's install (npm install with $NPM_FLAGS), the command and the folder", () => {
    const recipe = readNetlifyRecipe(toml, repo());
    expect(recipe.install.command).toBe("npm install --legacy-peer-deps");
    expect(recipe.steps.map((step) => step.run)).toEqual(["npm run build"]);
    expect(recipe.steps[0]?.env).toMatchObject({ NETLIFY: "true", NODE_VERSION: "22" });
    expect(recipe.outputDir).toBe("dist");
    expect(recipe.node).toEqual({
      spec: "22",
      source: "netlify.toml build.environment.NODE_VERSION",
    });
    expect(recipe.site).toEqual({ base: "/", origin: null });
  });

  it("lets [context.production] override [build]", () => {
    const recipe = readNetlifyRecipe(
      `${toml}\n[context.production]\n  publish = "out"\n[context.production.environment]\n  VITE_SITE_URL = "https://me.example"\n`,
      repo(),
    );
    expect(recipe.outputDir).toBe("out");
    expect(recipe.site.origin).toBe("https://me.example");
  });

  it("names what is missing or not reproducible", () => {
    expect(() => readNetlifyRecipe('[build]\ncommand = "npm run build"', repo())).toThrow(
      /build\.publish is missing: Netlify would publish the repository itself/,
    );
    expect(() => readNetlifyRecipe('[build]\npublish = "dist"', repo())).toThrow(
      /build\.command is missing/,
    );
    expect(() => readNetlifyRecipe(`${toml}\n[[plugins]]\n  package = "x"`, repo())).toThrow(
      /\[\[plugins\]\] is not something this test reproduces yet/,
    );
    expect(() => readNetlifyRecipe("[build", repo())).toThrow(/netlify\.toml is not valid TOML/);
  });
});

describe("vercel.json", () => {
  const json = JSON.stringify({
    framework: null,
    installCommand: "npm ci",
    buildCommand: "npm run build",
    outputDirectory: "dist",
  });

  it("gives the install, the build with Vercel's variables and the folder", () => {
    const recipe = readVercelRecipe(json, repo(), ">=22.12.0");
    expect(recipe.install.command).toBe("npm ci");
    expect(recipe.steps[0]).toMatchObject({ run: "npm run build", env: { VERCEL: "1" } });
    expect(recipe.outputDir).toBe("dist");
    expect(recipe.problems).toEqual([]);
  });

  it("falls back on Vercel's defaults and reports a framework preset", () => {
    const recipe = readVercelRecipe(JSON.stringify({ framework: "astro" }), repo(), undefined);
    expect(recipe.install.command).toBe("npm install");
    expect(recipe.steps[0]?.run).toBe("npm run build");
    expect(recipe.outputDir).toBe("public");
    expect(recipe.problems).toEqual([
      'vercel.json: framework is "astro", not null: Vercel would apply a framework preset instead of the recipe',
    ]);
  });

  it("refuses an empty install and a file that is not JSON", () => {
    expect(() =>
      readVercelRecipe(JSON.stringify({ framework: null, installCommand: "" }), repo(), undefined),
    ).toThrow(/installCommand is empty/);
    expect(() => readVercelRecipe("{", repo(), undefined)).toThrow(
      /vercel\.json is not valid JSON/,
    );
  });
});

const README = `# Site

## Deploy

### Netlify

Import the repository. The build command (\`npm run build\`) is in netlify.toml.

### Cloudflare Pages

Create a Pages project with build command \`npm run build\`, output directory \`dist\` and the
environment variable \`NODE_VERSION=22\`. Cloudflare reads \`_headers\`.

### Anywhere else

Upload \`dist/\` with build command \`make\`.

## Security
`;

describe("the README's Cloudflare Pages settings", () => {
  it("reads a section up to the next heading of its level", () => {
    const section = markdownSection(README, "Cloudflare Pages") ?? "";
    expect(section).toContain("NODE_VERSION=22");
    expect(section).not.toContain("Anywhere else");
    expect(markdownSection(README, "Deploy")).toContain("### Anywhere else");
    expect(markdownSection(README, "Render")).toBeNull();
  });

  it("reads the build command, the folder and the variables", () => {
    const recipe = readCloudflareRecipe(README, repo());
    expect(recipe.install.command).toBe("npm clean-install --progress=false");
    expect(recipe.steps.map((step) => step.run)).toEqual(["npm run build"]);
    expect(recipe.steps[0]?.env).toMatchObject({ CF_PAGES: "1", NODE_VERSION: "22" });
    expect(recipe.outputDir).toBe("dist");
    expect(recipe.node?.spec).toBe("22");
  });

  it("installs with npm install when there is no lock", () => {
    expect(readCloudflareRecipe(README, repo({})).install.command).toBe(
      "npm install --progress=false",
    );
  });

  it("names the setting it cannot find", () => {
    expect(() => readCloudflareRecipe(README, repo(), "Render")).toThrow(
      'README.md has no "Render" section',
    );
    expect(() =>
      readCloudflareRecipe(README.replace("build command `npm run build`", "a build"), repo()),
    ).toThrow(/section "Cloudflare Pages": no build command \(written as: build command `...`\)/);
    expect(() =>
      readCloudflareRecipe(README.replace("output directory `dist`", "the dist folder"), repo()),
    ).toThrow(/no output directory/);
  });

  it("refuses a setting given two values", () => {
    expect(() => readmeSetting("build command `a` or build command `b`", "build command")).toThrow(
      "README.md names more than one build command: `a`, `b`",
    );
    expect(readmeSetting("the build command (`npm run build`)", "build command")).toBe(
      "npm run build",
    );
    expect(() => readmeEnvironment("`A=1` then `A=2`")).toThrow(
      "README.md gives A two values: 1 and 2",
    );
  });
});

describe("_headers", () => {
  const text = `# comment
/portfolio/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY

/portfolio/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;

  it("gives a path the headers of every rule that matches it", () => {
    const { rules, problems } = parseHeadersFile(text);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(headersForPath(rules, "/portfolio/_astro/a.js"))).toEqual({
      "content-security-policy": "default-src 'self'",
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(headersForPath(rules, "/other/").size).toBe(0);
  });

  it("matches splats and placeholders", () => {
    expect(headerPatternMatches("/*", "/")).toBe(true);
    expect(headerPatternMatches("/blog/:slug/", "/blog/a/")).toBe(true);
    expect(headerPatternMatches("/blog/:slug/", "/blog/a/b/")).toBe(false);
    expect(headerPatternMatches("/a.b", "/axb")).toBe(false);
  });

  it("names lines that are not rules", () => {
    expect(parseHeadersFile("  X-A: 1\nnot-a-path\n  broken line").problems).toEqual([
      "line 1: a header before any path",
      'line 2: "not-a-path" is neither a path (/...) nor an https:// URL',
      'line 3: "broken line" is not a "Name: value" header',
    ]);
  });
});

describe("Vercel's Build Output routes", () => {
  const config = {
    version: 3,
    routes: [
      { src: "/(.*)", headers: { "X-Frame-Options": "DENY" }, continue: true },
      { src: "/_astro/(.*)", headers: { "Cache-Control": "immutable" }, continue: true },
      { handle: "filesystem" },
      { src: "/(.*)", status: 404, dest: "/404.html" },
    ],
  };
  const files = new Set(["index.html", "about/index.html", "404.html", "_astro/a.js"]);
  const findFile = (path: string) => fileForPath(files, "/", path);

  it("serves files with the headers of every continuing route, and 404.html for the rest", () => {
    const { routes, problems } = parseVercelConfig(config);
    expect(problems).toEqual([]);
    expect(routeVercelRequest(routes, "/about", findFile)).toMatchObject({
      status: 200,
      file: "about/index.html",
    });
    const asset = routeVercelRequest(routes, "/_astro/a.js", findFile);
    expect(Object.fromEntries(asset.headers)).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "immutable",
    });
    const missing = routeVercelRequest(routes, "/nothing", findFile);
    expect(missing).toMatchObject({ status: 404, file: "404.html" });
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers 404 without a page when no route catches a missing path", () => {
    const { routes } = parseVercelConfig({ version: 3, routes: [{ handle: "filesystem" }] });
    expect(routeVercelRequest(routes, "/nothing", findFile)).toMatchObject({
      status: 404,
      file: null,
    });
  });

  it("names what the Build Output API does not accept", () => {
    expect(
      parseVercelConfig({
        version: 2,
        routs: [],
        routes: [
          { handle: "files" },
          { src: "(" },
          { src: "/", status: 99, headers: { a: 1 } },
          {},
        ],
      }).problems,
    ).toEqual([
      "config.json: version is 2, not 3",
      'config.json: unknown key "routs"',
      'config.json: routes[0]: handle "files" is not a routing phase',
      expect.stringMatching(/^config\.json: routes\[1\]: src \( is not a regular expression/),
      "config.json: routes[2]: headers is not an object of strings",
      "config.json: routes[2]: status 99 is not an HTTP status",
      "config.json: routes[3]: no src",
    ]);
  });
});

describe("output helpers", () => {
  it("serves a path from the file, its index.html or .html under the base only", () => {
    const files = new Set(["index.html", "about/index.html", "terms.html", "cv.pdf"]);
    expect(fileForPath(files, "/portfolio/", "/portfolio")).toBe("index.html");
    expect(fileForPath(files, "/portfolio/", "/portfolio/about?x=1")).toBe("about/index.html");
    expect(fileForPath(files, "/portfolio/", "/portfolio/terms")).toBe("terms.html");
    expect(fileForPath(files, "/portfolio/", "/cv.pdf")).toBeNull();
    expect(fileForPath(files, "/", "/terms", { htmlExtension: false })).toBeNull();
  });

  it("hashes the inline scripts a policy must allow, not data blocks", () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{}</script><script type="module">b()</script><script src="/x.js"></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(blockedScripts(`script-src 'self' ${hashes[0]}`, hashes)).toEqual([hashes[1]]);
    expect(blockedScripts("default-src 'self'", hashes)).toEqual(hashes);
  });

  it("reports versions an install moved, not other platforms' binaries", () => {
    const lock = (packages: Record<string, unknown>) => JSON.stringify({ packages });
    expect(
      lockDrift(
        lock({
          "": {},
          "node_modules/a": { version: "1.0.0" },
          "node_modules/@x/win": { version: "1.0.0", optional: true },
        }),
        lock({
          "": {},
          "node_modules/a": { version: "1.1.0" },
          "node_modules/b": { version: "2.0.0" },
        }),
      ),
    ).toEqual(["node_modules/a 1.0.0 → 1.1.0", "node_modules/b@2.0.0 was added"]);
  });

  it("reads the variables a GitHub step wrote to $GITHUB_ENV", () => {
    expect(parseGitHubEnvFile("A=1\nB<<EOF\nline 1\nline=2\nEOF\n\nC=x=y\n")).toEqual({
      A: "1",
      B: "line 1\nline=2",
      C: "x=y",
    });
    expect(() => parseGitHubEnvFile("D<<END\nnever closed")).toThrow(/D<<END is never closed/);
  });

  it("shows a failure's first and last lines: npm's reason comes first, a build's last", () => {
    const output = Array.from({ length: 100 }, (_, n) => `line ${n + 1}`).join("\n");
    const shown = excerpt(output, output, true).split("\n");
    expect(shown).toHaveLength(41);
    expect(shown.slice(0, 2)).toEqual(["line 1", "line 2"]);
    expect(shown[15]).toBe("...");
    expect(shown.at(-1)).toBe("line 100");
    expect(excerpt("a\nb\n", "a\nb\n", true)).toBe("a\nb");
    expect(excerpt("first\n", "last\n", false)).toBe("first\n...\nlast");
  });

  it("keeps the machine's environment, not what a test runner or a host adds", () => {
    const env = machineEnv({
      PATH: "/work/node_modules/.bin:/usr/bin",
      HOME: "/home/me",
      npm_lifecycle_event: "test:deploy",
      NODE_ENV: "test",
      BASE_URL: "/",
      VITEST_POOL_ID: "1",
      VITE_SITE_URL: "https://x",
      VERCEL: "1",
      ASTRO_TELEMETRY_DISABLED: "1",
    });
    expect(env).toEqual({ PATH: "/usr/bin", HOME: "/home/me", ASTRO_TELEMETRY_DISABLED: "1" });
  });
});
