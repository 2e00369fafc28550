// @vitest-environment node
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { resolveSiteConfig } from "../../src/config/resolve";
import { validateSiteConfig } from "../../src/config/schema";
import { analyticsProvider, ANALYTICS_PROVIDERS } from "../../src/lib/analytics-providers";
import {
  ANALYTICS_EVENTS,
  eventAttributes,
  pageEventAttributes,
} from "../../src/lib/analytics-events";

const errors = (analytics: unknown) => {
  const result = validateSiteConfig({ ...config, analytics });
  return result.ok ? [] : result.errors;
};

describe("the analytics option", () => {
  it("is off in the shipped config, and takes each provider with a site id", () => {
    expect(config.analytics).toBeUndefined();
    for (const provider of ANALYTICS_PROVIDERS) {
      expect(errors({ provider, siteId: "example.com" })).toEqual([]);
    }
    expect(errors({ provider: "umami", siteId: "abc", host: "https://stats.example.com" })).toEqual(
      [],
    );
  });

  it("names the field and what it wants when it is wrong", () => {
    expect(errors({ provider: "google", siteId: "x" }).join("\n")).toMatch(
      /analytics\.provider.*must be one of "plausible", "umami", "goatcounter", "cloudflare"/,
    );
    expect(errors({ provider: "plausible", siteId: " " }).join("\n")).toMatch(
      /analytics\.siteId.*must not be empty/,
    );
    expect(errors({ provider: "plausible", siteId: "a b" }).join("\n")).toMatch(
      /analytics\.siteId.*only letters, digits/,
    );
    expect(
      errors({ provider: "plausible", siteId: "a", host: "http://stats.example.com" }).join("\n"),
    ).toMatch(/analytics\.host.*must start with https:\/\//);
  });

  it("is switched on for one deploy by VITE_ANALYTICS_PROVIDER and VITE_ANALYTICS_SITE_ID", () => {
    expect(resolveSiteConfig(config, {}).analytics).toBeUndefined();
    expect(
      resolveSiteConfig(config, {
        VITE_ANALYTICS_PROVIDER: "goatcounter",
        VITE_ANALYTICS_SITE_ID: "alex",
      }).analytics,
    ).toEqual({ provider: "goatcounter", siteId: "alex" });
    expect(
      resolveSiteConfig(config, {
        VITE_ANALYTICS_PROVIDER: "plausible",
        VITE_ANALYTICS_SITE_ID: "a.example",
        VITE_ANALYTICS_HOST: "https://stats.example.com",
      }).analytics,
    ).toEqual({ provider: "plausible", siteId: "a.example", host: "https://stats.example.com" });
  });
});

describe("each provider", () => {
  it("loads its documented script and allows only its own origins", () => {
    expect(analyticsProvider({ provider: "plausible", siteId: "me.dev" })).toMatchObject({
      script: { src: "https://plausible.io/js/script.js", attributes: { "data-domain": "me.dev" } },
      scriptOrigin: "https://plausible.io",
      connectOrigins: ["https://plausible.io"],
      imgOrigins: [],
      events: true,
    });
    expect(
      analyticsProvider({ provider: "plausible", siteId: "me.dev", host: "https://s.me.dev/" }),
    ).toMatchObject({
      script: { src: "https://s.me.dev/js/script.js" },
      scriptOrigin: "https://s.me.dev",
      connectOrigins: ["https://s.me.dev"],
    });
    // Umami Cloud's script counts at its gateway, named in data-host-url so the CSP allows it.
    expect(analyticsProvider({ provider: "umami", siteId: "94db1cb1" })).toMatchObject({
      script: {
        src: "https://cloud.umami.is/script.js",
        attributes: {
          "data-website-id": "94db1cb1",
          "data-host-url": "https://gateway.umami.is",
        },
      },
      scriptOrigin: "https://cloud.umami.is",
      connectOrigins: ["https://gateway.umami.is"],
    });
    const selfHosted = analyticsProvider({
      provider: "umami",
      siteId: "94db1cb1",
      host: "https://stats.me.dev/",
    });
    expect(selfHosted.script).toEqual({
      src: "https://stats.me.dev/script.js",
      attributes: { "data-website-id": "94db1cb1" },
    });
    expect(selfHosted.scriptOrigin).toBe("https://stats.me.dev");
    expect(selfHosted.connectOrigins).toEqual(["https://stats.me.dev"]);
    expect(analyticsProvider({ provider: "goatcounter", siteId: "alex" })).toMatchObject({
      script: {
        src: "https://gc.zgo.at/count.js",
        attributes: { "data-goatcounter": "https://alex.goatcounter.com/count" },
      },
      scriptOrigin: "https://gc.zgo.at",
      connectOrigins: ["https://alex.goatcounter.com"],
      imgOrigins: ["https://alex.goatcounter.com"],
    });
    expect(analyticsProvider({ provider: "cloudflare", siteId: "tok123" })).toMatchObject({
      script: {
        src: "https://static.cloudflareinsights.com/beacon.min.js",
        attributes: { "data-cf-beacon": '{"token":"tok123"}' },
      },
      connectOrigins: ["https://cloudflareinsights.com"],
      events: false,
    });
  });
});

describe("event attributes", () => {
  it("mark a link with the event's name and its properties as JSON", () => {
    expect(eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "pdf" })).toEqual({
      "data-analytics-event": "CV download",
      "data-analytics-props": '{"format":"pdf"}',
    });
    expect(eventAttributes(ANALYTICS_EVENTS.bookingFollowed)).toEqual({
      "data-analytics-event": "Booking link followed",
    });
    // With analytics off, nothing.
    expect(eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "pdf" }, false)).toEqual({});
  });

  it("mark a page that counts as an event when opened", () => {
    expect(pageEventAttributes(ANALYTICS_EVENTS.caseStudyOpened, { slug: "task-board" })).toEqual({
      "data-analytics-page-event": "Case study opened",
      "data-analytics-props": '{"slug":"task-board"}',
    });
    expect(pageEventAttributes(ANALYTICS_EVENTS.caseStudyOpened, { slug: "x" }, false)).toEqual({});
  });
});
