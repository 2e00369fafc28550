// The benchmark's figures and budgets, kept free of I/O so the unit tests can feed them made-up
// runs: what is read from a Lighthouse report, how runs combine (medians, because the machines
// are shared and noisy) and which budgets a route meets.

/** @typedef {import("lighthouse").Result} LighthouseResult */

/**
 * @typedef {object} LighthouseFigures
 * @property {number} performance      category scores, 0-100
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcp              milliseconds
 * @property {number} lcp              milliseconds
 * @property {number} tbt              milliseconds
 * @property {number} cls
 * @property {number} jsBytes          JavaScript fetched (transfer size, as served), bytes
 * @property {number} fontBytes        web fonts fetched (transfer size, as served), bytes
 * @property {number} totalBytes       everything fetched, bytes
 * @property {string[]} foreignHosts   origins requested other than the allowed ones
 * @property {string[]} failedAudits   audits below a perfect score, per category
 */

/**
 * One control's first tap: milliseconds from the touch to the first paint showing its effect,
 * on the site and on the plain page, one entry per run; null when the effect never showed.
 * @typedef {object} TapRuns
 * @property {string} control
 * @property {(number | null)[]} site
 * @property {(number | null)[]} plain
 */

/**
 * @typedef {object} RouteSummary
 * @property {string} route
 * @property {LighthouseFigures} lighthouse   medians over the runs
 * @property {TapRuns[]} taps
 * @property {string[]} tapForeignHosts       origins other than the allowed ones, seen while tapping
 * @property {number[]} tapJsBytes            JavaScript fetched in the 3 s before each tap
 */

/**
 * @typedef {object} Check
 * @property {string} figure    what is measured, e.g. "LCP"
 * @property {string} value     the figure as printed
 * @property {string} budget    the budget as printed, "" when the figure has none
 * @property {boolean | null} ok  null when the figure has no budget
 */

export const KB = 1000;

export const BUDGETS = Object.freeze({
  /** Each Lighthouse category score, at least. */
  score: 100,
  tbtMs: 50,
  cls: 0.01,
  /** LCP at most this many times the plain page's. */
  lcpRatio: 1.3,
  /** First tap at most this many times the same tap on the plain page. */
  tapRatio: 3,
  /** JavaScript fetched with no interaction, on the pages a visitor only reads. */
  jsBytes: 3 * KB,
  jsRoutes: Object.freeze(["/", "/about/", "/blog/typing-fetch-responses-at-the-boundary/"]),
  /** Web fonts fetched by the home page, which shows both faces. */
  fontBytes: 100 * KB,
  fontRoutes: Object.freeze(["/"]),
});

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The median of tap times, where a tap whose effect never showed counts as slower than any
 * other: one lost tap among three does not hide, two make the median infinite.
 * @param {(number | null)[]} values
 */
export function tapMedian(values) {
  return median(values.map((value) => value ?? Number.POSITIVE_INFINITY));
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
 * @param {string[]} allowedOrigins  the site's own origin, the GitHub stand-in, EmailJS
 * @returns {LighthouseFigures}
 */
export function figuresFromReport(lhr, allowedOrigins) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;

  let jsBytes = 0;
  let fontBytes = 0;
  let totalBytes = 0;
  /** @type {Set<string>} */
  const foreign = new Set();
  for (const item of tableItems(lhr.audits["network-requests"]?.details)) {
    const url = String(item.url ?? "");
    if (!/^https?:/.test(url)) continue;
    const size = Number(item.transferSize) || 0;
    totalBytes += size;
    if (item.resourceType === "Script") jsBytes += size;
    if (item.resourceType === "Font") fontBytes += size;
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
    fontBytes,
    totalBytes,
    foreignHosts: [...foreign].sort(),
    failedAudits,
  };
}

/** @typedef {"performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "tbt" | "cls" | "jsBytes" | "fontBytes" | "totalBytes"} NumericFigure */

/** @type {NumericFigure[]} */
const NUMERIC = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "jsBytes",
  "fontBytes",
  "totalBytes",
];

/**
 * One figure per metric: the median over the runs. Lists (foreign hosts, failed audits) are the
 * union, so a request or a failure seen once is still reported.
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures}
 */
export function medianFigures(runs) {
  /** @param {"foreignHosts" | "failedAudits"} key */
  const all = (key) => [...new Set(runs.flatMap((run) => run[key]))].sort();
  const numbers = Object.fromEntries(
    NUMERIC.map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  return {
    .../** @type {Record<NumericFigure, number>} */ (numbers),
    foreignHosts: all("foreignHosts"),
    failedAudits: all("failedAudits"),
  };
}

/**
 * A figure as printed; NaN (Lighthouse gave none) and Infinity (a tap never showed its effect)
 * are spelled out, and fail their budgets because every comparison with them is false.
 * @param {number} value
 * @param {(value: number) => string} format
 */
function shown(value, format) {
  if (Number.isNaN(value)) return "not measured";
  return value === Number.POSITIVE_INFINITY ? "no effect" : format(value);
}
/** @param {number} ms */
const millis = (ms) => shown(ms, (value) => `${Math.round(value)} ms`);
/** @param {number} ratio */
const times = (ratio) => shown(ratio, (value) => `${value.toFixed(2)}x`);
/** @param {number} bytes */
const kb = (bytes) => shown(bytes, (value) => `${(value / KB).toFixed(2)} KB`);

/**
 * Every figure of one route with its budget, in the order the table prints them.
 * @param {RouteSummary} summary
 * @param {number} plainLcp  the plain page's median LCP, measured in the same run
 * @returns {Check[]}
 */
export function routeChecks(summary, plainLcp) {
  const f = summary.lighthouse;
  /** @param {string} figure @param {number} value @param {string} shown */
  const score = (figure, value, shown = String(value)) => ({
    figure,
    value: shown,
    budget: `>= ${BUDGETS.score}`,
    ok: value >= BUDGETS.score,
  });
  const lcpLimit = plainLcp * BUDGETS.lcpRatio;
  const jsBudgeted = BUDGETS.jsRoutes.includes(summary.route);
  const fontBudgeted = BUDGETS.fontRoutes.includes(summary.route);
  // The larger of what Lighthouse saw and what the phone fetched before its first tap.
  const jsBytes = Math.max(f.jsBytes, median(summary.tapJsBytes) || 0);
  const foreign = [...new Set([...f.foreignHosts, ...summary.tapForeignHosts])].sort();

  /** @type {Check[]} */
  const checks = [
    score("Performance", f.performance),
    score("Accessibility", f.accessibility),
    score("Best Practices", f.bestPractices),
    score("SEO", f.seo),
    { figure: "FCP", value: millis(f.fcp), budget: "", ok: null },
    {
      figure: "LCP",
      value: `${millis(f.lcp)} (${times(f.lcp / plainLcp)} plain ${millis(plainLcp)})`,
      budget: `<= ${BUDGETS.lcpRatio}x plain (${millis(lcpLimit)})`,
      ok: f.lcp <= lcpLimit,
    },
    {
      figure: "TBT",
      value: millis(f.tbt),
      budget: `<= ${BUDGETS.tbtMs} ms`,
      ok: f.tbt <= BUDGETS.tbtMs,
    },
    {
      figure: "CLS",
      value: shown(f.cls, (value) => value.toFixed(3)),
      budget: `<= ${BUDGETS.cls}`,
      ok: f.cls <= BUDGETS.cls,
    },
    {
      figure: "JS, no interaction",
      value: shown(jsBytes, (value) => `${Math.round(value)} B`),
      budget: jsBudgeted ? `<= ${BUDGETS.jsBytes} B (${BUDGETS.jsBytes / KB} KB)` : "",
      ok: jsBudgeted ? jsBytes <= BUDGETS.jsBytes : null,
    },
    {
      figure: "Font bytes",
      value: kb(f.fontBytes),
      budget: fontBudgeted ? `<= ${BUDGETS.fontBytes / KB} KB` : "",
      ok: fontBudgeted ? f.fontBytes <= BUDGETS.fontBytes : null,
    },
    { figure: "Total bytes", value: kb(f.totalBytes), budget: "", ok: null },
  ];
  for (const tap of summary.taps) {
    const site = tapMedian(tap.site);
    const plain = tapMedian(tap.plain);
    // Without a plain figure there is nothing to compare with: that fails rather than passes.
    const ratio = Number.isFinite(plain) ? site / plain : Number.NaN;
    checks.push({
      figure: `First tap: ${tap.control}`,
      value: `${millis(site)} vs plain ${millis(plain)}${Number.isFinite(ratio) ? ` = ${times(ratio)}` : ""}`,
      budget: `<= ${BUDGETS.tapRatio}x plain`,
      ok: ratio <= BUDGETS.tapRatio,
    });
  }
  checks.push({
    figure: "Other hosts",
    value: foreign.length > 0 ? foreign.join(", ") : "none",
    budget: "none",
    ok: foreign.length === 0,
  });
  return checks;
}

/**
 * Every budget missed, as a sentence naming the route, the figure and the budget.
 * @param {{ route: string, checks: Check[] }[]} routes
 * @returns {string[]}
 */
export function missedBudgets(routes) {
  return routes.flatMap(({ route, checks }) =>
    checks
      .filter((check) => check.ok === false)
      .map((check) => `${route}: ${check.figure} is ${check.value}, budget ${check.budget}`),
  );
}
