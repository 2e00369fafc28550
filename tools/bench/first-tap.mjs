// The first tap as a visitor on a mid-range phone feels it: a throttled phone (the bench's CPU
// slowdown, 4x unless told otherwise, 150 ms round trips, 1.6 Mbps down, 750 kbps up) opens the
// page, waits 3 s after the load event with nothing touched, then taps one control (half a
// second after scrolling to it, when it is below the fold). The figure is the time from the
// touch to the first paint that shows the control's effect: the tap's event-timing duration (as
// Interaction to Next Paint counts it, up to the frame's presentation), or, when the effect shows
// in a later frame (a handler that first waits for a script to load), the time to that frame.
// The same tap on a plain page is the yardstick.
import { ROUTES } from "../../src/routes.ts";

export const PLAIN_PATH = "/bench-plain/";

/**
 * Each control is found by the same selector on the site and on the plain page; its effect
 * shows as a change of `attribute` on the root element or on the control itself. `pages` lists
 * the pages that have it, when not every one, in any language (/ar/projects/ is /projects/ too).
 */
export const CONTROLS = [
  { name: "theme switch", selector: "[data-theme-switch]", onRoot: true, attribute: "class" },
  { name: "phone menu", selector: "[data-menu-button]", attribute: "aria-expanded" },
  {
    // The second tab, whatever the page's language calls it.
    name: "Live Links tab",
    selector: '[role="tab"]:last-of-type',
    attribute: "aria-selected",
    pages: [ROUTES.projects, PLAIN_PATH],
  },
];
/** @typedef {(typeof CONTROLS)[number]} Control */

/** @param {string} page */
export const controlsOf = (page) =>
  CONTROLS.filter((control) => !control.pages || control.pages.some((end) => page.endsWith(end)));

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {Control} control
 * @param {string[]} allowedOrigins
 * @param {number} cpuSlowdown  the phone's CPU as a slowdown of this machine's, as Lighthouse's
 */
export async function measureFirstTap(browser, url, control, allowedOrigins, cpuSlowdown) {
  // The page's own context: closing the page closes it.
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    /** @type {Set<string>} */
    const foreign = new Set();
    page.on("request", (request) => {
      const { origin, protocol } = new URL(request.url());
      if (/^https?:$/.test(protocol) && !allowedOrigins.includes(origin)) foreign.add(origin);
    });
    // Lighthouse stops watching soon after the load event; scripts a page starts later but
    // before any interaction (an island hydrating when idle) count too.
    let tapped = false;
    /** @type {Promise<number>[]} */
    const scripts = [];
    page.on("requestfinished", (request) => {
      if (tapped || request.resourceType() !== "script") return;
      scripts.push(
        request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize),
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // Lighthouse's mobile figures for 1.6 Mbps and 750 kbps.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(3_000);

    const target = page.locator(control.selector).filter({ visible: true }).first();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const before = await scrollY();
    await target.scrollIntoViewIfNeeded();
    // A control below the fold is seen before it is touched: the tap comes half a second after
    // the scroll that brought it into view, whose pictures and paint are not the tap's.
    if ((await scrollY()) !== before) await page.waitForTimeout(500);
    const effect = await page.evaluateHandle(watchEffect, control);
    tapped = true;
    // A touch at the middle of the control, with none of Playwright's checks in the page.
    await target.tap({ force: true });
    const { start, painted, inp } = await effect.evaluate((watcher) => watcher.done);
    const effectMs = start !== null && painted !== null ? painted - start : null;
    return {
      /** Touch to the paint showing the effect; null: it never showed. */
      ms: effectMs === null ? null : Math.max(effectMs, inp ?? 0),
      /** Touch to the end of the page's rendering of the effect. */
      effectMs,
      /** The longest event-timing duration of the tap (16 ms and up only). */
      inp,
      foreignHosts: [...foreign].sort(),
      /** JavaScript fetched before the tap (encoded body and headers). */
      jsBytes: (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await page.close();
  }
}

/**
 * Runs in the page, not in Node (Playwright sends the function's source), before the tap:
 * resolves once the effect has been painted (a task posted from the next animation frame runs
 * after that frame's paint), or after 10 s without it.
 * @param {Control} control
 * @returns {{ done: Promise<{ start: number | null, painted: number | null, inp: number | null }> }}
 */
function watchEffect({ selector, onRoot, attribute }) {
  const find = () =>
    [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0);
  const read = () => (onRoot ? document.documentElement : find())?.getAttribute(attribute) ?? null;
  const before = read();
  /** @type {number | null} */
  let start = null;
  /** @type {number[]} */
  const durations = [];
  const events = new PerformanceObserver((list) => {
    // Event timing's interactionId is newer than TypeScript's DOM types.
    for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (
      list.getEntries()
    )) {
      if (entry.interactionId) durations.push(entry.duration);
    }
  });
  events.observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
  window.addEventListener("pointerdown", (event) => (start ??= event.timeStamp), { capture: true });
  return {
    done: new Promise((resolve) => {
      /** @param {number | null} painted */
      const finish = (painted) => {
        mutations.disconnect();
        clearTimeout(timer);
        // Event timing entries are delivered a little after the paint they end with.
        setTimeout(() => {
          events.disconnect();
          resolve({ start, painted, inp: durations.length > 0 ? Math.max(...durations) : null });
        }, 300);
      };
      const mutations = new MutationObserver(() => {
        if (read() === before) return;
        mutations.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => finish(performance.now());
          channel.port2.postMessage(null);
        });
      });
      mutations.observe(document, { subtree: true, attributes: true, childList: true });
      const timer = setTimeout(() => finish(null), 10_000);
    }),
  };
}
