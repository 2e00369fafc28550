// The benchmark's figures, budgets and report, kept free of I/O so the unit tests can feed them
// made-up runs: what is read from a Lighthouse report, how runs combine (medians, because the
// machines are shared and noisy), which budgets a route meets and how that is printed.

export const KB = 1000;

/** Lighthouse's CPU slowdown, meant for a high-end desktop. */
export const DEFAULT_CPU_SLOWDOWN = 4;

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

/**
 * The middle value, or the mean of the middle two; NaN when there is none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return (at(Math.floor((sorted.length - 1) / 2)) + at(Math.floor(sorted.length / 2))) / 2;
}

/**
 * The figures the budgets are about, from one Lighthouse report: category scores (0-100), paint
 * and blocking times (ms), bytes fetched (transfer size, as served), the origins requested other
 * than the allowed ones, and the audits below a perfect score.
 * @param {import("lighthouse").Result} lhr
 * @param {string[]} allowedOrigins  the site's own origin, the GitHub stand-in, EmailJS
 */
export function figuresFromReport(lhr, allowedOrigins) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details;
  const requests = (details?.type === "table" ? details.items : []).filter((item) =>
    /^https?:/.test(String(item.url)),
  );
  const bytes = (/** @type {string | undefined} */ type) =>
    requests
      .filter((item) => type === undefined || item.resourceType === type)
      .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0);
  const origins = new Set(requests.map((item) => new URL(String(item.url)).origin));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("Script"),
    fontBytes: bytes("Font"),
    totalBytes: bytes(undefined),
    foreignHosts: [...origins].filter((origin) => !allowedOrigins.includes(origin)).sort(),
    // Informative audits score 1 and those that do not apply null, so neither is listed.
    failedAudits: Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
      auditRefs.flatMap(({ id, weight }) => {
        const audit = lhr.audits[id];
        if (!audit || weight === 0 || audit.score === null || audit.score >= 1) return [];
        return [`${category}: ${id} (${audit.displayValue ?? audit.score})`];
      }),
    ),
  };
}

/** @typedef {ReturnType<typeof figuresFromReport>} LighthouseFigures */

/**
 * One figure per metric: the median over the runs. Lists (foreign hosts, failed audits) are the
 * union, so a request or a failure seen once is still reported.
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures}
 */
export function medianFigures(runs) {
  const keys = /** @type {(keyof LighthouseFigures)[]} */ (Object.keys(runs[0] ?? {}));
  const figures = keys.map((key) => {
    const values = runs.map((run) => run[key]);
    const lists = values.filter((value) => Array.isArray(value));
    return [key, lists.length > 0 ? [...new Set(lists.flat())].sort() : median(values.map(Number))];
  });
  return /** @type {LighthouseFigures} */ (Object.fromEntries(figures));
}

/**
 * One first tap on a phone: milliseconds from the touch to the first paint showing its effect
 * (null when it never showed), what was requested before it.
 * @typedef {{ ms: number | null, jsBytes: number, foreignHosts: string[] }} Tap
 */

/**
 * A figure as printed; NaN (not measured) and Infinity (a tap never showed its effect) are
 * spelled out, and fail their budgets because every comparison with them is false.
 * @param {number} value
 * @param {(value: number) => string} format
 */
const shown = (value, format) =>
  Number.isNaN(value) ? "not measured" : value === Infinity ? "no effect" : format(value);
export const ms = (/** @type {number} */ value) => shown(value, (v) => `${Math.round(v)} ms`);
const times = (/** @type {number} */ value) => shown(value, (v) => `${v.toFixed(2)}x`);
const kb = (/** @type {number} */ value) => shown(value, (v) => `${(v / KB).toFixed(2)} KB`);
const bytes = (/** @type {number} */ value) => shown(value, (v) => `${Math.round(v)} B`);
const fixed3 = (/** @type {number} */ value) => shown(value, (v) => v.toFixed(3));
/**
 * A tap whose effect never showed counts as slower than any other: one lost tap among three
 * does not hide, two make the median infinite.
 * @param {Tap[]} taps
 */
const tapMedian = (taps) => median(taps.map((tap) => tap.ms ?? Infinity));

/**
 * One row of a route's table; a figure without a budget is never missed.
 * @param {string} figure
 * @param {string} value
 */
function check(figure, value, budget = "", ok = false) {
  return { figure, value, budget, ok: budget ? ok : null };
}
/** @typedef {ReturnType<typeof check>} Check */

/**
 * Every figure of one route with its budget, in the order the table prints them.
 * @param {{ route: string, lighthouse: LighthouseFigures, taps: { control: string, site: Tap[], plain: Tap[] }[] }} summary
 *   Lighthouse's medians, and each control's taps on the route and on the plain page
 * @param {number} plainLcp  the plain page's median LCP, measured in the same run
 */
export function routeChecks({ route, lighthouse: f, taps }, plainLcp) {
  const score = (/** @type {string} */ figure, /** @type {number} */ value) =>
    check(figure, String(value), `>= ${BUDGETS.score}`, value >= BUDGETS.score);
  const lcpLimit = plainLcp * BUDGETS.lcpRatio;
  const siteTaps = taps.flatMap((tap) => tap.site);
  // The larger of what Lighthouse saw and what the phone fetched before its first tap.
  const jsBytes = Math.max(f.jsBytes, median(siteTaps.map((tap) => tap.jsBytes)) || 0);
  const foreign = new Set([...f.foreignHosts, ...siteTaps.flatMap((tap) => tap.foreignHosts)]);
  const jsBudget = BUDGETS.jsRoutes.includes(route)
    ? `<= ${BUDGETS.jsBytes} B (${BUDGETS.jsBytes / KB} KB)`
    : "";
  const fontBudget = BUDGETS.fontRoutes.includes(route) ? `<= ${BUDGETS.fontBytes / KB} KB` : "";
  return [
    score("Performance", f.performance),
    score("Accessibility", f.accessibility),
    score("Best Practices", f.bestPractices),
    score("SEO", f.seo),
    check("FCP", ms(f.fcp)),
    check(
      "LCP",
      `${ms(f.lcp)} (${times(f.lcp / plainLcp)} plain ${ms(plainLcp)})`,
      `<= ${BUDGETS.lcpRatio}x plain (${ms(lcpLimit)})`,
      f.lcp <= lcpLimit,
    ),
    check("TBT", ms(f.tbt), `<= ${BUDGETS.tbtMs} ms`, f.tbt <= BUDGETS.tbtMs),
    check("CLS", fixed3(f.cls), `<= ${BUDGETS.cls}`, f.cls <= BUDGETS.cls),
    check("JS, no interaction", bytes(jsBytes), jsBudget, jsBytes <= BUDGETS.jsBytes),
    check("Font bytes", kb(f.fontBytes), fontBudget, f.fontBytes <= BUDGETS.fontBytes),
    check("Total bytes", kb(f.totalBytes)),
    ...taps.map(({ control, site, plain }) => {
      const [siteMs, plainMs] = [tapMedian(site), tapMedian(plain)];
      // Without a plain figure there is nothing to compare with: that fails rather than passes.
      const ratio = Number.isFinite(plainMs) ? siteMs / plainMs : Number.NaN;
      return check(
        `First tap: ${control}`,
        `${ms(siteMs)} vs plain ${ms(plainMs)}${Number.isFinite(ratio) ? ` = ${times(ratio)}` : ""}`,
        `<= ${BUDGETS.tapRatio}x plain`,
        ratio <= BUDGETS.tapRatio,
      );
    }),
    check("Other hosts", [...foreign].sort().join(", ") || "none", "none", foreign.size === 0),
  ];
}

/**
 * Every budget missed, as a sentence naming the route, the figure and the budget.
 * @param {{ route: string, checks: Check[] }[]} routes
 */
export const missedBudgets = (routes) =>
  routes.flatMap(({ route, checks }) =>
    checks
      .filter((check) => check.ok === false)
      .map((check) => `${route}: ${check.figure} is ${check.value}, budget ${check.budget}`),
  );

/**
 * A Markdown table of one route's figures.
 * @param {string} route
 * @param {Check[]} checks
 */
export function routeTable(route, checks) {
  const rows = checks.map(({ figure, value, budget, ok }) => {
    const status = ok === null ? "" : ok ? "ok" : "MISSED";
    return `| ${figure} | ${value} | ${budget || "-"} | ${status} |`;
  });
  const head = [`### ${route}`, "", "| Figure | Median | Budget | |", "|---|---|---|---|"];
  return [...head, ...rows].join("\n");
}

/**
 * The machine the figures come from. Simulated throttling scales the CPU time it observes, so a
 * loaded machine inflates TBT and the scores: say so next to the figures. The slowdown suggested
 * is the one Lighthouse's documentation gives for a host of this benchmark index to stand for a
 * mid-tier phone ("Calibrating the CPU slowdown", docs/throttling.md): 4x on a high-end desktop
 * (1500 and up), 2x on a low-end desktop or a high-end phone (800 to 1500), none below.
 * @param {{ cpu: string, cores: number, loadAverage: number, benchmarkIndex: number, cpuSlowdown: number }} machine
 *   the load average is the one-minute one when the runs ended, the index the median of the runs
 */
export function machineLine({ cpu, cores, loadAverage, benchmarkIndex, cpuSlowdown }) {
  const suggested = benchmarkIndex >= 1500 ? DEFAULT_CPU_SLOWDOWN : benchmarkIndex >= 800 ? 2 : 1;
  const busy = loadAverage > cores || benchmarkIndex < 1000;
  return [
    `Machine: ${cpu}, ${cores} cores, load average ${loadAverage.toFixed(1)}, Lighthouse CPU benchmark index ${Math.round(benchmarkIndex)} (median), CPU slowdown ${cpuSlowdown}x.`,
    busy &&
      "The machine is busy: TBT, the Performance score and tap times are inflated. Re-run when it is idle.",
    suggested !== cpuSlowdown &&
      `For a machine of this index Lighthouse's calibration table gives a ${suggested}x slowdown: --cpu-slowdown ${suggested} measures the phone the default aims at (docs/throttling.md in Lighthouse's repository).`,
  ]
    .filter(Boolean)
    .join("\n");
}
