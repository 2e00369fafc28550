// How the bench prints its results: one table per route, every figure next to its budget.

/** @typedef {import("./budgets.mjs").Check} Check */

/**
 * A Markdown table of one route's figures.
 * @param {string} route
 * @param {Check[]} checks
 */
export function routeTable(route, checks) {
  const status = (/** @type {boolean | null} */ ok) => (ok === null ? "" : ok ? "ok" : "MISSED");
  const rows = checks.map((check) =>
    [check.figure, check.value, check.budget || "-", status(check.ok)].join(" | "),
  );
  return [
    `### ${route}`,
    "",
    "| Figure | Median | Budget | |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

/**
 * @typedef {object} Machine
 * @property {string} cpu
 * @property {number} cores
 * @property {number} loadAverage          one-minute load average when the runs ended
 * @property {number} benchmarkIndex       Lighthouse's CPU speed estimate, median of the runs
 */

/**
 * The machine the figures come from. Simulated throttling scales the CPU time it observes, so a
 * loaded machine inflates TBT and the scores: say so next to the figures.
 * @param {Machine} machine
 */
export function machineLine(machine) {
  const line = `Machine: ${machine.cpu}, ${machine.cores} cores, load average ${machine.loadAverage.toFixed(1)}, Lighthouse CPU benchmark index ${Math.round(machine.benchmarkIndex)} (median).`;
  const busy = machine.loadAverage > machine.cores || machine.benchmarkIndex < 1000;
  return busy
    ? `${line}\nThe machine is busy: TBT, the Performance score and tap times are inflated. Re-run when it is idle.`
    : line;
}
