// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsProvider, type AnalyticsSettings } from "../../src/lib/analytics-providers";
import { ANALYTICS_DOM_EVENT } from "../../src/lib/analytics-events";

/**
 * The deferred analytics script (src/scripts/analytics-counter.ts) with each provider: it adds
 * the provider's script with the site's settings, and hands the site's events to the provider's
 * own API (Plausible's queue, umami.track, goatcounter.count; Cloudflare counts page views only),
 * keeping those that come before the provider's script has loaded.
 */
type Window = typeof window & Record<string, unknown>;

/** The listeners each started script adds to the document, removed after each test. */
const listening: [string, EventListenerOrEventListenerObject, unknown][] = [];

async function start(settings: AnalyticsSettings, early: Event[] = []) {
  const provider = analyticsProvider(settings);
  document.body.innerHTML = `
    <a href="/cv.pdf" data-analytics-event="CV download" data-analytics-props='{"format":"pdf"}'>CV</a>
    <div data-analytics-page-event="Case study opened" data-analytics-props='{"slug":"shop"}'></div>`;
  const loader = document.createElement("script");
  Object.assign(loader.dataset, {
    provider: settings.provider,
    src: provider.script.src,
    attributes: JSON.stringify(provider.script.attributes),
  });
  vi.spyOn(document, "currentScript", "get").mockReturnValue(loader);
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
    if (listener) listening.push([type, listener, options]);
    add(type, listener, options);
  });
  const stop = vi.fn();
  (window as Window).portfolioAnalytics = { stop, events: early };
  vi.resetModules();
  await import("../../src/scripts/analytics-counter");
  const tag = document.head.querySelector<HTMLScriptElement>(
    `script[src="${provider.script.src}"]`,
  );
  return { provider, tag, stop };
}

const click = () => document.querySelector("a")?.click();

afterEach(() => {
  for (const [type, listener, options] of listening.splice(0)) {
    document.removeEventListener(type, listener, options as EventListenerOptions);
  }
  document.head.innerHTML = "";
  for (const name of ["portfolioAnalytics", "plausible", "umami", "goatcounter"]) {
    Reflect.deleteProperty(window, name);
  }
});

describe("the analytics script", () => {
  it("adds the provider's script with the site's settings, after taking over from the stub", async () => {
    const early = new CustomEvent(ANALYTICS_DOM_EVENT, {
      detail: { name: "Contact message sent" },
    });
    const { provider, tag, stop } = await start({ provider: "umami", siteId: "94db1cb1" }, [early]);
    expect(stop).toHaveBeenCalledOnce();
    expect(tag?.defer).toBe(true);
    for (const [name, value] of Object.entries(provider.script.attributes)) {
      expect(tag?.getAttribute(name)).toBe(value);
    }
  });

  it("Plausible: queues events until its script runs, with their properties", async () => {
    await start({ provider: "plausible", siteId: "me.dev" });
    click();
    const queue = (window as Window).plausible as { q: unknown[] };
    expect(queue.q).toEqual([
      ["Case study opened", { props: { slug: "shop" } }],
      ["CV download", { props: { format: "pdf" } }],
    ]);
  });

  it("counts a link whose props an owner wrote as something other than JSON, without them", async () => {
    await start({ provider: "plausible", siteId: "me.dev" });
    document.querySelector("a")?.setAttribute("data-analytics-props", "{format: pdf}");
    click();
    const queue = (window as Window).plausible as { q: unknown[] };
    expect(queue.q.at(-1)).toEqual(["CV download", undefined]);
  });

  it("Umami: tracks each event by name with its data, those before its script once it loads", async () => {
    const early = new CustomEvent(ANALYTICS_DOM_EVENT, {
      detail: { name: "Contact message sent" },
    });
    const { tag } = await start({ provider: "umami", siteId: "94db1cb1" }, [early]);
    click();
    const track = vi.fn();
    (window as Window).umami = { track };
    tag?.dispatchEvent(new Event("load"));
    click();
    expect(track.mock.calls).toEqual([
      ["Contact message sent", undefined],
      ["Case study opened", { slug: "shop" }],
      ["CV download", { format: "pdf" }],
      ["CV download", { format: "pdf" }],
    ]);
  });

  it("GoatCounter: counts each event with its details in the path", async () => {
    const { tag } = await start({ provider: "goatcounter", siteId: "me" });
    const count = vi.fn();
    (window as Window).goatcounter = { count };
    tag?.dispatchEvent(new Event("load"));
    click();
    expect(count.mock.calls).toEqual([
      [{ path: "Case study opened: shop", title: "Case study opened", event: true }],
      [{ path: "CV download: pdf", title: "CV download", event: true }],
    ]);
  });

  it("Cloudflare: loads its beacon and sends nothing else, as it counts page views only", async () => {
    const { tag } = await start({ provider: "cloudflare", siteId: "0123456789abcdef" });
    expect(tag?.getAttribute("data-cf-beacon")).toContain("0123456789abcdef");
    tag?.dispatchEvent(new Event("load"));
    click();
    expect(Object.keys(window)).not.toContain("plausible");
  });
});
