/**
 * The clean checkout the recipes run in, and running their commands: a copy of exactly the files
 * git would commit (tracked files and untracked ones not ignored, so work in progress is tested
 * as a clone of it would be), in its own git repository, with no node_modules and no build.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, lstatSync, readdirSync, rmSync } from "node:fs";
import { copyFile, lstat, mkdir, readlink, symlink } from "node:fs/promises";
import path from "node:path";

/** The files a clean clone of the working tree has. */
export function cloneFileList(repoRoot: string): string[] {
  const result = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `git ls-files failed in ${repoRoot}: ${result.stderr || result.error?.message}`,
    );
  }
  // A tracked file deleted in the working tree is not in a clone of that tree.
  return result.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => present(path.join(repoRoot, file)));
}

/** A file or a symbolic link (even a dangling one) is there. */
function present(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Copies `files` from `from` into the empty folder `to`, keeping symbolic links as links. */
export async function copyFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(to, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const source = path.join(from, file);
      const target = path.join(to, file);
      if ((await lstat(source)).isSymbolicLink()) await symlink(await readlink(source), target);
      else await copyFile(source, target);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Makes the copy a repository of its own with one commit, as a fresh checkout is. */
export function commitClone(dir: string): void {
  const git = (...args: string[]) => {
    const result = spawnSync(
      "git",
      [
        "-c",
        "user.name=Deploy test",
        "-c",
        "user.email=deploy-test@localhost",
        "-c",
        "commit.gpgsign=false",
        ...args,
      ],
      { cwd: dir, encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  };
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all", "--force");
  git("commit", "--quiet", "--no-verify", "--message", "Clean clone for the deploy test");
}

/** Top-level entries of `dir`: taken after the install, so a recipe's build leftovers can go. */
export function topLevel(dir: string): Set<string> {
  return new Set(readdirSync(dir));
}

/** Removes what builds added at the top of the checkout (dist/, .vercel/, .astro/...). */
export function removeAddedEntries(dir: string, keep: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (keep.has(entry)) continue;
    rmSync(path.join(dir, entry), { recursive: true, force: true, maxRetries: 3 });
    removed.push(entry);
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// Environment

/**
 * Variables that must not leak from the shell that started the test into a host's build: the
 * test runners' (Vitest, npm's own `npm_*` for `npm run`), the build's inputs (base path, site
 * URL, VITE_* overrides, token) and the hosts' markers, which each recipe sets for itself.
 */
const STRIPPED = [
  /^npm_/i,
  /^INIT_CWD$/,
  /^VITEST/,
  /^VITE_/,
  /^NODE_ENV$/,
  /^NODE_OPTIONS$/,
  /^BASE_URL$/,
  /^BASE_PATH$/,
  /^BUILD_DIR$/,
  /^SITE_URL$/,
  /^MODE$/,
  /^PROD$/,
  /^DEV$/,
  /^SSR$/,
  /^TEST$/,
  /^CI$/,
  /^GITHUB_/,
  /^RUNNER_/,
  /^ACTIONS_/,
  /^NETLIFY/,
  /^CONTEXT$/,
  /^VERCEL/,
  /^CF_PAGES/,
  /^E2E_/,
  /^SNAPSHOT_/,
  /^DEPLOY_TEST_/,
  /^NPM_FLAGS$/,
];

/** The machine's environment without what a test runner or the developer's shell adds. */
export function machineEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || STRIPPED.some((pattern) => pattern.test(name))) continue;
    env[name] = value;
  }
  // `npm run` puts the project's node_modules/.bin first: the clone must use its own.
  if (env.PATH) {
    env.PATH = env.PATH.split(path.delimiter)
      .filter((entry) => !/[\\/]node_modules[\\/]\.bin$/.test(entry))
      .join(path.delimiter);
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// Commands

/**
 * A failure's output in at most 40 lines: npm puts its reason first (then its usage), a build
 * puts it last, so both ends are kept.
 */
export function excerpt(head: string, tail: string, complete: boolean): string {
  const lines = (text: string) => text.replace(/\n$/, "").split("\n");
  const last = lines(tail);
  const first = complete ? last : lines(head);
  if (complete && last.length <= 40) return last.join("\n");
  return [...first.slice(0, 15), "...", ...last.slice(-25)].join("\n");
}

export interface CommandResult {
  code: number;
  ms: number;
  /** The first and the last lines of output, for a failure's message. */
  tail: string;
  timedOut: boolean;
}

const running = new Set<number>();

/** Ends every command still running, their whole process groups, at once. */
export function stopAll(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

/**
 * Runs a shell command in its own process group, its output into `logFile`. "github-bash" is
 * how GitHub runs a `run:` step on Linux.
 */
export function runCommand(options: {
  command: string;
  cwd: string;
  env: Record<string, string>;
  shell: "bash" | "github-bash";
  logFile: string;
  timeoutMs: number;
}): Promise<CommandResult> {
  const args =
    options.shell === "github-bash"
      ? ["--noprofile", "--norc", "-eo", "pipefail", "-c", options.command]
      : ["-c", options.command];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const log = createWriteStream(options.logFile, { flags: "a" });
    log.write(`$ ${options.command}\n`);
    const child = spawn("bash", args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const pid = child.pid;
    if (pid) running.add(pid);
    let head = "";
    let tail = "";
    let total = 0;
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      const text = chunk.toString();
      total += text.length;
      if (head.length < 4000) head += text;
      tail = (tail + text).slice(-6000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (pid) {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    }, options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      log.end();
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (pid) running.delete(pid);
      log.end(`\n[exit ${code ?? signal}]\n`);
      resolve({
        code: code ?? 1,
        ms: Date.now() - started,
        tail: excerpt(head, tail, total <= tail.length),
        timedOut,
      });
    });
  });
}

/**
 * Variables a GitHub step wrote to its `$GITHUB_ENV` file: `NAME=value` lines, and
 * `NAME<<DELIMITER` ... `DELIMITER` for a value of several lines.
 */
export function parseGitHubEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (!line.trim()) continue;
    const heredoc = /^([^=<\s]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter = ""] = heredoc;
      const end = lines.indexOf(delimiter, index + 1);
      if (end < 0) throw new Error(`$GITHUB_ENV: ${name}<<${delimiter} is never closed`);
      env[name] = lines.slice(index + 1, end).join("\n");
      index = end;
      continue;
    }
    const equals = line.indexOf("=");
    if (equals <= 0) throw new Error(`$GITHUB_ENV: "${line}" is not NAME=value`);
    env[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return env;
}
