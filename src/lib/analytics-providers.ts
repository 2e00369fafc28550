import type { SiteConfig } from "../config/schema.ts";

/**
 * The privacy-friendly analytics a site may switch on (site.config.ts `analytics`), each as its
 * own documentation describes it: the script to load, its attributes, the origins it sends to,
 * how a custom event is counted, and where its data policy is. All four set no cookie.
 */

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter", "cloudflare"] as const;

/** `siteId`: Plausible's domain, Umami's website id, GoatCounter's site code, Cloudflare's token. */
export type AnalyticsSettings = NonNullable<SiteConfig["analytics"]>;

export function analyticsProvider({ provider, siteId, host: given }: AnalyticsSettings) {
  const host = given?.replace(/\/+$/, "");
  const plausible = host ?? "https://plausible.io";
  // A self-hosted Umami counts where its script is served. Umami Cloud's script is served from
  // cloud.umami.is but counts at its gateway: naming the gateway in `data-host-url` keeps the
  // script and the CSP's connect-src on the same origin.
  const umamiCounter = host ?? "https://gateway.umami.is";
  const goatCounter = `https://${siteId}.goatcounter.com`;
  // Each: the script the loader adds, with its attributes (the CSP allows its origin), where it
  // sends its counts, and the provider's own page on what it collects.
  const providers = {
    plausible: {
      name: "Plausible Analytics",
      src: `${plausible}/js/script.js`,
      attributes: { "data-domain": siteId },
      counter: plausible,
      policy: "https://plausible.io/data-policy",
    },
    umami: {
      name: "Umami",
      src: `${host ?? "https://cloud.umami.is"}/script.js`,
      attributes: { "data-website-id": siteId, ...(!host && { "data-host-url": umamiCounter }) },
      counter: umamiCounter,
      policy: "https://umami.is/privacy",
    },
    goatcounter: {
      name: "GoatCounter",
      src: "https://gc.zgo.at/count.js",
      attributes: { "data-goatcounter": `${goatCounter}/count` },
      counter: goatCounter,
      policy: "https://www.goatcounter.com/help/privacy",
    },
    cloudflare: {
      name: "Cloudflare Web Analytics",
      src: "https://static.cloudflareinsights.com/beacon.min.js",
      attributes: { "data-cf-beacon": JSON.stringify({ token: siteId }) },
      counter: "https://cloudflareinsights.com",
      policy: "https://www.cloudflare.com/web-analytics/",
    },
  };
  const { name, src, attributes, counter, policy } = providers[provider];
  const counterOrigin = new URL(counter).origin;
  return {
    name,
    script: { src, attributes },
    // The origins the CSP allows: the script's, and those it sends counts to.
    scriptOrigin: new URL(src).origin,
    connectOrigins: [counterOrigin],
    // GoatCounter falls back to an image request where sendBeacon is missing.
    imgOrigins: provider === "goatcounter" ? [counterOrigin] : [],
    // Cloudflare counts page views only.
    events: provider !== "cloudflare",
    policy,
  };
}
