// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  figuresFromReport,
  median,
  medianFigures,
  missedBudgets,
  type RouteFigures,
} from "../../scripts/bench-budgets.mjs";

const perfect: RouteFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  jsBytes: 100 * 1024,
  totalBytes: 150 * 1024,
  foreignHosts: [],
  failedAudits: [],
};

describe("median", () => {
  it("takes the middle run, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
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

describe("missedBudgets", () => {
  it("passes a route that meets every budget, exactly at the limits too", () => {
    const atLimit = { ...perfect, fcp: 1200, lcp: 1200, tbt: 50, cls: 0.01 };
    expect(missedBudgets([{ route: "/", median: atLimit }])).toEqual([]);
  });

  it("names the route, the budget and the figure for every miss", () => {
    const slow = { ...perfect, performance: 99, tbt: 51, jsBytes: 121 * 1024 };
    expect(missedBudgets([{ route: "/about", median: slow }])).toEqual([
      "/about: Performance score is 99, budget >= 100",
      "/about: Total Blocking Time (ms) is 51, budget <= 50",
      "/about: JavaScript transferred (bytes) is 123904, budget <= 122880",
    ]);
    const foreign = { ...perfect, foreignHosts: ["https://cdn.example"] };
    expect(missedBudgets([{ route: "/", median: foreign }])).toEqual([
      "/: requests to other hosts: https://cdn.example",
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
                url: "http://localhost:4311/users/x/repos",
                transferSize: 5_000,
                resourceType: "Fetch",
              },
              { url: "https://cdn.example/b.js", transferSize: 0, resourceType: "Script" },
              { url: "data:image/png;base64,AAAA", transferSize: 0, resourceType: "Image" },
            ],
          },
        },
      },
    };
    const figures = figuresFromReport(lhr as never, [
      "http://localhost:4310",
      "http://localhost:4311",
    ]);
    expect(figures).toMatchObject({
      performance: 99,
      tbt: 70,
      jsBytes: 50_000,
      totalBytes: 65_000,
      foreignHosts: ["https://cdn.example"],
      failedAudits: ["performance: total-blocking-time (70 ms)"],
    });
  });
});
