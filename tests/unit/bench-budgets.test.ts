// @vitest-environment node
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { BENCH_PAGES } from "../../src/routes";
import {
  BUDGETS,
  figuresFromReport,
  machineLine,
  median,
  medianFigures,
  missedBudgets,
  routeChecks,
  type LighthouseFigures,
  type Tap,
} from "../../tools/bench/budgets.mjs";

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  jsBytes: 1500,
  fontBytes: 52_000,
  totalBytes: 150_000,
  foreignHosts: [],
  failedAudits: [],
};
const PLAIN_LCP = 800;
const taps = (...ms: (number | null)[]): Tap[] =>
  ms.map((ms) => ({ ms, jsBytes: 0, foreignHosts: [] }));

/** A route's figures: perfect, but for the overrides, with one control tapped. */
type Route = {
  route?: string;
  lighthouse?: Partial<LighthouseFigures>;
  site?: Tap[];
  plain?: Tap[];
};
const checks = ({ route = "/", lighthouse, site = taps(60, 70), plain = taps(40) }: Route) =>
  routeChecks(
    { route, lighthouse: { ...perfect, ...lighthouse }, taps: [{ control: "menu", site, plain }] },
    PLAIN_LCP,
  );
const missed = (route: Route) =>
  missedBudgets([{ route: route.route ?? "/", checks: checks(route) }]);

describe("the budgets", () => {
  it("are set on pages the bench measures, at the addresses it measures them", () => {
    for (const route of [...BUDGETS.jsRoutes, ...BUDGETS.fontRoutes]) {
      expect(BENCH_PAGES).toContain(route);
    }
  });

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[], Number.NaN],
  ])("median of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("take the median of the runs but keep every foreign host seen", () => {
    const noisy = { ...perfect, tbt: 900, foreignHosts: ["https://fonts.example"] };
    const figures = medianFigures([perfect, noisy, perfect]);
    expect(figures).toEqual({ ...perfect, foreignHosts: ["https://fonts.example"] });
  });

  const heavy = { jsBytes: 3001, fontBytes: 100_001 };
  const late = [1500, 60_000, 60_000].map((jsBytes) => ({ ms: 60, jsBytes, foreignHosts: [] }));
  it.each<[string, Route, string[]]>([
    [
      "nothing for a route exactly at every limit",
      {
        lighthouse: { lcp: PLAIN_LCP * 1.3, tbt: 50, cls: 0.01, jsBytes: 3000, fontBytes: 100_000 },
        site: taps(120, 120, 120),
      },
      [],
    ],
    [
      "every miss, with its route, figure and budget, and what could not be measured",
      { route: "/about/", lighthouse: { performance: 99, tbt: 51, cls: Number.NaN, lcp: 1041 } },
      [
        "/about/: Performance is 99, budget >= 100",
        "/about/: LCP is 1041 ms (1.30x plain 800 ms), budget <= 1.3x plain (1040 ms)",
        "/about/: TBT is 51 ms, budget <= 50 ms",
        "/about/: CLS is not measured, budget <= 0.01",
      ],
    ],
    [
      "JavaScript and fonts on the pages with those budgets only",
      { lighthouse: heavy },
      [
        "/: JS, no interaction is 3001 B, budget <= 3000 B (3 KB)",
        "/: Font bytes is 100.00 KB, budget <= 100 KB",
      ],
    ],
    ["no budget missed on a page with an island", { route: "/projects/", lighthouse: heavy }, []],
    [
      "scripts fetched after Lighthouse stopped watching, before any tap",
      { route: "/about/", site: late },
      ["/about/: JS, no interaction is 60000 B, budget <= 3000 B (3 KB)"],
    ],
    [
      "the median first tap against the plain page's",
      { site: taps(130, 121, 500), plain: taps(40, 30, 50) },
      ["/: First tap: menu is 130 ms vs plain 40 ms = 3.25x, budget <= 3x plain"],
    ],
    ["nothing when one tap in three had no effect", { site: taps(null, 100, 110) }, []],
    [
      "two taps in three without effect",
      { site: taps(null, 60, null) },
      ["/: First tap: menu is no effect vs plain 40 ms, budget <= 3x plain"],
    ],
    [
      "a tap with nothing to compare it with",
      { plain: taps(null) },
      ["/: First tap: menu is 65 ms vs plain no effect, budget <= 3x plain"],
    ],
    [
      "requests to other hosts, from Lighthouse and from the taps",
      {
        lighthouse: { foreignHosts: ["https://cdn.example"] },
        site: [{ ms: 60, jsBytes: 0, foreignHosts: ["https://fonts.example"] }],
      },
      ["/: Other hosts is https://cdn.example, https://fonts.example, budget none"],
    ],
  ])("report %s", (_, route, expected) => {
    expect(missed(route)).toEqual(expected);
  });
});

describe("figuresFromReport", () => {
  it("sums transfer sizes by type and lists requests to hosts that are not allowed", () => {
    const requests: [string, string, number][] = [
      ["http://localhost:4310/", "Document", 10_000],
      ["http://localhost:4310/a.js", "Script", 50_000],
      ["http://localhost:4310/_astro/fonts/a.woff2", "Font", 29_000],
      ["http://localhost:4310/_astro/fonts/b.woff2", "Font", 23_000],
      ["http://127.0.0.1:4311/users/x/repos", "Fetch", 5_000],
      ["https://api.github.com/users/x/repos", "Fetch", 0],
      ["data:image/png;base64,AAAA", "Image", 0],
    ];
    const lhr = {
      categories: {
        performance: { score: 0.99, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
        accessibility: { score: 1, auditRefs: [{ id: "diagnostic", weight: 0 }] },
      },
      audits: {
        "total-blocking-time": { numericValue: 70, score: 0.9, displayValue: "70 ms" },
        diagnostic: { score: 0 },
        "network-requests": {
          details: {
            type: "table",
            items: requests.map(([url, resourceType, transferSize]) => ({
              url,
              resourceType,
              transferSize,
            })),
          },
        },
      },
    };
    const allowed = ["http://localhost:4310", "http://127.0.0.1:4311"];
    expect(figuresFromReport(lhr as unknown as Result, allowed)).toMatchObject({
      performance: 99,
      tbt: 70,
      jsBytes: 50_000,
      fontBytes: 52_000,
      totalBytes: 117_000,
      foreignHosts: ["https://api.github.com"],
      failedAudits: ["performance: total-blocking-time (70 ms)"],
    });
  });
});

const machine = { cpu: "CPU", cores: 4, loadAverage: 0.5, benchmarkIndex: 1800, cpuSlowdown: 4 };

describe("machineLine", () => {
  it("names the index and the slowdown, and says nothing more on a fitting machine", () => {
    expect(machineLine(machine)).toBe(
      "Machine: CPU, 4 cores, load average 0.5, Lighthouse CPU benchmark index 1800 (median), CPU slowdown 4x.",
    );
  });

  it.each([
    [1500, 4, null],
    [1499, 4, 2],
    [1230, 2, null],
    [800, 1, 2],
    [799, 4, 1],
  ])("on a machine of index %d at %dx, suggests %s", (benchmarkIndex, cpuSlowdown, suggested) => {
    const line = machineLine({ ...machine, benchmarkIndex, cpuSlowdown });
    expect(line).toContain(`CPU slowdown ${cpuSlowdown}x.`);
    if (suggested === null) expect(line).not.toContain("--cpu-slowdown");
    else expect(line).toContain(`gives a ${suggested}x slowdown: --cpu-slowdown ${suggested}`);
  });

  it("warns when the machine is busy", () => {
    expect(machineLine({ ...machine, loadAverage: 6.2 })).toContain("The machine is busy");
    expect(machineLine({ ...machine, benchmarkIndex: 999 })).toContain("The machine is busy");
  });
});
