// The first tap as a visitor on a mid-range phone feels it: a throttled phone (the bench's CPU
// slowdown, 4x unless told otherwise, 150 ms round trips, 1.6 Mbps down, 750 kbps up) opens the
// page, waits 3 s after the load event with nothing touched, then taps one control. The figure is
// the time from the touch to the first paint that shows the control's effect: the tap's
// event-timing duration (as Interaction to Next Paint counts it, up to the frame's presentation),
// or, when the effect shows in a later frame (a handler that first waits for a script to load),
// the time to that frame.
import { ROUTES } from "../../src/routes.ts";
import { watchEffect } from "./watch-effect.mjs";

/**
 * @typedef {object} Control
 * @property {string} name
 * @property {string} selector         the control, on the site and the plain page alike
 * @property {string} [text]           its text, when the selector matches several
 * @property {"html" | "control"} watch  where the effect shows
 * @property {string} attribute        the attribute that changes when it does
 * @property {readonly string[]} [routes]  the routes that have it, when not every one
 */

/** @type {readonly Control[]} */
export const CONTROLS = [
  { name: "theme switch", selector: "[data-theme-switch]", watch: "html", attribute: "class" },
  {
    name: "phone menu",
    selector: "[data-menu-button]",
    watch: "control",
    attribute: "aria-expanded",
  },
  {
    name: "Live Links tab",
    selector: '[role="tab"]',
    text: "Live Links",
    watch: "control",
    attribute: "aria-selected",
    routes: [ROUTES.projects],
  },
];

/** @param {string} route */
export const controlsOf = (route) =>
  CONTROLS.filter((control) => !control.routes || control.routes.includes(route));

// Lighthouse's mobile figures for 1.6 Mbps and 750 kbps.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const SETTLE_MS = 3_000;
const EFFECT_TIMEOUT_MS = 10_000;

/**
 * @typedef {object} TapResult
 * @property {number | null} ms       touch to the paint showing the effect; null: it never showed
 * @property {number | null} effectMs touch to the end of the page's rendering of the effect
 * @property {number | null} inp      the longest event-timing duration of the tap (>= 16 ms only)
 * @property {string[]} foreignHosts  origins requested other than the allowed ones
 * @property {number} jsBytes         JavaScript fetched before the tap (encoded body and headers)
 */

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {Control} control
 * @param {string[]} allowedOrigins
 * @param {number} cpuSlowdown  the phone's CPU as a slowdown of this machine's, as Lighthouse's
 * @returns {Promise<TapResult>}
 */
export async function measureFirstTap(browser, url, control, allowedOrigins, cpuSlowdown) {
  // The bench serves the site over HTTPS with a certificate made for the run.
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
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
        request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);

    let target = page.locator(control.selector).filter({ visible: true });
    if (control.text) target = target.filter({ hasText: control.text });
    target = target.first();
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${url}: no visible ${control.name} (${control.selector})`);

    const effect = await page.evaluateHandle(watchEffect, {
      selector: control.selector,
      text: control.text,
      watch: control.watch,
      attribute: control.attribute,
      timeoutMs: EFFECT_TIMEOUT_MS,
    });
    tapped = true;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const { start, painted, inp } = await effect.evaluate((watcher) => watcher.done);
    const effectMs = start !== null && painted !== null ? painted - start : null;
    return {
      ms: effectMs === null ? null : Math.max(effectMs, inp ?? 0),
      effectMs,
      inp,
      foreignHosts: [...foreign].sort(),
      jsBytes: (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await context.close();
  }
}
