/**
 * The owner's analytics (site.config.ts `analytics`), a deferred script: the page's inline
 * stub (analytics.ts) adds it once the page has loaded, been painted and the browser is idle,
 * and never for a visitor whose browser asks not to be tracked. It loads the provider's script
 * and counts the site's events: a followed link that carries `data-analytics-event` (and
 * `data-analytics-props`), a page marked `data-analytics-page-event` (once, when opened), and
 * the `portfolio:analytics` DOM event an island dispatches, including those the stub kept from
 * before it came. Events before the provider's script has loaded wait for it.
 */
import { ANALYTICS_DOM_EVENT, type EarlyAnalytics } from "../lib/analytics-events";

type Props = Record<string, string>;

interface Counters {
  plausible?: ((name: string, options?: { props?: Props }) => void) & { q?: unknown[] };
  umami?: { track: (name: string, data?: Props) => void };
  goatcounter?: { count?: (vars: { path: string; title: string; event: boolean }) => void };
}

const script = document.currentScript;
const early = (window as { portfolioAnalytics?: EarlyAnalytics }).portfolioAnalytics;

if (script && early) {
  const { provider = "", src = "", attributes = "{}" } = script.dataset;
  const counters = window as unknown as Counters;
  const waiting: [string, Props | undefined][] = [];

  const send = (name: string, props?: Props) => {
    if (provider === "plausible") {
      // Plausible's documented queue: calls made before its script runs are sent when it does.
      const q: unknown[] = [];
      counters.plausible ??= Object.assign((...args: unknown[]) => void q.push(args), { q });
      counters.plausible(name, props ? { props } : undefined);
    } else if (provider === "umami" && counters.umami) {
      counters.umami.track(name, props);
    } else if (provider === "goatcounter" && counters.goatcounter?.count) {
      const path = props ? `${name}: ${Object.values(props).join(", ")}` : name;
      counters.goatcounter.count({ path, title: name, event: true });
    } else if (provider === "umami" || provider === "goatcounter") {
      waiting.push([name, props]);
    }
  };

  // An owner's own link may carry props that are not JSON: the event still counts, without them.
  const propsOf = ({ dataset }: HTMLElement): Props | undefined => {
    try {
      return dataset.analyticsProps ? (JSON.parse(dataset.analyticsProps) as Props) : undefined;
    } catch {
      return undefined;
    }
  };
  const count = (event: Event) => {
    if (event.type === "click") {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>("[data-analytics-event]");
      if (link?.dataset.analyticsEvent) send(link.dataset.analyticsEvent, propsOf(link));
    } else {
      const { detail } = event as CustomEvent<{ name?: string; props?: Props } | null>;
      if (detail?.name) send(detail.name, detail.props);
    }
  };

  // From now on this script counts; first what the stub kept.
  document.addEventListener("click", count, { capture: true });
  document.addEventListener(ANALYTICS_DOM_EVENT, count);
  early.stop();
  early.events.splice(0).forEach(count);
  // A page that counts as an event when opened (a case study), however the visitor came.
  const opened = document.querySelector<HTMLElement>("[data-analytics-page-event]");
  if (opened?.dataset.analyticsPageEvent) send(opened.dataset.analyticsPageEvent, propsOf(opened));

  const tag = document.createElement("script");
  tag.src = src;
  tag.defer = true;
  for (const [name, value] of Object.entries(JSON.parse(attributes) as Record<string, string>)) {
    tag.setAttribute(name, value);
  }
  tag.addEventListener("load", () => {
    for (const [name, props] of waiting.splice(0)) send(name, props);
  });
  document.head.append(tag);
}
