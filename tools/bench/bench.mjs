// The benchmark (docs/performance.md): builds the site with the GitHub stand-in as its API, serves
// it as a static host does and, in each round, runs Lighthouse (mobile, simulated throttling) on
// every route and on a plain page, then taps each control once on a throttled phone, on the site
// and on the plain page. Prints one table per route with every median next to its budget, writes
// bench-results/bench.json and, with --check, exits 1 naming every missed budget.
//
//   npm run bench -- [--runs 3] [--check] [--route /about/]... [--cpu-slowdown 4]
//                    [--analytics plausible] [--no-build] [--build-dir dist-bench] [--port 4310]
//
// --route defaults to BENCH_PAGES; --no-build measures the build already in --build-dir; the
// GitHub stand-in listens on the port after --port, which the build bakes in. Chromium comes from
// CHROME_PATH, else /usr/bin/chromium.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { BENCH_PAGES } from "../../src/routes.ts";
import { startGitHubStandIn } from "../../tests/support/github.ts";
import { PLAUSIBLE_STAND_IN } from "../../tests/support/plausible.ts";
import { assertChromium } from "../chromium.mjs";
import { buildSite } from "../serve.mjs";
import * as figures from "./budgets.mjs";
import { CONTROLS, PLAIN_PATH, controlsOf, measureFirstTap } from "./first-tap.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "build-dir": { type: "string" },
    port: { type: "string", default: "4310" },
    route: { type: "string", multiple: true },
    analytics: { type: "string" },
    "cpu-slowdown": { type: "string", default: String(figures.DEFAULT_CPU_SLOWDOWN) },
  },
});
const runs = Number(values.runs);
const cpuSlowdown = Number(values["cpu-slowdown"]);
// `--analytics plausible`: the same bench with analytics switched on, its script served by the
// bench's own server (a self-hosted Plausible, as far as the site knows), so nothing leaves the
// machine and the budgets are checked with the counting script in place.
const analytics = values.analytics === "plausible";
if (
  (values.analytics !== undefined && !analytics) ||
  !(Number.isInteger(runs) && runs >= 1) ||
  !(cpuSlowdown >= 1 && cpuSlowdown <= 20)
) {
  console.error(
    "Usage: --runs N (1 or more) --cpu-slowdown N (1 to 20) --analytics plausible; see docs/performance.md",
  );
  process.exit(2);
}
const routes = values.route ?? [...BENCH_PAGES];
const buildDir = values["build-dir"] ?? (analytics ? "dist-bench-analytics" : "dist-bench");
const sitePort = Number(values.port);
const siteOrigin = `https://localhost:${sitePort}`;
const chromiumPath = assertChromium();
const RESULTS_DIR = "bench-results";
// Chromium may only resolve localhost: a request to any other host fails at once instead of
// leaving the machine, and still shows up in the figures as a request to a foreign host. The rule
// maps IP literals too, so the GitHub stand-in's 127.0.0.1 is excluded by name.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  "--ignore-certificate-errors",
  "--no-first-run",
  "--no-default-browser-check",
];

const github = await startGitHubStandIn({ port: sitePort + 1 });
const plainDir = path.join(buildDir, PLAIN_PATH);
/** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, null> | undefined} */
let server;

try {
  if (!values["no-build"]) {
    // /projects is prerendered from the stand-in (the snapshot) and refreshes from it in the
    // browser; canonical URLs are on the bench's origin, as on a real deploy. With analytics,
    // Plausible is hosted, as far as the site knows, on that origin too.
    console.log(`Building into ${buildDir}/ with the GitHub stand-in at ${github.origin} ...`);
    await buildSite(buildDir, {
      VITE_GITHUB_API_URL: github.origin,
      VITE_SITE_URL: siteOrigin,
      ...(analytics && {
        VITE_ANALYTICS_PROVIDER: "plausible",
        VITE_ANALYTICS_SITE_ID: "localhost",
        VITE_ANALYTICS_HOST: siteOrigin,
      }),
    });
  }
  if (analytics) {
    // The script, and Plausible's endpoint as a file the server answers any request for with 200
    // (Plausible answers 202), so the counts cost a request each and log no error.
    await mkdir(path.join(buildDir, "js"), { recursive: true });
    await mkdir(path.join(buildDir, "api"), { recursive: true });
    await writeFile(path.join(buildDir, "js", "script.js"), `${PLAUSIBLE_STAND_IN}\n`);
    await writeFile(path.join(buildDir, "api", "event"), "ok\n");
    console.log(`Analytics on: Plausible, its script served from ${siteOrigin}/js/script.js`);
  }
  // The yardstick, plain.html: a plain HTML page with text like the site's and the same three
  // controls, each wired by a few lines of inline script. Its head links the site's favicon and
  // web manifest, as every page of a site does: the browser asks for both early, and Lighthouse's
  // simulation counts those requests before the largest paint although they draw nothing on the
  // page, so a page without them would not be a fair yardstick. It is served from the build
  // folder for the run, by the same server with the same compression.
  await mkdir(plainDir, { recursive: true });
  await copyFile(new URL("plain.html", import.meta.url), path.join(plainDir, "index.html"));
  // Served over TLS with HTTP/2, as every static host serves a site: the document and the files
  // it asks for share one warm connection, as they do for a visitor.
  const args = ["tools/serve.mjs", "--https", "--port", String(sitePort), "--dir", buildDir];
  server = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  // It prints "Serving …" once it listens, or exits saying why.
  const [started] = await Promise.race([once(server.stdout, "data"), once(server, "exit")]);
  if (!String(started).startsWith("Serving")) throw new Error("tools/serve.mjs did not start");
  const allowedOrigins = [siteOrigin, github.origin, "https://api.emailjs.com"];
  await mkdir(RESULTS_DIR, { recursive: true });

  /** @type {Record<string, figures.LighthouseFigures[]>} */
  const lighthouseRuns = {};
  /** @type {Record<string, Awaited<ReturnType<typeof measureFirstTap>>[]>} by page and control */
  const tapRuns = {};
  /** @type {number[]} */
  const benchmarkIndexes = [];
  let lighthouseVersion = "";

  // Pages take turns within each round, so a burst of load on the machine hits them evenly.
  for (let round = 1; round <= runs; round++) {
    for (const page of [...routes, PLAIN_PATH]) {
      // Lighthouse's default configuration (mobile, simulated throttling) but for the CPU
      // slowdown, in a fresh headless Chromium with a fresh profile: no run inherits a cache.
      const chrome = await launch({
        chromePath: chromiumPath,
        chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
        ignoreDefaultFlags: true,
      });
      const result = await lighthouse(siteOrigin + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      }).finally(() => chrome.kill());
      const error = result ? result.lhr.runtimeError?.message : "no result";
      if (!result || error) throw new Error(`Lighthouse failed on ${page}: ${error}`);
      const { lhr, report } = result;
      const f = figures.figuresFromReport(lhr, allowedOrigins);
      (lighthouseRuns[page] ??= []).push(f);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      lighthouseVersion = lhr.lighthouseVersion;
      const name = page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replaceAll("/", "-");
      await writeFile(path.join(RESULTS_DIR, `${name}.lighthouse.json`), String(report));
      console.log(
        `run ${round}/${runs} Lighthouse ${page.padEnd(13)} perf ${f.performance}  LCP ${Math.round(f.lcp)} ms  TBT ${Math.round(f.tbt)} ms  JS ${f.jsBytes} B  fonts ${f.fontBytes} B`,
      );
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
    try {
      for (const control of CONTROLS) {
        for (const page of [PLAIN_PATH, ...routes].filter((p) => controlsOf(p).includes(control))) {
          const url = siteOrigin + page;
          const tap = await measureFirstTap(browser, url, control, allowedOrigins, cpuSlowdown);
          (tapRuns[`${page} ${control.name}`] ??= []).push(tap);
          console.log(
            `run ${round}/${runs} first tap  ${page.padEnd(13)} ${control.name.padEnd(15)} ${figures.ms(tap.ms ?? Infinity)}  (effect rendered ${figures.ms(tap.effectMs ?? Infinity)}, event timing ${tap.inp === null ? "< 16 ms" : figures.ms(tap.inp)}; JS before the tap ${tap.jsBytes} B)`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  }

  const plainLcp = figures.medianFigures(lighthouseRuns[PLAIN_PATH] ?? []).lcp;
  const results = routes.map((route) => {
    const summary = {
      route,
      lighthouse: figures.medianFigures(lighthouseRuns[route] ?? []),
      lighthouseRuns: lighthouseRuns[route],
      taps: controlsOf(route).map(({ name }) => ({
        control: name,
        site: tapRuns[`${route} ${name}`] ?? [],
        plain: tapRuns[`${PLAIN_PATH} ${name}`] ?? [],
      })),
    };
    return { ...summary, checks: figures.routeChecks(summary, plainLcp) };
  });
  const missed = figures.missedBudgets(results);
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown CPU",
    cores: availableParallelism(),
    loadAverage: loadavg()[0] ?? 0,
    benchmarkIndex: figures.median(benchmarkIndexes),
    cpuSlowdown,
  };

  console.log(
    `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per route. Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${cpuSlowdown}x CPU slowdown${cpuSlowdown === figures.DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ""}; first tap on a phone with the same slowdown, 150 ms RTT, 1.6 Mbps, 3 s after load.\n`,
  );
  for (const { route, checks, lighthouse } of results) {
    console.log(`${figures.routeTable(route, checks)}\n`);
    if (lighthouse.failedAudits.length > 0) {
      console.log(`Audits below a perfect score:\n  ${lighthouse.failedAudits.join("\n  ")}\n`);
    }
  }
  console.log(figures.machineLine(machine));

  const report = {
    date: new Date().toISOString(),
    runs,
    machine,
    benchmarkIndexes,
    lighthouse: lighthouseVersion,
    budgets: figures.BUDGETS,
    plain: { path: PLAIN_PATH, lighthouseRuns: lighthouseRuns[PLAIN_PATH], lcp: plainLcp },
    results,
    missed,
  };
  await writeFile(path.join(RESULTS_DIR, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${RESULTS_DIR}/bench.json`);

  console.log(
    missed.length > 0 ? `\nBudgets missed:\n  ${missed.join("\n  ")}` : "\nEvery budget holds.",
  );
  if (values.check && missed.length > 0) process.exitCode = 1;
} finally {
  server?.kill();
  await rm(plainDir, { recursive: true, force: true });
  await github.close();
}
