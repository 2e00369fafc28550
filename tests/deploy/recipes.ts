/**
 * The four deploy recipes, read from the files that define them: the GitHub Pages workflow,
 * netlify.toml, vercel.json and the README's Cloudflare Pages settings. Each reader returns the
 * commands the host runs, in order, with the environment it gives them, and what a correct
 * deploy must serve. Anything a reader cannot reproduce faithfully throws a RecipeError naming
 * the file and the setting, so a recipe that changes is either run as it now is or stops the
 * test with a message.
 */
import { load as loadYaml } from "js-yaml";
import { parse as parseToml } from "smol-toml";
import {
  evaluateCondition,
  ExpressionError,
  interpolate,
  type ContextResolver,
  type ExpressionValue,
} from "./expressions.ts";

export class RecipeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecipeError";
  }
}

export type RecipeId = "github-pages" | "netlify" | "vercel" | "cloudflare-pages";

export const RECIPE_NAMES: Record<RecipeId, string> = {
  "github-pages": "GitHub Pages",
  netlify: "Netlify",
  vercel: "Vercel",
  "cloudflare-pages": "Cloudflare Pages",
};

/** A shell command the host runs. */
export interface Step {
  run: string;
  /** The environment the host gives this command (on top of the machine's own). */
  env: Record<string, string>;
  /** "github-bash" is GitHub's `bash --noprofile --norc -eo pipefail`. */
  shell: "bash" | "github-bash";
  /** Relative to the checkout. */
  workingDirectory: string;
  continueOnError: boolean;
  /** Where the recipe says so, for messages. */
  source: string;
}

export interface InstallStep {
  command: string;
  env: Record<string, string>;
  source: string;
}

export interface NodeSetting {
  /** "22", "22.12.0" or a range such as ">=22.12.0". */
  spec: string;
  source: string;
}

export interface Recipe {
  id: RecipeId;
  name: string;
  install: InstallStep;
  /** The commands after the install, up to the moment the host takes the output folder. */
  steps: Step[];
  /** Commands the host runs after it took the output (GitHub steps after the upload). */
  afterSteps: Step[];
  /** The folder the host publishes, relative to the checkout. */
  outputDir: string;
  outputSource: string;
  node: NodeSetting | null;
  /** What a correct deploy serves: the base path, and the origin (null: site.config.ts's). */
  site: { base: string; origin: string | null };
  /** A value the build is given that must never reach the output. */
  secret?: string;
  /** Facts worth printing about how the recipe was read. */
  notes: string[];
  /** What is wrong with the recipe itself, found while reading it. */
  problems: string[];
}

/** The repository as the readers see it: which files exist, and their text. */
export interface RepoFiles {
  has(path: string): boolean;
  read(path: string): string | null;
}

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A YAML or TOML scalar as the string a shell sees; anything else is an error. */
function scalarText(value: unknown, where: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "";
  throw new RecipeError(`${where}: expected a plain value, found ${JSON.stringify(value)}`);
}

function envTable(value: unknown, where: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isTable(value)) throw new RecipeError(`${where}: expected a table of variables`);
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => [name, scalarText(entry, `${where}.${name}`)]),
  );
}

// ---------------------------------------------------------------------------------------------
// Install commands

const CI_COMMANDS = new Set(["ci", "clean-install", "ic", "install-clean", "isntall-clean"]);
const INSTALL_COMMANDS = new Set([
  "install",
  "i",
  "in",
  "ins",
  "inst",
  "insta",
  "instal",
  "isnt",
  "isnta",
  "isntal",
  "isntall",
  "add",
]);
/** Flags that change what npm prints, not what it installs. */
const OUTPUT_FLAGS = new Set([
  "--progress=false",
  "--no-progress",
  "--no-audit",
  "--audit=false",
  "--no-fund",
  "--fund=false",
  "--prefer-offline",
  "--silent",
  "--quiet",
  "--loglevel=error",
]);

/**
 * An npm install command reduced to what decides the installed tree: `npm clean-install
 * --progress=false` and `npm ci` are one command. Null for anything that is not `npm ci` or
 * `npm install` with plain flags (a chain such as `npm ci && npm run build` included).
 */
export function normalizeInstall(command: string): string | null {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "npm" || words.length < 2) return null;
  const sub = words[1] ?? "";
  const name = CI_COMMANDS.has(sub) ? "ci" : INSTALL_COMMANDS.has(sub) ? "install" : null;
  if (!name) return null;
  const flags = words.slice(2);
  // A package name, an operator or a redirection makes it something else than an install.
  if (flags.some((flag) => !flag.startsWith("-"))) return null;
  return ["npm", name, ...flags.filter((flag) => !OUTPUT_FLAGS.has(flag))].join(" ");
}

// ---------------------------------------------------------------------------------------------
// Node versions

function versionParts(version: string): [number, number, number] | null {
  const match = /^v?(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?$/.exec(version.trim());
  if (!match) return null;
  const minor = match[2] && match[2] !== "x" ? Number(match[2]) : Number.NaN;
  const patch = match[3] && match[3] !== "x" ? Number(match[3]) : Number.NaN;
  return [Number(match[1]), minor, patch];
}

function atLeast(version: [number, number, number], floor: [number, number, number]): boolean {
  for (let index = 0; index < 3; index++) {
    const a = version[index] ?? 0;
    const b = floor[index] ?? 0;
    // An unpinned part ("22" or "22.x") is the newest the host installs: as high as it gets.
    if (Number.isNaN(a)) return true;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * Whether this machine's Node can stand in for the recipe's, and whether the recipe's satisfies
 * package.json's `engines.node` (only the `>=x.y.z` form is understood; others are not checked).
 */
export function nodeVersionProblems(
  node: NodeSetting | null,
  localVersion: string,
  engines: string | undefined,
): string[] {
  if (!node) return [];
  const problems: string[] = [];
  const local = versionParts(localVersion);
  const floorMatch = /^>=\s*v?(\d+)\.(\d+)\.(\d+)$/.exec(engines?.trim() ?? "");
  const floor: [number, number, number] | null = floorMatch
    ? [Number(floorMatch[1]), Number(floorMatch[2]), Number(floorMatch[3])]
    : null;
  const rangeMatch = /^>=\s*v?(\d+)\.(\d+)\.(\d+)$/.exec(node.spec.trim());
  if (rangeMatch) {
    const rangeFloor: [number, number, number] = [
      Number(rangeMatch[1]),
      Number(rangeMatch[2]),
      Number(rangeMatch[3]),
    ];
    if (!local || !atLeast(local, rangeFloor)) {
      problems.push(
        `${node.source} asks for Node ${node.spec}; this test runs Node ${localVersion}, which is outside it`,
      );
    }
    return problems;
  }
  const wanted = versionParts(node.spec);
  if (!wanted) {
    return [`${node.source}: cannot read the Node version "${node.spec}"`];
  }
  if (floor && !atLeast(wanted, floor)) {
    problems.push(
      `${node.source} builds with Node ${node.spec}, but package.json engines.node requires ${engines}`,
    );
  }
  if (!local || local[0] !== wanted[0]) {
    problems.push(
      `${node.source} builds with Node ${node.spec}; this test runs Node ${localVersion}: run it with Node ${wanted[0]} to reproduce that build`,
    );
  }
  return problems;
}

function nodeFromFiles(files: RepoFiles): NodeSetting | null {
  for (const path of [".node-version", ".nvmrc"]) {
    const text = files.read(path);
    if (text !== null) return { spec: text.trim(), source: path };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// GitHub Pages

/** The project site the workflow is run as: `https://<owner>.github.io/<repo>/`. */
export interface PagesSite {
  owner: string;
  repo: string;
  /** What `secrets.GITHUB_TOKEN` stands for (GitHub gives every workflow run one). */
  token: string;
}

/** What actions/configure-pages outputs for a project site without a custom domain. */
export function configurePagesOutputs(site: PagesSite): Record<string, string> {
  const host = `${site.owner.toLowerCase()}.github.io`;
  const origin = `https://${host}`;
  return {
    base_path: `/${site.repo}`,
    base_url: `${origin}/${site.repo}`,
    origin,
    host,
  };
}

/** Actions this test knows: what they do is stood in for, or does not change the build. */
const KNOWN_ACTIONS = new Set([
  "actions/checkout",
  "actions/setup-node",
  "actions/configure-pages",
  "actions/upload-pages-artifact",
  "actions/cache",
]);

function actionName(uses: string): string {
  return uses.split("@")[0]?.toLowerCase() ?? "";
}

function jobSteps(job: Table, where: string): Table[] {
  const steps = job.steps;
  if (!Array.isArray(steps)) throw new RecipeError(`${where}: no steps`);
  return steps.map((step, index) => {
    if (!isTable(step)) throw new RecipeError(`${where}.steps[${index}] is not a step`);
    return step;
  });
}

function runDefaults(owner: Table): { shell?: string; workingDirectory?: string } {
  const defaults = isTable(owner.defaults) && isTable(owner.defaults.run) ? owner.defaults.run : {};
  const shell = defaults.shell;
  const workingDirectory = defaults["working-directory"];
  return {
    ...(typeof shell === "string" ? { shell } : {}),
    ...(typeof workingDirectory === "string" ? { workingDirectory } : {}),
  };
}

function hasPermission(owner: unknown, name: string): boolean {
  if (!isTable(owner)) return false;
  const permissions = owner.permissions;
  if (permissions === "write-all") return true;
  return isTable(permissions) && permissions[name] === "write";
}

function stepLabel(step: Table, index: number): string {
  const name = typeof step.name === "string" ? step.name : null;
  const run = typeof step.run === "string" ? step.run.trim().split("\n")[0] : null;
  const uses = typeof step.uses === "string" ? step.uses : null;
  return `steps[${index}] (${name ?? run ?? uses ?? "unnamed"})`;
}

export function readGitHubPagesRecipe(
  text: string,
  site: PagesSite,
  files: RepoFiles,
  file = ".github/workflows/deploy.yml",
): Recipe {
  let workflow: unknown;
  try {
    workflow = loadYaml(text, { filename: file });
  } catch (error) {
    throw new RecipeError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  if (!isTable(workflow) || !isTable(workflow.jobs)) {
    throw new RecipeError(`${file}: no jobs`);
  }
  const jobs = workflow.jobs;
  const uploading = Object.entries(jobs).filter(
    ([, job]) =>
      isTable(job) &&
      Array.isArray(job.steps) &&
      job.steps.some(
        (step) =>
          isTable(step) &&
          typeof step.uses === "string" &&
          actionName(step.uses) === "actions/upload-pages-artifact",
      ),
  );
  const [buildEntry, ...others] = uploading;
  if (!buildEntry) {
    throw new RecipeError(`${file}: no job uploads the site (actions/upload-pages-artifact)`);
  }
  if (others.length > 0) {
    throw new RecipeError(
      `${file}: several jobs upload a Pages artifact (${uploading.map(([id]) => id).join(", ")})`,
    );
  }
  const [jobId, jobValue] = buildEntry;
  const job = jobValue as Table;
  const where = `${file}: jobs.${jobId}`;
  const problems: string[] = [];
  const notes: string[] = [];
  const outputs = configurePagesOutputs(site);
  const platformEnv: Record<string, string> = {
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: `${site.owner}/${site.repo}`,
    GITHUB_REPOSITORY_OWNER: site.owner,
    GITHUB_EVENT_NAME: "push",
    GITHUB_REF: "refs/heads/main",
    GITHUB_REF_NAME: "main",
    RUNNER_OS: "Linux",
  };

  // Step outputs that exist so far, by step id.
  const stepOutputs = new Map<string, { action: string; outputs: Record<string, string> }>();
  let envContext: Record<string, string> = {};
  const resolve: ContextResolver = (path): ExpressionValue => {
    const [head, ...rest] = path;
    const name = path.join(".");
    switch (head) {
      case "steps": {
        const [id = "", section, output = "", ...more] = rest;
        const step = stepOutputs.get(id);
        if (!step) {
          throw new ExpressionError(
            `${name}: no step with id "${id}" has run before this one` +
              (stepOutputs.size ? ` (known: ${[...stepOutputs.keys()].join(", ")})` : ""),
          );
        }
        if (section !== "outputs" || more.length > 0 || !(output in step.outputs)) {
          throw new ExpressionError(
            `${name}: not an output of ${step.action} (it has ${Object.keys(step.outputs)
              .map((key) => `outputs.${key}`)
              .join(", ")})`,
          );
        }
        return step.outputs[output] ?? "";
      }
      case "vars":
        // Repository variables: this test deploys a fork that has set none.
        if (rest.length === 1) return "";
        break;
      case "secrets":
        if (rest.length === 1) return rest[0] === "GITHUB_TOKEN" ? site.token : "";
        break;
      case "github": {
        const values: Record<string, string> = {
          repository: `${site.owner}/${site.repo}`,
          repository_owner: site.owner,
          event_name: "push",
          ref: "refs/heads/main",
          ref_name: "main",
          server_url: "https://github.com",
        };
        const key = rest[0] ?? "";
        if (rest.length === 1 && key in values) return values[key] ?? "";
        break;
      }
      case "runner":
        if (rest.length === 1 && rest[0] === "os") return "Linux";
        break;
      case "env":
        if (rest.length === 1) return envContext[rest[0] ?? ""] ?? "";
        break;
    }
    throw new ExpressionError(`${name}: this test does not know what GitHub puts there`);
  };
  const evaluate = <T>(what: string, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof ExpressionError) throw new RecipeError(`${what}: ${error.message}`);
      throw error;
    }
  };

  if (job.if !== undefined) {
    const condition = job.if;
    if (typeof condition !== "string" && typeof condition !== "boolean") {
      throw new RecipeError(`${where}.if: expected a condition`);
    }
    if (!evaluate(`${where}.if`, () => evaluateCondition(condition, resolve))) {
      throw new RecipeError(`${where}.if is false for a push to main: the site would not build`);
    }
  }

  const workflowEnv = evaluate(`${file}: env`, () =>
    mapValues(envTable(workflow.env, `${file}: env`), (value) => interpolate(value, resolve)),
  );
  envContext = { ...workflowEnv };
  const jobEnv = evaluate(`${where}.env`, () =>
    mapValues(envTable(job.env, `${where}.env`), (value) => interpolate(value, resolve)),
  );
  envContext = { ...workflowEnv, ...jobEnv };
  const defaults = { ...runDefaults(workflow), ...runDefaults(job) };

  let install: InstallStep | null = null;
  let node: NodeSetting | null = null;
  let outputDir: string | null = null;
  let outputSource = "";
  const steps: Step[] = [];
  const afterSteps: Step[] = [];

  jobSteps(job, where).forEach((step, index) => {
    const at = `${where}.${stepLabel(step, index)}`;
    if (step.if !== undefined) {
      const condition = step.if;
      if (
        typeof condition !== "string" &&
        typeof condition !== "boolean" &&
        typeof condition !== "number"
      ) {
        throw new RecipeError(`${at}.if: expected a condition`);
      }
      if (!evaluate(`${at}.if`, () => evaluateCondition(condition, resolve))) {
        notes.push(`${at} is skipped: its if: is false for a push to main`);
        return;
      }
    }
    const stepEnv = evaluate(`${at}.env`, () =>
      mapValues(envTable(step.env, `${at}.env`), (value) => interpolate(value, resolve)),
    );
    const id = typeof step.id === "string" ? step.id : null;

    if (typeof step.uses === "string") {
      const action = actionName(step.uses);
      if (!KNOWN_ACTIONS.has(action)) {
        throw new RecipeError(
          `${at} uses ${step.uses}, which this test cannot stand in for: teach tests/deploy/recipes.ts what it does`,
        );
      }
      const inputs = isTable(step.with) ? step.with : {};
      const input = (key: string): string | null =>
        inputs[key] === undefined
          ? null
          : evaluate(`${at}.with.${key}`, () =>
              interpolate(scalarText(inputs[key], `${at}.with.${key}`), resolve),
            );
      if (action === "actions/setup-node") {
        const version = input("node-version");
        const versionFile = input("node-version-file");
        if (version) node = { spec: version, source: `${at}.with.node-version` };
        else if (versionFile) {
          const fileText = files.read(versionFile);
          if (fileText === null) {
            problems.push(`${at}.with.node-version-file names ${versionFile}, which is missing`);
          } else {
            node = { spec: fileText.trim(), source: `${versionFile} (${at})` };
          }
        }
      }
      if (action === "actions/configure-pages" && id) {
        stepOutputs.set(id, { action: step.uses, outputs });
      }
      if (action === "actions/upload-pages-artifact") {
        // The action's default folder, when `path` is not given.
        outputDir = input("path") ?? "_site/";
        outputSource = `${at}.with.path`;
      }
      return;
    }

    if (typeof step.run !== "string") {
      throw new RecipeError(`${at}: neither uses: nor run:`);
    }
    const run = evaluate(`${at}.run`, () => interpolate(step.run as string, resolve));
    const shell = typeof step.shell === "string" ? step.shell : (defaults.shell ?? "bash");
    if (shell !== "bash") {
      throw new RecipeError(`${at}: shell "${shell}" is not one this test runs (bash only)`);
    }
    const workingDirectory =
      typeof step["working-directory"] === "string"
        ? step["working-directory"]
        : (defaults.workingDirectory ?? ".");
    const env = { ...platformEnv, ...workflowEnv, ...jobEnv, ...stepEnv };
    if (!install && normalizeInstall(run)) {
      if (steps.length > 0) {
        throw new RecipeError(
          `${at}: the install comes after other commands (${steps.map((s) => s.run).join("; ")}), which this test cannot run before its one install`,
        );
      }
      install = { command: run.trim(), env, source: at };
      return;
    }
    const command: Step = {
      run,
      env,
      shell: "github-bash",
      workingDirectory,
      continueOnError: step["continue-on-error"] === true,
      source: at,
    };
    (outputDir === null ? steps : afterSteps).push(command);
  });

  if (!install) {
    throw new RecipeError(`${where}: no step installs the dependencies (run: npm ci)`);
  }
  if (outputDir === null) {
    throw new RecipeError(`${where}: no actions/upload-pages-artifact step`);
  }
  if (steps.length === 0) {
    problems.push(`${where}: no command runs between the install and the upload`);
  }

  // The other half of a Pages deploy: a job that publishes the artifact, allowed to.
  const deployers = Object.entries(jobs).filter(
    ([, other]) =>
      isTable(other) &&
      Array.isArray(other.steps) &&
      other.steps.some(
        (step) =>
          isTable(step) &&
          typeof step.uses === "string" &&
          actionName(step.uses) === "actions/deploy-pages",
      ),
  );
  if (deployers.length === 0) {
    problems.push(`${file}: no job publishes the artifact (actions/deploy-pages)`);
  }
  for (const [deployId, deployJob] of deployers) {
    const needs = (deployJob as Table).needs;
    const needed = typeof needs === "string" ? [needs] : Array.isArray(needs) ? needs : [];
    if (deployId !== jobId && !needed.includes(jobId)) {
      problems.push(`${file}: jobs.${deployId} deploys without needs: ${jobId}`);
    }
    for (const permission of ["pages", "id-token"]) {
      if (!hasPermission(deployJob, permission) && !hasPermission(workflow, permission)) {
        problems.push(
          `${file}: jobs.${deployId} lacks permissions ${permission}: write, which actions/deploy-pages needs`,
        );
      }
    }
  }

  return {
    id: "github-pages",
    name: RECIPE_NAMES["github-pages"],
    install,
    steps,
    afterSteps,
    outputDir,
    outputSource,
    node,
    site: { base: `${outputs.base_path}/`, origin: outputs.origin ?? null },
    secret: site.token,
    notes,
    problems,
  };
}

function mapValues(
  table: Record<string, string>,
  map: (value: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [key, map(value)]));
}

// ---------------------------------------------------------------------------------------------
// Netlify

/**
 * netlify.toml as Netlify's production build reads it. Netlify installs on its own before the
 * build command: for a package.json without a yarn or pnpm lock that is `npm install`, with
 * `$NPM_FLAGS` appended (it does not run `npm ci`, lock file or not).
 */
export function readNetlifyRecipe(text: string, files: RepoFiles, file = "netlify.toml"): Recipe {
  let config: Table;
  try {
    config = parseToml(text) as Table;
  } catch (error) {
    throw new RecipeError(`${file} is not valid TOML: ${(error as Error).message}`);
  }
  if (!isTable(config.build)) throw new RecipeError(`${file}: no [build] table`);
  const production =
    isTable(config.context) && isTable(config.context.production) ? config.context.production : {};
  const build: Table = { ...config.build, ...production };
  const environment = {
    ...envTable(config.build.environment, `${file}: build.environment`),
    ...envTable(production.environment, `${file}: context.production.environment`),
  };
  for (const key of ["plugins", "headers", "redirects", "edge_functions"]) {
    const value = config[key];
    if (value !== undefined && (!Array.isArray(value) || value.length > 0)) {
      throw new RecipeError(
        `${file}: [[${key}]] is not something this test reproduces yet: teach tests/deploy/recipes.ts about it`,
      );
    }
  }
  if (typeof build.base === "string" && !["", ".", "/", "./"].includes(build.base.trim())) {
    throw new RecipeError(`${file}: build.base "${build.base}" is not supported by this test`);
  }
  if (typeof build.command !== "string" || !build.command.trim()) {
    throw new RecipeError(`${file}: build.command is missing: Netlify would build nothing`);
  }
  if (typeof build.publish !== "string" || !build.publish.trim()) {
    throw new RecipeError(
      `${file}: build.publish is missing: Netlify would publish the repository itself`,
    );
  }
  if (files.has("yarn.lock") || files.has("pnpm-lock.yaml")) {
    throw new RecipeError(
      `${file}: a yarn or pnpm lock makes Netlify install with another package manager, which this test does not reproduce`,
    );
  }
  const flags = environment.NPM_FLAGS?.trim();
  const platformEnv = { NETLIFY: "true", CONTEXT: "production", CI: "true" };
  const env = { ...platformEnv, ...environment };
  const node = environment.NODE_VERSION
    ? { spec: environment.NODE_VERSION, source: `${file} build.environment.NODE_VERSION` }
    : nodeFromFiles(files);
  return {
    id: "netlify",
    name: RECIPE_NAMES.netlify,
    install: {
      command: `npm install${flags ? ` ${flags}` : ""}`,
      env,
      source: "Netlify's own install step (npm install, $NPM_FLAGS)",
    },
    steps: [
      {
        run: build.command,
        env,
        shell: "bash",
        workingDirectory: ".",
        continueOnError: false,
        source: `${file} build.command`,
      },
    ],
    afterSteps: [],
    outputDir: build.publish,
    outputSource: `${file} build.publish`,
    node,
    site: { base: "/", origin: environment.VITE_SITE_URL?.trim() || null },
    notes: node ? [] : ["no Node version set: Netlify uses the image's default"],
    problems: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Vercel

/**
 * vercel.json for a project without a framework preset. Its defaults where a key is missing:
 * `npm install`, and `public` as the output folder.
 */
export function readVercelRecipe(
  text: string,
  files: RepoFiles,
  engines: string | undefined,
  file = "vercel.json",
): Recipe {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    throw new RecipeError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isTable(config)) throw new RecipeError(`${file}: expected an object`);
  const problems: string[] = [];
  const notes: string[] = [];
  if (config.framework !== null) {
    problems.push(
      `${file}: framework is ${JSON.stringify(config.framework)}, not null: Vercel would apply a framework preset instead of the recipe`,
    );
  }
  const stringSetting = (key: string): string | undefined => {
    const value = config[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string") throw new RecipeError(`${file}: ${key} must be a string`);
    return value;
  };
  const installCommand = stringSetting("installCommand");
  if (installCommand !== undefined && !installCommand.trim()) {
    throw new RecipeError(
      `${file}: installCommand is empty: Vercel would skip the install and the build would have no dependencies`,
    );
  }
  const buildCommand = stringSetting("buildCommand");
  if (buildCommand !== undefined && !buildCommand.trim()) {
    throw new RecipeError(`${file}: buildCommand is empty: Vercel would build nothing`);
  }
  const outputDirectory = stringSetting("outputDirectory");
  if (installCommand === undefined) notes.push("no installCommand: Vercel runs npm install");
  if (buildCommand === undefined) notes.push("no buildCommand: Vercel runs npm run build");
  if (files.has("yarn.lock") || files.has("pnpm-lock.yaml")) {
    throw new RecipeError(
      `${file}: a yarn or pnpm lock changes Vercel's install, which this test does not reproduce`,
    );
  }
  const env = { VERCEL: "1", VERCEL_ENV: "production", CI: "1" };
  return {
    id: "vercel",
    name: RECIPE_NAMES.vercel,
    install: {
      command: installCommand ?? "npm install",
      env,
      source: installCommand ? `${file} installCommand` : "Vercel's default install",
    },
    steps: [
      {
        run: buildCommand ?? "npm run build",
        env,
        shell: "bash",
        workingDirectory: ".",
        continueOnError: false,
        source: buildCommand ? `${file} buildCommand` : "Vercel's default build command",
      },
    ],
    afterSteps: [],
    outputDir: outputDirectory ?? "public",
    outputSource: outputDirectory ? `${file} outputDirectory` : "Vercel's default output folder",
    node: engines ? { spec: engines, source: "package.json engines.node (read by Vercel)" } : null,
    site: { base: "/", origin: null },
    notes,
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Cloudflare Pages (settings typed into its dashboard, as the README gives them)

/** The text under a Markdown heading, up to the next heading of the same or a higher level. */
export function markdownSection(markdown: string, title: string): string | null {
  const lines = markdown.split(/\r?\n/);
  let start = -1;
  let level = 0;
  for (const [index, line] of lines.entries()) {
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const depth = heading[1]?.length ?? 0;
    if (start < 0) {
      if (heading[2]?.trim().toLowerCase() === title.toLowerCase()) {
        start = index + 1;
        level = depth;
      }
    } else if (depth <= level) {
      return lines.slice(start, index).join("\n");
    }
  }
  return start < 0 ? null : lines.slice(start).join("\n");
}

/**
 * The value the README gives a setting, as a code span after its label: "build command
 * `npm run build`" or "the folder (`dist`)". Each label must name one value.
 */
export function readmeSetting(section: string, label: string): string | null {
  const words = label.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  const pattern = new RegExp(
    `\\b${words}\\s*(?:\\(\\s*)?(?:of\\s+|is\\s+|=\\s*|:\\s*)?\`([^\`]+)\``,
    "gi",
  );
  const values = new Set([...section.matchAll(pattern)].map((match) => match[1]?.trim() ?? ""));
  if (values.size > 1) {
    throw new RecipeError(
      `README.md names more than one ${label}: ${[...values].map((value) => `\`${value}\``).join(", ")}`,
    );
  }
  return values.values().next().value ?? null;
}

/** Environment variables written as `NAME=value` code spans. */
export function readmeEnvironment(section: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of section.matchAll(/`([A-Z][A-Z0-9_]*)=([^`]*)`/g)) {
    const [, name = "", value = ""] = match;
    if (name in env && env[name] !== value) {
      throw new RecipeError(`README.md gives ${name} two values: ${env[name]} and ${value}`);
    }
    env[name] = value;
  }
  return env;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Cloudflare Pages installs on its own before the build command: with a package-lock.json its
 * build image runs `npm clean-install --progress=false` (`npm install --progress=false` without).
 */
export function readCloudflareRecipe(
  readme: string,
  files: RepoFiles,
  title = "Cloudflare Pages",
): Recipe {
  const where = `README.md, section "${title}"`;
  const section = markdownSection(readme, title);
  if (section === null) throw new RecipeError(`README.md has no "${title}" section`);
  const buildCommand = readmeSetting(section, "build command");
  if (!buildCommand) {
    throw new RecipeError(`${where}: no build command (written as: build command \`...\`)`);
  }
  const outputDir = readmeSetting(section, "output directory");
  if (!outputDir) {
    throw new RecipeError(`${where}: no output directory (written as: output directory \`...\`)`);
  }
  if (files.has("yarn.lock") || files.has("pnpm-lock.yaml")) {
    throw new RecipeError(
      `${where}: a yarn or pnpm lock changes Cloudflare's install, which this test does not reproduce`,
    );
  }
  const environment = readmeEnvironment(section);
  const env = { CF_PAGES: "1", CF_PAGES_BRANCH: "main", CI: "true", ...environment };
  const hasLock = files.has("package-lock.json");
  const node = environment.NODE_VERSION
    ? { spec: environment.NODE_VERSION, source: `${where}: NODE_VERSION` }
    : nodeFromFiles(files);
  return {
    id: "cloudflare-pages",
    name: RECIPE_NAMES["cloudflare-pages"],
    install: {
      command: hasLock ? "npm clean-install --progress=false" : "npm install --progress=false",
      env,
      source: `Cloudflare Pages' own install step (${hasLock ? "with" : "without"} package-lock.json)`,
    },
    steps: [
      {
        run: buildCommand,
        env,
        shell: "bash",
        workingDirectory: ".",
        continueOnError: false,
        source: `${where}: build command`,
      },
    ],
    afterSteps: [],
    outputDir,
    outputSource: `${where}: output directory`,
    node,
    site: { base: "/", origin: environment.VITE_SITE_URL?.trim() || null },
    notes: node ? [] : ["no NODE_VERSION: Cloudflare uses its build image's default"],
    problems: [],
  };
}
