// The benchmark: builds the production site, serves it the way a static host does, answers the
// Projects page's GitHub request from a local stand-in, and runs Lighthouse (mobile, simulated
// throttling: Lighthouse's default config) several times on each route. Prints the medians,
// writes them to bench-results/bench.json and, with --check, fails naming every missed budget.
//
//   npm run bench                    build, 3 runs per route, print the table
//   npm run bench -- --runs 5        more runs, steadier medians
//   npm run bench -- --check         exit 1 when a budget is missed
//   npm run bench -- --no-build      measure the build already in --build-dir
//
// Options: --build-dir (default build-bench, so it never touches build/), --port (default 4310;
// the GitHub stand-in listens on the next port), --route (repeatable; default every main route).
// Chromium comes from CHROME_PATH, else /usr/bin/chromium.
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  BUDGETS,
  figuresFromReport,
  formatTable,
  median,
  medianFigures,
  missedBudgets,
} from "./bench-budgets.mjs";
import { startGithubStandIn } from "./bench-github.mjs";
import { assertChromium } from "./chromium.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "build-dir": { type: "string", default: process.env.BENCH_BUILD_DIR ?? "build-bench" },
    port: { type: "string", default: "4310" },
    route: { type: "string", multiple: true },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  process.exit(2);
}
const routes = values.route ?? ["/", "/projects", "/about", "/contact"];
const buildDir = values["build-dir"];
const sitePort = Number(values.port);
const apiPort = sitePort + 1;
const siteOrigin = `http://localhost:${sitePort}`;
const chromePath = assertChromium();

// Chrome may only resolve localhost: a request to any other host fails at once instead of
// leaving the machine, and still shows up in the report as a request to a foreign host.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** @param {string} url */
async function waitFor(url, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await globalThis.fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const github = await startGithubStandIn(apiPort);
/** @type {import("node:child_process").ChildProcess | undefined} */
let server;

async function shutdown() {
  server?.kill();
  await github.close();
}

try {
  if (!values["no-build"]) {
    console.log(`Building into ${buildDir}/ ...`);
    await run(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
      ...process.env,
      BUILD_DIR: buildDir,
      // The page is served from here, so its canonical and preview URLs point here too.
      VITE_SITE_URL: siteOrigin,
      VITE_GITHUB_API_URL: github.origin,
    });
  }

  server = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", String(sitePort), "--dir", path.join(buildDir, "client")],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  await waitFor(`${siteOrigin}/`);

  const allowedOrigins = [
    siteOrigin,
    github.origin,
    "https://api.github.com",
    "https://api.emailjs.com",
  ];
  /** @type {Map<string, import("./bench-budgets.mjs").RouteFigures[]>} */
  const perRoute = new Map(routes.map((route) => [route, []]));
  await mkdir("bench-results", { recursive: true });
  let lighthouseVersion = "";
  /** @type {number[]} Lighthouse's CPU speed estimate per run: low means a busy machine. */
  const benchmarkIndexes = [];
  let userAgent = "";

  // Routes take turns within each round, so a burst of load on the machine hits them evenly.
  for (let round = 1; round <= runs; round++) {
    for (const route of routes) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(`${siteOrigin}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
        }
        lighthouseVersion = result.lhr.lighthouseVersion;
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        userAgent = result.lhr.environment.hostUserAgent;
        const figures = figuresFromReport(result.lhr, allowedOrigins);
        perRoute.get(route)?.push(figures);
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
        await writeFile(
          path.join("bench-results", `${name}.lighthouse.json`),
          String(result.report),
        );
        console.log(
          `run ${round}/${runs} ${route.padEnd(10)} perf ${figures.performance}  FCP ${Math.round(figures.fcp)} ms  LCP ${Math.round(figures.lcp)} ms  TBT ${Math.round(figures.tbt)} ms`,
        );
      } finally {
        chrome.kill();
      }
    }
  }

  const results = routes.map((route) => ({
    route,
    median: medianFigures(perRoute.get(route) ?? []),
    runs: perRoute.get(route) ?? [],
  }));
  const missed = missedBudgets(results);

  console.log(
    `\nMedians of ${runs} Lighthouse run${runs === 1 ? "" : "s"} per route (mobile, simulated throttling):\n`,
  );
  console.log(formatTable(results));
  for (const { route, median } of results) {
    if (median.failedAudits.length > 0) {
      console.log(
        `\n${route} audits below a perfect score:\n  ${median.failedAudits.join("\n  ")}`,
      );
    }
  }

  // Simulated throttling scales the CPU time it observes, so a loaded machine inflates TBT and
  // the scores: say so next to the figures rather than let them pass for the site's.
  const cpuIndex = median(benchmarkIndexes);
  const load = loadavg()[0] ?? 0;
  console.log(
    `\nMachine: Lighthouse CPU benchmark index ${Math.round(cpuIndex)} (median), load average ${load.toFixed(1)} on ${availableParallelism()} cores.`,
  );
  if (load > availableParallelism() || cpuIndex < 1000) {
    console.log(
      "The machine is busy: Total Blocking Time and the Performance score are inflated. Re-run when it is idle.",
    );
  }

  await writeFile(
    path.join("bench-results", "bench.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        benchmarkIndex: { median: cpuIndex, runs: benchmarkIndexes },
        loadAverage: load,
        lighthouse: lighthouseVersion,
        userAgent,
        budgets: BUDGETS,
        results,
        missed,
      },
      null,
      2,
    ) + "\n",
  );
  console.log("\nWritten to bench-results/bench.json");

  if (missed.length > 0) {
    console.log(`\nBudgets missed:\n  ${missed.join("\n  ")}`);
    if (values.check) process.exitCode = 1;
  } else {
    console.log("\nEvery budget holds.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await shutdown();
}
