// What the benchmark reads from a Lighthouse report, how runs are combined (medians, because
// shared machines are noisy) and the budgets every route has to meet.

/** @typedef {import("lighthouse").Result} LighthouseResult */

/**
 * @typedef {object} RouteFigures
 * @property {number} performance      category scores, 0-100
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcp              milliseconds
 * @property {number} lcp              milliseconds
 * @property {number} tbt              milliseconds
 * @property {number} cls
 * @property {number} jsBytes          JavaScript transferred (compressed), bytes
 * @property {number} totalBytes       everything transferred, bytes
 * @property {string[]} foreignHosts   origins requested other than the allowed ones
 * @property {string[]} failedAudits   audits below a perfect score, per category
 */

export const KIB = 1024;

/**
 * @typedef {object} Budget
 * @property {keyof RouteFigures} metric
 * @property {"min" | "max"} kind
 * @property {number} limit
 * @property {string} label
 */

/** @type {Budget[]} */
export const BUDGETS = [
  { metric: "performance", kind: "min", limit: 100, label: "Performance score" },
  { metric: "accessibility", kind: "min", limit: 100, label: "Accessibility score" },
  { metric: "bestPractices", kind: "min", limit: 100, label: "Best Practices score" },
  { metric: "seo", kind: "min", limit: 100, label: "SEO score" },
  { metric: "fcp", kind: "max", limit: 1200, label: "First Contentful Paint (ms)" },
  { metric: "lcp", kind: "max", limit: 1200, label: "Largest Contentful Paint (ms)" },
  { metric: "tbt", kind: "max", limit: 50, label: "Total Blocking Time (ms)" },
  { metric: "cls", kind: "max", limit: 0.01, label: "Cumulative Layout Shift" },
  { metric: "jsBytes", kind: "max", limit: 120 * KIB, label: "JavaScript transferred (bytes)" },
  { metric: "totalBytes", kind: "max", limit: 200 * KIB, label: "Total transferred (bytes)" },
];

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** @param {unknown} details @returns {Record<string, unknown>[]} */
function tableItems(details) {
  if (!details || typeof details !== "object" || !("items" in details)) return [];
  const items = /** @type {{ items: unknown }} */ (details).items;
  return Array.isArray(items) ? items.filter((item) => item && typeof item === "object") : [];
}

/**
 * The figures the budgets are about, from one Lighthouse report.
 * @param {LighthouseResult} lhr
 * @param {string[]} allowedOrigins  the site's own origin, GitHub's API (or its stand-in), EmailJS
 * @returns {RouteFigures}
 */
export function figuresFromReport(lhr, allowedOrigins) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;

  let jsBytes = 0;
  let totalBytes = 0;
  /** @type {Set<string>} */
  const foreign = new Set();
  for (const item of tableItems(lhr.audits["network-requests"]?.details)) {
    const url = String(item.url ?? "");
    if (!/^https?:/.test(url)) continue;
    const size = Number(item.transferSize) || 0;
    totalBytes += size;
    if (item.resourceType === "Script") jsBytes += size;
    const origin = new URL(url).origin;
    if (!allowedOrigins.includes(origin)) foreign.add(origin);
  }

  /** @type {string[]} */
  const failedAudits = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable")
        continue;
      failedAudits.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
    }
  }

  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes,
    totalBytes,
    foreignHosts: [...foreign].sort(),
    failedAudits,
  };
}

/**
 * One figure per metric: the median over the runs. Lists (foreign hosts, failed audits) are the
 * union, so a request or a failure seen once is still reported.
 * @param {RouteFigures[]} runs
 * @returns {RouteFigures}
 */
export function medianFigures(runs) {
  /** @param {"performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "tbt" | "cls" | "jsBytes" | "totalBytes"} key */
  const m = (key) => median(runs.map((run) => run[key]));
  /** @param {"foreignHosts" | "failedAudits"} key */
  const all = (key) => [...new Set(runs.flatMap((run) => run[key]))].sort();
  return {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    fcp: m("fcp"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    jsBytes: m("jsBytes"),
    totalBytes: m("totalBytes"),
    foreignHosts: all("foreignHosts"),
    failedAudits: all("failedAudits"),
  };
}

/**
 * Every budget a route misses, as a sentence naming the route, the budget and the figure.
 * @param {{ route: string, median: RouteFigures }[]} results
 * @returns {string[]}
 */
export function missedBudgets(results) {
  /** @type {string[]} */
  const missed = [];
  for (const { route, median: figures } of results) {
    for (const budget of BUDGETS) {
      const value = /** @type {number} */ (figures[budget.metric]);
      const ok = budget.kind === "min" ? value >= budget.limit : value <= budget.limit;
      if (!ok || Number.isNaN(value)) {
        missed.push(
          `${route}: ${budget.label} is ${round(value)}, budget ${budget.kind === "min" ? ">=" : "<="} ${budget.limit}`,
        );
      }
    }
    if (figures.foreignHosts.length > 0) {
      missed.push(`${route}: requests to other hosts: ${figures.foreignHosts.join(", ")}`);
    }
  }
  return missed;
}

/** @param {number} value */
function round(value) {
  return Number.isInteger(value) ? value : Number(value.toFixed(3));
}

/**
 * The results as a Markdown table, one row per route.
 * @param {{ route: string, median: RouteFigures }[]} results
 */
export function formatTable(results) {
  const head =
    "| Route | Perf | A11y | Best Pr. | SEO | FCP | LCP | TBT | CLS | JS (gzip) | Total |\n" +
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|";
  const rows = results.map(({ route, median: f }) =>
    [
      route,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      `${(f.fcp / 1000).toFixed(2)} s`,
      `${(f.lcp / 1000).toFixed(2)} s`,
      `${Math.round(f.tbt)} ms`,
      f.cls.toFixed(3),
      `${(f.jsBytes / KIB).toFixed(1)} KiB`,
      `${(f.totalBytes / KIB).toFixed(1)} KiB`,
    ].join(" | "),
  );
  return [head, ...rows.map((row) => `| ${row} |`)].join("\n");
}
