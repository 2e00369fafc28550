// Runs in the page under test, not in Node: Playwright sends the function's source to the page.
/* global document, window, performance, PerformanceObserver, MutationObserver, MessageChannel, requestAnimationFrame */

/**
 * @typedef {object} Watch
 * @property {string} selector
 * @property {string | undefined} text
 * @property {"html" | "control"} watch
 * @property {string} attribute
 * @property {number} timeoutMs
 */

/**
 * Runs in the page, before the tap: resolves once the effect has been painted (a task posted
 * from the next animation frame runs after that frame's paint) or the time is up.
 * @param {Watch} options
 * @returns {{ done: Promise<{ start: number | null, painted: number | null, inp: number | null }> }}
 */
export function watchEffect({ selector, text, watch, attribute, timeoutMs }) {
  const find = () =>
    [...document.querySelectorAll(selector)].find(
      (element) =>
        (!text || element.textContent?.trim() === text) && element.getClientRects().length > 0,
    );
  const read = () =>
    (watch === "html" ? document.documentElement : find())?.getAttribute(attribute) ?? null;
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
  window.addEventListener(
    "pointerdown",
    (event) => {
      start ??= event.timeStamp;
    },
    { capture: true },
  );
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
      const timer = setTimeout(() => finish(null), timeoutMs);
    }),
  };
}
