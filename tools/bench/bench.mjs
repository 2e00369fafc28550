// The benchmark: builds the site with the GitHub stand-in as its API, serves it as a static host
// does and, in each round, runs Lighthouse (mobile, simulated throttling) on every route and on a
// plain page, then taps each control once on a throttled phone, on the site and on the plain
// page. Prints one table per route with every median next to its budget, writes
// bench-results/bench.json and, with --check, exits 1 naming every missed budget.
//
//   npm run bench                    build, 3 rounds, print the tables
//   npm run bench -- --runs 5        more rounds, steadier medians
//   npm run bench -- --check         exit 1 when a budget is missed
//   npm run bench -- --no-build      measure the build already in --build-dir
//   npm run bench -- --cpu-slowdown 2  Lighthouse's calibration for a slower machine (below)
//
// Options: --build-dir (default dist-bench, so it never touches dist/), --port (default 4310; the
// GitHub stand-in listens on the next one, which the build bakes in), --route (repeatable;
// default the routes of BENCH_PAGES). Chromium comes from CHROME_PATH, else /usr/bin/chromium.
//
// --cpu-slowdown (default 4, Lighthouse's): how many times slower than this machine the emulated
// phone's CPU is, for Lighthouse and the taps alike. Lighthouse's 4x turns a high-end desktop
// (CPU benchmark index 1500-2000) into a mid-tier phone; on a slower machine its documentation
// ("Calibrating the CPU slowdown", docs/throttling.md) asks for a smaller factor, 2x for a low-end
// desktop (1000-1500), or the same page is measured on a slower phone. The report's header names
// the factor used, and the machine line the one Lighthouse's table gives for the measured index.
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { BENCH_PAGES } from "../../src/routes.ts";
import { startGitHubStandIn } from "../../tests/support/github.ts";
import { assertChromium } from "../chromium.mjs";
import { BUDGETS, median, medianFigures, missedBudgets, routeChecks } from "./budgets.mjs";
import { CHROMIUM_FLAGS } from "./chrome.mjs";
import { CONTROLS, controlsOf, measureFirstTap } from "./first-tap.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { PLAIN_PATH, writePlainPage } from "./plain-page.mjs";
import { DEFAULT_CPU_SLOWDOWN, machineLine, routeTable } from "./report.mjs";
import { buildSite, serveSite, writeAnalyticsStandIn } from "./site.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "build-dir": { type: "string", default: "dist-bench" },
    port: { type: "string", default: "4310" },
    route: { type: "string", multiple: true },
    analytics: { type: "string" },
    "cpu-slowdown": { type: "string", default: String(DEFAULT_CPU_SLOWDOWN) },
  },
});

// `--analytics plausible`: the same bench with analytics switched on, its script served by the
// bench's own server (a self-hosted Plausible, as far as the site knows), so nothing leaves the
// machine and the budgets are checked with the counting script in place.
const analytics = values.analytics;
if (analytics !== undefined && analytics !== "plausible") {
  console.error(
    `--analytics takes "plausible" (the provider the bench stands in for), not ${analytics}`,
  );
  process.exit(2);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  process.exit(2);
}
const cpuSlowdown = Number(values["cpu-slowdown"]);
if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1 || cpuSlowdown > 20) {
  console.error(`--cpu-slowdown takes a factor from 1 to 20, not ${values["cpu-slowdown"]}`);
  process.exit(2);
}
const routes = values.route ?? [...BENCH_PAGES];
const buildDir =
  analytics && values["build-dir"] === "dist-bench" ? "dist-bench-analytics" : values["build-dir"];
const sitePort = Number(values.port);
const chromiumPath = assertChromium();
const RESULTS_DIR = "bench-results";

/** @param {string} route */
const fileName = (route) =>
  route === "/" ? "home" : route.slice(1).replace(/\/$/, "").replaceAll("/", "-");
/** @param {number | null} ms */
const shownMs = (ms) => (ms === null ? "no effect" : `${Math.round(ms)} ms`);

const github = await startGitHubStandIn({ port: sitePort + 1 });
/** @type {(() => void) | undefined} */
let stopServer;
/** @type {(() => Promise<void>) | undefined} */
let removePlainPage;

try {
  const siteOrigin = `https://localhost:${sitePort}`;
  if (!values["no-build"]) {
    console.log(`Building into ${buildDir}/ with the GitHub stand-in at ${github.origin} ...`);
    await buildSite({
      buildDir,
      siteOrigin,
      githubOrigin: github.origin,
      analytics: Boolean(analytics),
    });
  }
  if (analytics) {
    await writeAnalyticsStandIn(buildDir);
    console.log(`Analytics on: Plausible, its script served from ${siteOrigin}/js/script.js`);
  }
  removePlainPage = await writePlainPage(buildDir);
  stopServer = (await serveSite({ buildDir, port: sitePort })).close;
  const allowedOrigins = [siteOrigin, github.origin, "https://api.emailjs.com"];
  await mkdir(RESULTS_DIR, { recursive: true });

  const pages = [...routes, PLAIN_PATH];
  /** @type {Map<string, import("./budgets.mjs").LighthouseFigures[]>} */
  const lighthouseRuns = new Map(pages.map((page) => [page, []]));
  /** @type {Map<string, import("./first-tap.mjs").TapResult[]>} keyed by page and control */
  const tapRuns = new Map();
  /** @param {string} page @param {string} control */
  const taps = (page, control) => tapRuns.get(`${page} ${control}`) ?? [];
  /** @type {number[]} */
  const benchmarkIndexes = [];
  let lighthouseVersion = "";

  // Pages take turns within each round, so a burst of load on the machine hits them evenly.
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const run = await runLighthouse(`${siteOrigin}${page}`, {
        chromiumPath,
        allowedOrigins,
        cpuSlowdown,
      });
      lighthouseRuns.get(page)?.push(run.figures);
      benchmarkIndexes.push(run.benchmarkIndex);
      lighthouseVersion = run.version;
      await writeFile(path.join(RESULTS_DIR, `${fileName(page)}.lighthouse.json`), run.report);
      const f = run.figures;
      console.log(
        `run ${round}/${runs} Lighthouse ${page.padEnd(13)} perf ${f.performance}  LCP ${Math.round(f.lcp)} ms  TBT ${Math.round(f.tbt)} ms  JS ${f.jsBytes} B  fonts ${f.fontBytes} B`,
      );
    }
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    });
    try {
      for (const control of CONTROLS) {
        for (const page of [PLAIN_PATH, ...routes]) {
          if (page !== PLAIN_PATH && !controlsOf(page).includes(control)) continue;
          const url = `${siteOrigin}${page}`;
          const result = await measureFirstTap(browser, url, control, allowedOrigins, cpuSlowdown);
          tapRuns.set(`${page} ${control.name}`, [...taps(page, control.name), result]);
          console.log(
            `run ${round}/${runs} first tap  ${page.padEnd(13)} ${control.name.padEnd(15)} ${shownMs(result.ms)}  (effect rendered ${shownMs(result.effectMs)}, event timing ${result.inp === null ? "< 16 ms" : shownMs(result.inp)}; JS before the tap ${result.jsBytes} B)`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  }

  const plainLcp = medianFigures(lighthouseRuns.get(PLAIN_PATH) ?? []).lcp;
  const results = routes.map((route) => {
    const summary = {
      route,
      lighthouse: medianFigures(lighthouseRuns.get(route) ?? []),
      taps: controlsOf(route).map((control) => ({
        control: control.name,
        site: taps(route, control.name).map((tap) => tap.ms),
        plain: taps(PLAIN_PATH, control.name).map((tap) => tap.ms),
        siteRuns: taps(route, control.name),
        plainRuns: taps(PLAIN_PATH, control.name),
      })),
      tapForeignHosts: [
        ...new Set(
          controlsOf(route).flatMap((control) =>
            taps(route, control.name).flatMap((tap) => tap.foreignHosts),
          ),
        ),
      ].sort(),
      tapJsBytes: controlsOf(route).flatMap((control) =>
        taps(route, control.name).map((tap) => tap.jsBytes),
      ),
      lighthouseRuns: lighthouseRuns.get(route) ?? [],
    };
    return { ...summary, checks: routeChecks(summary, plainLcp) };
  });
  const missed = missedBudgets(results);
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown CPU",
    cores: availableParallelism(),
    loadAverage: loadavg()[0] ?? 0,
    benchmarkIndex: median(benchmarkIndexes),
    cpuSlowdown,
  };

  console.log(
    `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per route. Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${cpuSlowdown}x CPU slowdown${cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ""}; first tap on a phone with the same slowdown, 150 ms RTT, 1.6 Mbps, 3 s after load.\n`,
  );
  for (const { route, checks, lighthouse } of results) {
    console.log(`${routeTable(route, checks)}\n`);
    if (lighthouse.failedAudits.length > 0) {
      console.log(`Audits below a perfect score:\n  ${lighthouse.failedAudits.join("\n  ")}\n`);
    }
  }
  console.log(machineLine(machine));

  await writeFile(
    path.join(RESULTS_DIR, "bench.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        machine,
        benchmarkIndexes,
        lighthouse: lighthouseVersion,
        budgets: BUDGETS,
        plain: { path: PLAIN_PATH, lighthouseRuns: lighthouseRuns.get(PLAIN_PATH), lcp: plainLcp },
        results,
        missed,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`\nWritten to ${RESULTS_DIR}/bench.json`);

  if (missed.length > 0) {
    console.log(`\nBudgets missed:\n  ${missed.join("\n  ")}`);
    if (values.check) process.exitCode = 1;
  } else {
    console.log("\nEvery budget holds.");
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  stopServer?.();
  await removePlainPage?.();
  await github.close();
}
