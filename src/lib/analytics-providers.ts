/**
 * The privacy-friendly analytics a site may switch on (site.config.ts `analytics`), each as its
 * own documentation describes it: the script to load, its attributes, the origins it sends to,
 * how a custom event is counted, and where its data policy is. All four set no cookie.
 */

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter", "cloudflare"] as const;
export type AnalyticsProviderName = (typeof ANALYTICS_PROVIDERS)[number];

export interface AnalyticsSettings {
  provider: AnalyticsProviderName;
  /** Plausible: the site's domain; Umami: the website id; GoatCounter: the site code; Cloudflare: the token. */
  siteId: string;
  /** A self-hosted Plausible or Umami, such as https://stats.example.com. */
  host?: string | undefined;
}

export interface AnalyticsProvider {
  name: string;
  /** The script the loader adds, with its attributes. */
  script: { src: string; attributes: Record<string, string> };
  /** Origins the CSP must allow: the script's, and those it sends counts to. */
  scriptOrigin: string;
  connectOrigins: string[];
  /** GoatCounter falls back to an image request where sendBeacon is missing. */
  imgOrigins: string[];
  /** Whether the provider counts custom events (Cloudflare counts page views only). */
  events: boolean;
  /** The provider's own page on what it collects. */
  policy: string;
}

const origin = (url: string) => new URL(url).origin;

/** Where Umami Cloud's script sends its counts (`/api/send`). */
export const UMAMI_CLOUD_GATEWAY = "https://gateway.umami.is";

export function analyticsProvider(settings: AnalyticsSettings): AnalyticsProvider {
  const host = settings.host?.replace(/\/+$/, "");
  switch (settings.provider) {
    case "plausible": {
      const base = host ?? "https://plausible.io";
      return {
        name: "Plausible Analytics",
        script: { src: `${base}/js/script.js`, attributes: { "data-domain": settings.siteId } },
        scriptOrigin: origin(base),
        connectOrigins: [origin(base)],
        imgOrigins: [],
        events: true,
        policy: "https://plausible.io/data-policy",
      };
    }
    case "umami": {
      // A self-hosted Umami counts where its script is served. Umami Cloud's script is served from
      // cloud.umami.is but counts at its gateway: naming the gateway in `data-host-url` keeps the
      // script and the CSP's connect-src on the same origin.
      const base = host ?? "https://cloud.umami.is";
      const counter = host ?? UMAMI_CLOUD_GATEWAY;
      const attributes: Record<string, string> = { "data-website-id": settings.siteId };
      if (!host) attributes["data-host-url"] = counter;
      return {
        name: "Umami",
        script: { src: `${base}/script.js`, attributes },
        scriptOrigin: origin(base),
        connectOrigins: [origin(counter)],
        imgOrigins: [],
        events: true,
        policy: "https://umami.is/privacy",
      };
    }
    case "goatcounter": {
      const counter = `https://${settings.siteId}.goatcounter.com`;
      return {
        name: "GoatCounter",
        script: {
          src: "https://gc.zgo.at/count.js",
          attributes: { "data-goatcounter": `${counter}/count` },
        },
        scriptOrigin: "https://gc.zgo.at",
        connectOrigins: [counter],
        imgOrigins: [counter],
        events: true,
        policy: "https://www.goatcounter.com/help/privacy",
      };
    }
    case "cloudflare":
      return {
        name: "Cloudflare Web Analytics",
        script: {
          src: "https://static.cloudflareinsights.com/beacon.min.js",
          attributes: { "data-cf-beacon": JSON.stringify({ token: settings.siteId }) },
        },
        scriptOrigin: "https://static.cloudflareinsights.com",
        connectOrigins: ["https://cloudflareinsights.com"],
        imgOrigins: [],
        events: false,
        policy: "https://www.cloudflare.com/web-analytics/",
      };
  }
}
