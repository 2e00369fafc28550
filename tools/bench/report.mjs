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
 * @property {number} cpuSlowdown          the CPU slowdown the runs used
 */

/** Lighthouse's CPU slowdown, meant for a high-end desktop. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown Lighthouse's documentation gives for a host of this benchmark index to stand
 * for a mid-tier phone ("Calibrating the CPU slowdown", docs/throttling.md): 4x on a high-end
 * desktop (1500 and up), 2x on a low-end desktop or a high-end phone (800 to 1500), none on a
 * host that is itself as slow as a mid-tier phone.
 * @param {number} benchmarkIndex
 */
export function suggestedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return DEFAULT_CPU_SLOWDOWN;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/**
 * The machine the figures come from. Simulated throttling scales the CPU time it observes, so a
 * loaded machine inflates TBT and the scores: say so next to the figures.
 * @param {Machine} machine
 */
export function machineLine(machine) {
  const lines = [
    `Machine: ${machine.cpu}, ${machine.cores} cores, load average ${machine.loadAverage.toFixed(1)}, Lighthouse CPU benchmark index ${Math.round(machine.benchmarkIndex)} (median), CPU slowdown ${machine.cpuSlowdown}x.`,
  ];
  if (machine.loadAverage > machine.cores || machine.benchmarkIndex < 1000) {
    lines.push(
      "The machine is busy: TBT, the Performance score and tap times are inflated. Re-run when it is idle.",
    );
  }
  const suggested = suggestedCpuSlowdown(machine.benchmarkIndex);
  if (suggested !== machine.cpuSlowdown) {
    lines.push(
      `For a machine of this index Lighthouse's calibration table gives a ${suggested}x slowdown: --cpu-slowdown ${suggested} measures the phone the default aims at (docs/throttling.md in Lighthouse's repository).`,
    );
  }
  return lines.join("\n");
}
