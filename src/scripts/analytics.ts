/**
 * The analytics stub, inline at the end of every page when site.config.ts switches analytics on.
 * For a visitor whose browser asks not to be tracked (Do Not Track or Global Privacy Control) it
 * does nothing. Otherwise it keeps the clicks and the site's own events from the start, and once
 * the page has loaded, been painted and the browser is idle, it adds the counting script
 * (analytics-counter.ts, a deferred file named in `data-counter`) with its own data attributes
 * (the provider, its script and that script's attributes), which loads the provider and counts
 * what was kept. The page's document carries only this.
 */
import { afterLoadIdle } from "../lib/after-load";
import { ANALYTICS_DOM_EVENT, type EarlyAnalytics } from "../lib/analytics-events";

const script = document.currentScript;
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
const optedOut =
  nav.globalPrivacyControl === true ||
  nav.doNotTrack === "1" ||
  (window as { doNotTrack?: string }).doNotTrack === "1";

if (script?.dataset.counter && !optedOut) {
  const events: Event[] = [];
  const keep = (event: Event) => events.push(event);
  document.addEventListener("click", keep, { capture: true });
  document.addEventListener(ANALYTICS_DOM_EVENT, keep);
  (window as { portfolioAnalytics?: EarlyAnalytics }).portfolioAnalytics = {
    events,
    stop: () => {
      document.removeEventListener("click", keep, { capture: true });
      document.removeEventListener(ANALYTICS_DOM_EVENT, keep);
    },
  };
  afterLoadIdle(() => {
    const counter = document.createElement("script");
    Object.assign(counter.dataset, script.dataset);
    counter.src = script.dataset.counter ?? "";
    document.head.append(counter);
  });
}
