// Builds each variant of the site once (tests/e2e/support/variants.ts) and runs its browser
// tests against it.
//
//   node tests/e2e/run.ts [--variant NAME]... [playwright test arguments]
//
// With no --variant every variant runs. Anything else is passed to `playwright test`, for
// example a spec name (`theme`) or `--project=desktop`.
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { assertChromium, headlessPath } from "../../tools/chromium.mjs";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github.ts";
import { SNAPSHOT_PAGE_SIZE, snapshotRepositories } from "./support/snapshot.ts";
import {
  buildInfoPath,
  isVariantName,
  VARIANTS,
  type BuildInfo,
  type Variant,
  type VariantName,
} from "./support/variants.ts";

const chosen: VariantName[] = [];
const playwrightArgs: string[] = [];
const argv = process.argv.slice(2);
for (let index = 0; index < argv.length; index++) {
  const arg = argv[index] ?? "";
  const value = arg === "--variant" ? argv[++index] : arg.replace(/^--variant=/, "");
  if (arg === "--variant" || arg.startsWith("--variant=")) {
    if (!value || !isVariantName(value)) {
      console.error(`Unknown variant "${value}": use ${Object.keys(VARIANTS).join(", ")}`);
      process.exit(2);
    }
    chosen.push(value);
  } else {
    playwrightArgs.push(arg);
  }
}
const names = chosen.length > 0 ? chosen : (Object.keys(VARIANTS) as VariantName[]);

console.log(`Using Chromium at ${assertChromium(headlessPath)}`);

/** A port free right now; the shared machines this runs on may hold the usual ones. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== "string"
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

function run(
  [command, ...args]: [string, ...string[]],
  env: NodeJS.ProcessEnv,
  capture: boolean,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
      shell: process.platform === "win32",
    });
    let output = "";
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const results: { name: VariantName; ok: boolean; time: string }[] = [];
const started = Date.now();

for (const name of names) {
  const variant: Variant = VARIANTS[name];
  const since = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...variant.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    BASE_PATH: variant.base,
    ...variant.env,
    BUILD_DIR: variant.dir,
  };

  let standIn: GitHubStandIn | null = null;
  if (variant.github === "stand-in") {
    standIn = await startGitHubStandIn({
      repositories: snapshotRepositories,
      maxPerPage: SNAPSHOT_PAGE_SIZE,
    });
    env.SNAPSHOT_GITHUB_API_URL = standIn.origin;
  } else {
    // Free a moment ago and closed now: the build's request is refused at once.
    env.SNAPSHOT_GITHUB_API_URL = `http://127.0.0.1:${await freePort()}`;
  }
  console.log(`\n▶ ${name}: building into ${variant.dir}/ (base ${variant.base})`);
  await rm(variant.dir, { recursive: true, force: true });
  // The command every deploy recipe runs (tests/unit/deploy-settings.test.ts).
  const build = await run(["npm", "run", "build"], env, true).finally(() => standIn?.close());
  const info: BuildInfo = { log: build.output, standInRequests: standIn?.requests ?? [] };
  await mkdir(path.dirname(buildInfoPath(name)), { recursive: true });
  await writeFile(buildInfoPath(name), JSON.stringify(info, null, 2));
  if (build.code !== 0) {
    console.error(build.output);
    console.error(`✗ ${name}: the build failed`);
    results.push({ name, ok: false, time: seconds(since) });
    continue;
  }
  console.log(`  built in ${seconds(since)}`);

  const tests = await run(
    [
      "npx",
      "playwright",
      "test",
      // A spec name given on the command line may belong to another variant only.
      ...(playwrightArgs.length > 0 ? ["--pass-with-no-tests"] : []),
      ...playwrightArgs,
    ],
    { ...env, E2E_VARIANT: name, E2E_PORT: String(await freePort()) },
    false,
  );
  results.push({ name, ok: tests.code === 0, time: seconds(since) });
}

console.log("\nBrowser tests by build variant:");
for (const { name, ok, time } of results) console.log(`  ${ok ? "✓" : "✗"} ${name} (${time})`);
console.log(`  total ${seconds(started)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
