// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BENCH_PAGES } from "../../src/routes";
import {
  BUDGETS,
  figuresFromReport,
  median,
  medianFigures,
  missedBudgets,
  routeChecks,
  tapMedian,
  type LighthouseFigures,
  type RouteSummary,
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

function summary(overrides: Partial<RouteSummary> = {}): RouteSummary {
  return {
    route: "/",
    lighthouse: perfect,
    taps: [{ control: "theme switch", site: [60, 70, 80], plain: [30, 40, 50] }],
    tapForeignHosts: [],
    tapJsBytes: [],
    ...overrides,
  };
}

const missed = (route: RouteSummary) =>
  missedBudgets([{ route: route.route, checks: routeChecks(route, PLAIN_LCP) }]);

describe("BUDGETS", () => {
  it("budget pages the bench measures, at the addresses it measures them", () => {
    for (const route of [...BUDGETS.jsRoutes, ...BUDGETS.fontRoutes]) {
      expect(BENCH_PAGES).toContain(route);
    }
  });
});

describe("median", () => {
  it("takes the middle run, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("counts a tap whose effect never showed as the slowest", () => {
    expect(tapMedian([40, null, 50])).toBe(50);
    expect(tapMedian([null, 40, null])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("medianFigures", () => {
  it("ignores one noisy run but keeps every foreign host seen", () => {
    const noisy = { ...perfect, tbt: 900, foreignHosts: ["https://fonts.example"] };
    const figures = medianFigures([perfect, noisy, perfect]);
    expect(figures.tbt).toBe(20);
    expect(figures.foreignHosts).toEqual(["https://fonts.example"]);
  });
});

describe("routeChecks and missedBudgets", () => {
  it("passes a route that meets every budget, exactly at the limits too", () => {
    const atLimit = {
      ...perfect,
      lcp: PLAIN_LCP * 1.3,
      tbt: 50,
      cls: 0.01,
      jsBytes: 3000,
      fontBytes: 100_000,
    };
    const taps = [{ control: "phone menu", site: [150, 150, 150], plain: [50, 50, 50] }];
    expect(missed(summary({ lighthouse: atLimit, taps }))).toEqual([]);
  });

  it("names the route, the figure and the budget for every miss", () => {
    const slow = { ...perfect, performance: 99, tbt: 51, cls: 0.02, lcp: 1041 };
    expect(missed(summary({ route: "/about", lighthouse: slow }))).toEqual([
      "/about: Performance is 99, budget >= 100",
      "/about: LCP is 1041 ms (1.30x plain 800 ms), budget <= 1.3x plain (1040 ms)",
      "/about: TBT is 51 ms, budget <= 50 ms",
      "/about: CLS is 0.020, budget <= 0.01",
    ]);
  });

  it("holds the no-interaction JavaScript budget on / and /about only", () => {
    const heavy = { ...perfect, jsBytes: 3001 };
    expect(missed(summary({ route: "/", lighthouse: heavy }))).toEqual([
      "/: JS, no interaction is 3001 B, budget <= 3000 B (3 KB)",
    ]);
    expect(missed(summary({ route: "/projects", lighthouse: heavy }))).toEqual([]);
  });

  it("holds the font budget on / only", () => {
    const heavy = { ...perfect, fontBytes: 100_001 };
    expect(missed(summary({ route: "/", lighthouse: heavy }))).toEqual([
      "/: Font bytes is 100.00 KB, budget <= 100 KB",
    ]);
    expect(missed(summary({ route: "/about", lighthouse: heavy }))).toEqual([]);
    const route = routeChecks(summary({ route: "/" }), PLAIN_LCP);
    expect(route.find((check) => check.figure === "Font bytes")).toEqual({
      figure: "Font bytes",
      value: "52.00 KB",
      budget: "<= 100 KB",
      ok: true,
    });
  });

  it("counts the scripts a page fetches after Lighthouse stopped watching, before any tap", () => {
    const late = summary({ route: "/about/", tapJsBytes: [1500, 60_000, 60_000] });
    expect(missed(late)).toEqual([
      "/about/: JS, no interaction is 60000 B, budget <= 3000 B (3 KB)",
    ]);
  });

  it("compares the median first tap with the plain page's, and fails a tap with no effect", () => {
    const slow = [{ control: "phone menu", site: [130, 121, 500], plain: [40, 30, 50] }];
    expect(missed(summary({ taps: slow }))).toEqual([
      "/: First tap: phone menu is 130 ms vs plain 40 ms = 3.25x, budget <= 3x plain",
    ]);
    const lost = [{ control: "Live Links tab", site: [null, null, 60], plain: [40, 40, 40] }];
    expect(missed(summary({ taps: lost }))).toEqual([
      "/: First tap: Live Links tab is no effect vs plain 40 ms, budget <= 3x plain",
    ]);
  });

  it("fails a figure that could not be measured instead of passing it", () => {
    const unmeasured = summary({ lighthouse: { ...perfect, tbt: Number.NaN } });
    expect(missed(unmeasured)).toEqual(["/: TBT is not measured, budget <= 50 ms"]);
    const noPlain = summary({
      taps: [{ control: "theme switch", site: [40], plain: [null] }],
    });
    expect(missed(noPlain)).toHaveLength(1);
  });

  it("reports requests to other hosts, from Lighthouse and from the taps", () => {
    const route = summary({
      lighthouse: { ...perfect, foreignHosts: ["https://cdn.example"] },
      tapForeignHosts: ["https://fonts.example"],
    });
    expect(missed(route)).toEqual([
      "/: Other hosts is https://cdn.example, https://fonts.example, budget none",
    ]);
  });

  it("lists figures without a budget but never counts them as missed", () => {
    const checks = routeChecks(summary({ route: "/contact" }), PLAIN_LCP);
    expect(checks.filter((check) => check.ok === null).map((check) => check.figure)).toEqual([
      "FCP",
      "JS, no interaction",
      "Font bytes",
      "Total bytes",
    ]);
  });
});

describe("figuresFromReport", () => {
  it("sums transfer sizes by type and lists requests to hosts that are not allowed", () => {
    const lhr = {
      categories: {
        performance: { score: 0.99, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
        accessibility: { score: 1, auditRefs: [] },
        "best-practices": { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        "first-contentful-paint": { numericValue: 800 },
        "largest-contentful-paint": { numericValue: 900 },
        "total-blocking-time": { numericValue: 70, score: 0.9, displayValue: "70 ms" },
        "cumulative-layout-shift": { numericValue: 0 },
        "network-requests": {
          details: {
            items: [
              { url: "http://localhost:4310/", transferSize: 10_000, resourceType: "Document" },
              { url: "http://localhost:4310/a.js", transferSize: 50_000, resourceType: "Script" },
              {
                url: "http://localhost:4310/_astro/fonts/a.woff2",
                transferSize: 29_000,
                resourceType: "Font",
              },
              {
                url: "http://localhost:4310/_astro/fonts/b.woff2",
                transferSize: 23_000,
                resourceType: "Font",
              },
              {
                url: "http://127.0.0.1:4311/users/x/repos",
                transferSize: 5_000,
                resourceType: "Fetch",
              },
              {
                url: "https://api.github.com/users/x/repos",
                transferSize: 0,
                resourceType: "Fetch",
              },
              { url: "data:image/png;base64,AAAA", transferSize: 0, resourceType: "Image" },
            ],
          },
        },
      },
    };
    const figures = figuresFromReport(lhr as never, [
      "http://localhost:4310",
      "http://127.0.0.1:4311",
    ]);
    expect(figures).toMatchObject({
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
