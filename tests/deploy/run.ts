// Runs every deploy recipe the README offers, as its host would, on a clean clone of the working
// tree, and checks what each one publishes.
//
//   node tests/deploy/run.ts [--recipe ID]... [--keep]
//
// The recipes are read from the files that define them (.github/workflows/deploy.yml,
// netlify.toml, vercel.json, the README's Cloudflare Pages settings). Each distinct install
// command runs once, in a checkout of its own; the builds follow one after another, each output
// checked right after its build. --recipe limits the run to github-pages, netlify, vercel or
// cloudflare-pages; --keep leaves the checkouts and logs for a look. DEPLOY_TEST_INSTALL replaces
// `npm ci` for a quick local run: such a run does not prove that the recipes' install works.
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import siteConfig from "../../site.config.ts";
import { PAGES } from "../../src/routes.ts";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github.ts";
import {
  checkCv,
  checkFolder,
  checkHeadersFile,
  checkLinks,
  checkManifest,
  checkMetaPolicy,
  checkNoSecret,
  checkPages,
  checkRedirectsFile,
  checkRobots,
  checkSitemap,
  checkVercelOutput,
  lockDrift,
  type SiteExpectation,
} from "./checks.ts";
import {
  nodeVersionProblems,
  normalizeInstall,
  readCloudflareRecipe,
  readGitHubPagesRecipe,
  readNetlifyRecipe,
  readVercelRecipe,
  RECIPE_NAMES,
  RecipeError,
  type Recipe,
  type RecipeId,
  type RepoFiles,
  type Step,
} from "./recipes.ts";
import {
  cloneFileList,
  commitClone,
  copyFiles,
  machineEnv,
  parseGitHubEnvFile,
  removeAddedEntries,
  runCommand,
  stopAll,
  topLevel,
  type CommandResult,
} from "./workspace.ts";

const RECIPE_IDS = Object.keys(RECIPE_NAMES) as RecipeId[];
const INSTALL_TIMEOUT_MS = 15 * 60 * 1000;
const STEP_TIMEOUT_MS = 10 * 60 * 1000;
/** Cloudflare Pages reads at most 100 rules of at most 2,000 characters a line from _headers. */
const CLOUDFLARE_HEADERS_LIMITS = { rules: 100, lineLength: 2000 };
const TEMP_PREFIX = "portfolio-deploy-test-";

// ---------------------------------------------------------------------------------------------
// Arguments

const usage = `Usage: node tests/deploy/run.ts [--recipe ${RECIPE_IDS.join("|")}]... [--keep]`;
let keep = false;
const chosen: RecipeId[] = [];
const argv = process.argv.slice(2);
for (let index = 0; index < argv.length; index++) {
  const arg = argv[index] ?? "";
  if (arg === "--keep") keep = true;
  else if (arg === "--help" || arg === "-h") {
    console.log(usage);
    process.exit(0);
  } else if (arg === "--recipe" || arg.startsWith("--recipe=")) {
    const value = arg === "--recipe" ? argv[++index] : arg.slice("--recipe=".length);
    if (!value || !(RECIPE_IDS as string[]).includes(value)) {
      console.error(`Unknown recipe "${value ?? ""}".\n${usage}`);
      process.exit(2);
    }
    chosen.push(value as RecipeId);
  } else {
    console.error(`Unknown argument "${arg}".\n${usage}`);
    process.exit(2);
  }
}
const selected = chosen.length > 0 ? RECIPE_IDS.filter((id) => chosen.includes(id)) : RECIPE_IDS;

// ---------------------------------------------------------------------------------------------
// Output

const seconds = (ms: number) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;
const indent = (text: string, by = "      ") =>
  text
    .split("\n")
    .map((line) => by + line)
    .join("\n");

// ---------------------------------------------------------------------------------------------
// Temporary folders: removed at exit, on Ctrl-C, and (left by a killed run) on the next run

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

function pruneStaleRuns(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(tmpdir(), entry);
    // Kept on purpose, or so new that its run may not have written its .pid yet.
    if (existsSync(path.join(dir, ".keep")) || statSync(dir).mtimeMs > Date.now() - 60_000)
      continue;
    const pid = Number(
      existsSync(path.join(dir, ".pid")) ? readFileSync(path.join(dir, ".pid"), "utf8") : 0,
    );
    if (!isRunning(pid)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function isRunning(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
}

pruneStaleRuns();
const tempRoot = mkdtempSync(path.join(tmpdir(), TEMP_PREFIX));
writeFileSync(path.join(tempRoot, ".pid"), String(process.pid));
const logDir = path.join(tempRoot, "logs");
mkdirSync(logDir);
/** Where a log is, if it outlives the run. */
const logNote = (file: string) => (keep ? `log: ${file}` : "run with --keep to keep the full log");
let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  stopAll();
  if (keep) {
    writeFileSync(path.join(tempRoot, ".keep"), "");
    return;
  }
  try {
    // Killed commands may still be letting go of their files for a moment.
    rmSync(tempRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`Could not remove ${tempRoot} (${(error as Error).message}): remove it by hand`);
  }
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the builds and removing ${tempRoot}`);
    cleanUp();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// The clone's files and the recipes

const started = Date.now();
const files = cloneFileList(repoRoot);
const fileSet = new Set(files);
const repoFiles: RepoFiles = {
  has: (file) => fileSet.has(file),
  read: (file) => (fileSet.has(file) ? readFileSync(path.join(repoRoot, file), "utf8") : null),
};
const packageJson = JSON.parse(repoFiles.read("package.json") ?? "{}") as {
  engines?: { node?: string };
};
const engines = packageJson.engines?.node;

/** The project site GitHub Pages is run as, and the token the workflow run is given. */
const pagesSite = {
  owner: "octo-owner",
  repo: "portfolio",
  token: `ghs_deployTest${randomBytes(12).toString("hex")}`,
};
const configOrigin = new URL(siteConfig.siteUrl).origin;

function required(file: string): string {
  const text = repoFiles.read(file);
  if (text === null) throw new RecipeError(`${file} is missing`);
  return text;
}

const readers: Record<RecipeId, () => Recipe> = {
  "github-pages": () =>
    readGitHubPagesRecipe(required(".github/workflows/deploy.yml"), pagesSite, repoFiles),
  netlify: () => readNetlifyRecipe(required("netlify.toml"), repoFiles),
  vercel: () => readVercelRecipe(required("vercel.json"), repoFiles, engines),
  "cloudflare-pages": () => readCloudflareRecipe(required("README.md"), repoFiles),
};

interface Outcome {
  id: RecipeId;
  ok: boolean;
  buildMs: number;
  checkMs: number;
  problems: number;
  /** What failed: the checks with problems, or the step that stopped the build. */
  failed: string[];
}

console.log(`Deploy recipes on a clean clone of the working tree (${files.length} files)\n`);
const outcomes: Outcome[] = [];
const recipes = new Map<RecipeId, Recipe>();
for (const id of selected) {
  try {
    recipes.set(id, readers[id]());
  } catch (error) {
    if (!(error instanceof RecipeError)) throw error;
    console.error(`✗ ${RECIPE_NAMES[id]}: ${error.message}`);
    outcomes.push({
      id,
      ok: false,
      buildMs: 0,
      checkMs: 0,
      problems: 1,
      failed: ["reading the recipe"],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Installs: one per distinct command, each in a checkout of its own

interface Install {
  /** What the recipes run, reduced to what decides the tree. */
  normalized: string;
  /** What this test runs. */
  command: string;
  env: Record<string, string>;
  dir: string;
  recipes: RecipeId[];
  done?: Promise<{ result: CommandResult; baseline: Set<string>; lockBefore: string | null }>;
}

const installOverride = process.env.DEPLOY_TEST_INSTALL?.trim();
/** Variables that change what npm installs, which an install shares only with equal values. */
const npmSettings = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => /^(?:NODE_ENV|npm_config_.+)$/i.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const installs = new Map<string, Install>();
for (const recipe of recipes.values()) {
  const normalized = normalizeInstall(recipe.install.command) ?? recipe.install.command.trim();
  const settings = npmSettings(recipe.install.env);
  const key = JSON.stringify([normalized, settings]);
  let install = installs.get(key);
  if (!install) {
    const isNpm = normalizeInstall(recipe.install.command) !== null;
    const command =
      installOverride && normalized === "npm ci"
        ? installOverride
        : isNpm
          ? `${normalized} --no-audit --no-fund --prefer-offline`
          : normalized;
    install = {
      normalized,
      command,
      env: settings,
      dir: path.join(tempRoot, `checkout-${installs.size + 1}`),
      recipes: [],
    };
    installs.set(key, install);
  }
  install.recipes.push(recipe.id);
}

for (const recipe of recipes.values()) {
  console.log(`  ${recipe.name}`);
  console.log(`    install  ${recipe.install.command}   (${recipe.install.source})`);
  for (const step of recipe.steps)
    console.log(`    run      ${step.run.trim()}   (${step.source})`);
  for (const step of recipe.afterSteps)
    console.log(`    then     ${step.run.trim()}   (${step.source})`);
  console.log(`    publish  ${recipe.outputDir}   (${recipe.outputSource})`);
  const origin = recipe.site.origin?.replace(/\/+$/, "") ?? configOrigin;
  console.log(`    serves   ${origin}${recipe.site.base}`);
  for (const note of recipe.notes) console.log(`    note     ${note}`);
}
console.log("");
for (const install of installs.values()) {
  const names = install.recipes.map((id) => RECIPE_NAMES[id]).join(", ");
  console.log(
    `▶ ${install.normalized} for ${names}: running \`${install.command}\` in ${install.dir}`,
  );
  if (install.normalized !== "npm ci") {
    console.log(
      `  (not npm ci: ${names} install${install.recipes.length === 1 ? "s" : ""} this way)`,
    );
  }
}
if (installOverride) {
  console.log(
    `\n⚠ DEPLOY_TEST_INSTALL: running \`${installOverride}\` instead of npm ci; this run does not test npm ci`,
  );
}

const baseEnv = machineEnv(process.env);
for (const install of installs.values()) {
  install.done = (async () => {
    const lockFile = path.join(install.dir, "package-lock.json");
    let lockBefore: string | null = null;
    let result: CommandResult;
    try {
      await copyFiles(repoRoot, install.dir, files);
      commitClone(install.dir);
      lockBefore = existsSync(lockFile) ? readFileSync(lockFile, "utf8") : null;
      result = await runCommand({
        command: install.command,
        cwd: install.dir,
        env: { ...baseEnv, ...install.env },
        shell: "bash",
        logFile: path.join(logDir, `install-${path.basename(install.dir)}.log`),
        timeoutMs: INSTALL_TIMEOUT_MS,
      });
    } catch (error) {
      result = { code: 1, ms: 0, tail: (error as Error).stack ?? String(error), timedOut: false };
    }
    const mark = result.code === 0 ? "✓" : "✗";
    console.log(`${mark} ${install.command} (${seconds(result.ms)})`);
    if (result.code !== 0) {
      console.error(indent(result.tail));
      console.error(
        `  ${result.timedOut ? "timed out" : `exit ${result.code}`}; ${logNote(path.join(logDir, `install-${path.basename(install.dir)}.log`))}`,
      );
    }
    return {
      result,
      baseline: existsSync(install.dir) ? topLevel(install.dir) : new Set<string>(),
      lockBefore,
    };
  })();
}

// ---------------------------------------------------------------------------------------------
// The recipes, one after another

interface Check {
  name: string;
  run: () => string[];
  /** When it finds problems, the checks after it are skipped: there is nothing to check. */
  gate?: boolean;
}

/**
 * What GitHub gives a job's `run:` steps besides their environment: files a step writes to set
 * variables and PATH entries for the next ones, to add to the job summary, to set outputs.
 */
interface GitHubJobFiles {
  dir: string;
  env: Record<string, string>;
  path: string[];
}

function githubStepEnv(job: GitHubJobFiles, dir: string, index: number): Record<string, string> {
  const stepDir = path.join(job.dir, `step-${index + 1}`);
  mkdirSync(stepDir, { recursive: true });
  for (const file of ["env", "path", "output", "state", "summary.md"]) {
    writeFileSync(path.join(stepDir, file), "");
  }
  return {
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: job.dir,
    GITHUB_ENV: path.join(stepDir, "env"),
    GITHUB_PATH: path.join(stepDir, "path"),
    GITHUB_OUTPUT: path.join(stepDir, "output"),
    GITHUB_STATE: path.join(stepDir, "state"),
    GITHUB_STEP_SUMMARY: path.join(stepDir, "summary.md"),
  };
}

function readGitHubStepFiles(job: GitHubJobFiles, stepEnv: Record<string, string>): void {
  Object.assign(job.env, parseGitHubEnvFile(readFileSync(stepEnv.GITHUB_ENV ?? "", "utf8")));
  const added = readFileSync(stepEnv.GITHUB_PATH ?? "", "utf8")
    .split(/\r?\n/)
    .filter(Boolean);
  job.path.unshift(...added.reverse());
}

async function runSteps(
  recipe: Recipe,
  steps: readonly Step[],
  dir: string,
  standIn: GitHubStandIn,
  job: GitHubJobFiles,
): Promise<string | null> {
  for (const [index, step] of steps.entries()) {
    const cwd = path.resolve(dir, step.workingDirectory);
    const logFile = path.join(logDir, `${recipe.id}.log`);
    const github =
      step.shell === "github-bash" ? githubStepEnv(job, dir, readdirSync(job.dir).length) : {};
    const env: Record<string, string> = {
      ...baseEnv,
      ...job.env,
      ...step.env,
      ...github,
      // The snapshot of /projects reads a local stand-in for GitHub: no build depends on the
      // network, and the requests show which token the build used.
      SNAPSHOT_GITHUB_API_URL: standIn.origin,
    };
    if (job.path.length > 0) env.PATH = [...job.path, env.PATH ?? ""].join(path.delimiter);
    console.log(`  $ ${step.run.trim().replace(/\n/g, "\n    ")}`);
    const result = await runCommand({
      command: step.run,
      cwd,
      env,
      shell: step.shell,
      logFile,
      timeoutMs: STEP_TIMEOUT_MS,
    });
    if (step.shell === "github-bash") readGitHubStepFiles(job, github);
    if (result.code === 0) {
      console.log(`    ✓ ${seconds(result.ms)}`);
      continue;
    }
    const failure = `${step.source}: \`${step.run.trim()}\` ${result.timedOut ? "timed out" : `exited with ${result.code}`} (${logNote(logFile)})`;
    console.error(indent(result.tail));
    if (step.continueOnError) {
      console.log(`    ⚠ failed, continue-on-error (${index + 1}/${steps.length})`);
      continue;
    }
    return failure;
  }
  return null;
}

function checksFor(
  recipe: Recipe,
  dir: string,
  requests: GitHubStandIn["requests"],
  lockAfter: string | null,
  lockBefore: string | null,
): Check[] {
  const outputDir = path.resolve(dir, recipe.outputDir);
  const origin = recipe.site.origin?.replace(/\/+$/, "") ?? configOrigin;
  const expectation: SiteExpectation = {
    dir: outputDir,
    base: recipe.site.base,
    origin,
    pages: PAGES,
    foreignOrigins: origin === configOrigin ? [] : [configOrigin],
  };
  const checks: Check[] = [
    { name: "the recipe", run: () => recipe.problems },
    {
      name: "Node version",
      run: () => nodeVersionProblems(recipe.node, process.versions.node, engines),
    },
  ];
  if (!outputDir.startsWith(dir + path.sep)) {
    return [
      ...checks,
      { name: "output folder", run: () => [`${recipe.outputDir} is outside the checkout`] },
    ];
  }
  const site = (served: SiteExpectation): Check[] => [
    { name: "pages at their addresses, canonical URLs, 404.html", run: () => checkPages(served) },
    { name: "links and assets resolve under the base path", run: () => checkLinks(served) },
    { name: "Content-Security-Policy <meta> in every page", run: () => checkMetaPolicy(served) },
    { name: "CV PDF", run: () => checkCv(served) },
    { name: "sitemap", run: () => checkSitemap(served) },
    { name: "robots.txt", run: () => checkRobots(served) },
    { name: "web manifest", run: () => checkManifest(served) },
  ];
  switch (recipe.id) {
    case "github-pages":
      return [
        ...checks,
        {
          name: `artifact folder ${recipe.outputDir}`,
          run: () => checkFolder(outputDir, recipe.outputDir),
          gate: true,
        },
        ...site(expectation),
        {
          name: "GITHUB_TOKEN used for the snapshot, absent from the artifact",
          run: () => [
            ...(requests.length === 0
              ? ["the build asked GitHub for nothing: no projects snapshot was read"]
              : []),
            ...requests
              .filter((request) => !request.authorization?.includes(pagesSite.token))
              .map(
                (request) =>
                  `the build asked GitHub for ${request.url} without the workflow's GITHUB_TOKEN`,
              ),
            ...(recipe.secret ? checkNoSecret(outputDir, recipe.secret) : []),
          ],
        },
      ];
    case "netlify":
      return [
        ...checks,
        ...(lockBefore !== null && lockAfter !== null
          ? [
              {
                name: "npm install keeps the lock's versions",
                run: () =>
                  lockDrift(lockBefore, lockAfter).map(
                    (change) => `Netlify's npm install changed package-lock.json: ${change}`,
                  ),
              },
            ]
          : []),
        {
          name: `publish folder ${recipe.outputDir}`,
          run: () => checkFolder(outputDir, recipe.outputDir),
          gate: true,
        },
        ...site(expectation),
        { name: "_headers: security and cache headers", run: () => checkHeadersFile(expectation) },
        { name: "_redirects", run: () => checkRedirectsFile(outputDir) },
      ];
    case "cloudflare-pages":
      return [
        ...checks,
        {
          name: `output directory ${recipe.outputDir}`,
          run: () => checkFolder(outputDir, recipe.outputDir),
          gate: true,
        },
        ...site(expectation),
        {
          name: "_headers: security and cache headers, within Cloudflare's limits",
          run: () => checkHeadersFile(expectation, CLOUDFLARE_HEADERS_LIMITS),
        },
      ];
    case "vercel": {
      const outputApiDir = path.join(dir, ".vercel", "output");
      const served = {
        ...expectation,
        dir: path.join(outputApiDir, "static", ...recipe.site.base.split("/").filter(Boolean)),
      };
      return [
        ...checks,
        {
          name: `outputDirectory ${recipe.outputDir}`,
          run: () => checkFolder(outputDir, recipe.outputDir),
        },
        {
          name: "Build Output API folder .vercel/output",
          run: () =>
            existsSync(path.join(outputApiDir, "config.json"))
              ? checkFolder(served.dir, path.relative(dir, served.dir))
              : [
                  "no .vercel/output/config.json: Vercel would serve the outputDirectory without the headers",
                ],
          gate: true,
        },
        {
          name: "Build Output API: config.json routes and headers, static/, 404",
          run: () => checkVercelOutput({ ...served, outputApiDir, builtDir: outputDir }),
        },
        ...site(served),
      ];
    }
  }
}

async function runRecipe(
  recipe: Recipe,
  install: Install,
  standIn: GitHubStandIn,
): Promise<Outcome> {
  console.log(`\n▶ ${recipe.name}`);
  const installed = await install.done;
  if (!installed || installed.result.code !== 0) {
    console.error(`✗ ${recipe.name}: the install (${install.command}) failed`);
    return {
      id: recipe.id,
      ok: false,
      buildMs: 0,
      checkMs: 0,
      problems: 1,
      failed: [`the install (${install.command})`],
    };
  }
  const removed = removeAddedEntries(install.dir, installed.baseline);
  if (removed.length > 0) console.log(`  (removed the previous build's ${removed.join(", ")})`);
  const lockFile = path.join(install.dir, "package-lock.json");
  const lockAfter = existsSync(lockFile) ? readFileSync(lockFile, "utf8") : null;

  const buildStarted = Date.now();
  const firstRequest = standIn.requests.length;
  const job: GitHubJobFiles = { dir: path.join(tempRoot, `${recipe.id}-job`), env: {}, path: [] };
  mkdirSync(job.dir, { recursive: true });
  const failure = await runSteps(recipe, recipe.steps, install.dir, standIn, job);
  const buildMs = Date.now() - buildStarted;
  if (failure) {
    console.error(`✗ ${recipe.name}: ${failure}`);
    return { id: recipe.id, ok: false, buildMs, checkMs: 0, problems: 1, failed: [failure] };
  }

  const checkStarted = Date.now();
  const requests = standIn.requests.slice(firstRequest);
  let problems = 0;
  const failed: string[] = [];
  let skipping: string | null = null;
  for (const check of checksFor(recipe, install.dir, requests, lockAfter, installed.lockBefore)) {
    if (skipping) {
      console.log(`  - ${check.name}: skipped, ${skipping}`);
      continue;
    }
    let found: string[];
    try {
      found = check.run();
    } catch (error) {
      found = [`the check failed: ${(error as Error).stack ?? String(error)}`];
    }
    problems += found.length;
    if (found.length > 0) failed.push(check.name);
    console.log(`  ${found.length === 0 ? "✓" : "✗"} ${check.name}`);
    for (const problem of found) console.log(indent(`- ${problem}`, "      "));
    if (check.gate && found.length > 0) skipping = `${check.name} failed`;
  }
  const checkMs = Date.now() - checkStarted;

  // Steps the host runs after it took the output must still succeed.
  const after = await runSteps(recipe, recipe.afterSteps, install.dir, standIn, job);
  if (after) {
    console.error(`  ✗ ${after}`);
    problems++;
    failed.push(after);
  }
  const ok = problems === 0;
  console.log(
    `${ok ? "✓" : "✗"} ${recipe.name}: build ${seconds(buildMs)}, checks ${seconds(checkMs)}${ok ? "" : `, ${problems} problem${problems === 1 ? "" : "s"}`}`,
  );
  return { id: recipe.id, ok, buildMs, checkMs, problems, failed };
}

const standIn = await startGitHubStandIn();
try {
  for (const id of selected) {
    const recipe = recipes.get(id);
    if (!recipe) continue;
    const install = [...installs.values()].find((candidate) => candidate.recipes.includes(id));
    if (!install) throw new Error(`no install for ${id}`);
    outcomes.push(await runRecipe(recipe, install, standIn));
  }
} finally {
  await standIn.close();
}
await Promise.allSettled([...installs.values()].map((install) => install.done));

console.log("\nDeploy recipes:");
for (const id of selected) {
  const outcome = outcomes.find((found) => found.id === id);
  if (!outcome) continue;
  const detail = outcome.buildMs
    ? `build ${seconds(outcome.buildMs)}, checks ${seconds(outcome.checkMs)}`
    : "did not build";
  console.log(
    `  ${outcome.ok ? "✓" : "✗"} ${RECIPE_NAMES[id].padEnd(17)} ${detail}${outcome.ok ? "" : ` (${outcome.problems} problem${outcome.problems === 1 ? "" : "s"})`}`,
  );
  for (const what of outcome.failed) console.log(`      ✗ ${what}`);
}
for (const install of installs.values()) {
  const result = (await install.done)?.result;
  const names = install.recipes.map((id) => RECIPE_NAMES[id]).join(", ");
  console.log(
    `  install ${install.command}: ${result ? seconds(result.ms) : "not run"} (${names})`,
  );
}
console.log(`  total ${seconds(Date.now() - started)}`);
if (installOverride)
  console.log(`  ⚠ npm ci was replaced by \`${installOverride}\` (DEPLOY_TEST_INSTALL)`);
if (keep) console.log(`  kept ${tempRoot} (checkouts and logs/)`);
const failed = outcomes.some((outcome) => !outcome.ok);
cleanUp();
process.exit(failed ? 1 : 0);
