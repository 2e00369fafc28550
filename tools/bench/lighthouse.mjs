// One Lighthouse run: mobile, simulated throttling (Lighthouse's default config, its CPU slowdown
// aside when the bench is told another), in a fresh Chromium.
import lighthouse from "lighthouse";
import { figuresFromReport } from "./budgets.mjs";
import { launchChromium } from "./chrome.mjs";

/**
 * @typedef {object} LighthouseRun
 * @property {import("./budgets.mjs").LighthouseFigures} figures
 * @property {number} benchmarkIndex  Lighthouse's estimate of the CPU's speed during the run
 * @property {string} version
 * @property {string} report          the full report, JSON
 */

/**
 * @param {string} url
 * @param {{ chromiumPath: string, allowedOrigins: string[], cpuSlowdown: number }} options
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouse(url, { chromiumPath, allowedOrigins, cpuSlowdown }) {
  const chromium = await launchChromium(chromiumPath);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      // Only the CPU factor changes; the network stays Lighthouse's mobile default.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    return {
      figures: figuresFromReport(lhr, allowedOrigins),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      version: lhr.lighthouseVersion,
      report: String(result.report),
    };
  } finally {
    await chromium.close();
  }
}
