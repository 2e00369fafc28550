import type { Page, Request, Route } from "@playwright/test";
import {
  CLOUDFLARE_STAND_IN,
  GOATCOUNTER_STAND_IN,
  UMAMI_STAND_IN,
} from "../support/analytics-stand-ins.ts";
import { directive, pagePolicy } from "./support/csp.ts";
import { expect, test } from "./support/offline.ts";
import { currentVariant } from "./support/variants.ts";

/**
 * Analytics with Umami (Umami Cloud, or self-hosted with a host), GoatCounter and Cloudflare Web Analytics, one build each
 * (analytics.spec.ts covers Plausible and the default, off): each provider's script is loaded
 * once the page has loaded, from that provider alone, with the site's settings; its requests
 * are exactly those the provider's script sends; the CSP allows that provider and no other; no
 * cookie is set; the site's events reach the providers that count events; Global Privacy Control
 * keeps the script away; and the privacy policy names the provider.
 */

const { name: VARIANT, variant } = currentVariant();
const PROVIDER = variant.env.VITE_ANALYTICS_PROVIDER ?? "";
const SITE_ID = variant.env.VITE_ANALYTICS_SITE_ID ?? "";

/** A count the provider received, reduced to what the site decides. */
interface Count {
  /** The event's name; "pageview" for a page view. */
  name: string;
  /** The page's path (Umami, GoatCounter) or address (Cloudflare). */
  page: string;
  props?: Record<string, string>;
}

interface Provider {
  label: string;
  policy: string;
  script: string;
  standIn: string;
  /** The script tag's attributes the site sets from its config. */
  attributes: Record<string, string>;
  /** Where counts go, as the CSP must allow them. */
  connect: string;
  img?: string;
  events: boolean;
  /** Reads one intercepted count, or null when the request is not one. */
  read: (request: Request) => Count | null;
}

/** A self-hosted Umami serves its script and counts at its host; Umami Cloud counts at its gateway. */
const UMAMI_HOST = variant.env.VITE_ANALYTICS_HOST;
const UMAMI_SCRIPT = `${UMAMI_HOST ?? "https://cloud.umami.is"}/script.js`;
const UMAMI_COUNTER = UMAMI_HOST ?? "https://gateway.umami.is";
const GOATCOUNTER = `https://${SITE_ID}.goatcounter.com`;

const PROVIDERS: Record<string, Provider> = {
  umami: {
    label: "Umami",
    policy: "https://umami.is/privacy",
    script: UMAMI_SCRIPT,
    standIn: UMAMI_STAND_IN,
    attributes: {
      "data-website-id": SITE_ID,
      ...(UMAMI_HOST ? {} : { "data-host-url": UMAMI_COUNTER }),
    },
    connect: UMAMI_COUNTER,
    events: true,
    read: (request) => {
      if (request.url() !== `${UMAMI_COUNTER}/api/send` || request.method() !== "POST") return null;
      const body = JSON.parse(request.postData() ?? "{}") as {
        type: string;
        payload: Record<string, unknown>;
      };
      expect(body.type).toBe("event");
      expect(body.payload).toMatchObject({
        website: SITE_ID,
        hostname: "localhost",
        language: expect.any(String) as unknown,
        screen: expect.stringMatching(/^\d+x\d+$/) as unknown,
        title: expect.any(String) as unknown,
      });
      return {
        name: typeof body.payload.name === "string" ? body.payload.name : "pageview",
        page: String(body.payload.url),
        ...(body.payload.data ? { props: body.payload.data as Record<string, string> } : {}),
      };
    },
  },
  goatcounter: {
    label: "GoatCounter",
    policy: "https://www.goatcounter.com/help/privacy",
    script: "https://gc.zgo.at/count.js",
    standIn: GOATCOUNTER_STAND_IN,
    attributes: { "data-goatcounter": `${GOATCOUNTER}/count` },
    connect: GOATCOUNTER,
    img: GOATCOUNTER,
    events: true,
    read: (request) => {
      const url = new URL(request.url());
      if (`${url.origin}${url.pathname}` !== `${GOATCOUNTER}/count`) return null;
      const query = Object.fromEntries(url.searchParams);
      expect(Object.keys(query).sort()).toEqual(["b", "e", "p", "r", "rnd", "s", "t"]);
      if (query.e !== "true") return { name: "pageview", page: query.p ?? "" };
      // The site names an event's path after it and its details: "CV download: pdf".
      const [name = "", detail] = (query.p ?? "").split(": ");
      expect(query.t).toBe(name);
      return { name, page: "", ...(detail ? { props: { detail } } : {}) };
    },
  },
  cloudflare: {
    label: "Cloudflare Web Analytics",
    policy: "https://www.cloudflare.com/web-analytics/",
    script: "https://static.cloudflareinsights.com/beacon.min.js",
    standIn: CLOUDFLARE_STAND_IN,
    attributes: { "data-cf-beacon": JSON.stringify({ token: SITE_ID }) },
    connect: "https://cloudflareinsights.com",
    events: false,
    read: (request) => {
      if (request.url() !== "https://cloudflareinsights.com/cdn-cgi/rum") return null;
      const body = JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;
      expect(body.siteToken).toBe(SITE_ID);
      return { name: "pageview", page: new URL(String(body.location)).pathname };
    },
  },
};

const ALL_ORIGINS = [
  "plausible.io",
  "umami",
  "stats.alex-morgan.example.com",
  "goatcounter",
  "zgo.at",
  "cloudflareinsights",
];

const provider = PROVIDERS[PROVIDER];

/** Serves the provider's stand-in script and records what is sent to it. */
async function routeProvider(
  page: Page,
  current: Provider,
): Promise<{ scripts: Request[]; counts: Count[] }> {
  const recorded = { scripts: [] as Request[], counts: [] as Count[] };
  const answer = async (route: Route) => {
    const request = route.request();
    if (request.url() === current.script) {
      recorded.scripts.push(request);
      return route.fulfill({ contentType: "application/javascript", body: current.standIn });
    }
    const count = current.read(request);
    if (count) {
      recorded.counts.push(count);
      return route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
    }
    return route.abort("blockedbyclient");
  };
  for (const origin of new Set(
    [current.script, current.connect].map((url) => new URL(url).origin),
  )) {
    await page.route(`${origin}/**`, answer);
  }
  return recorded;
}

test.describe(`analytics on, with ${provider?.label ?? "another provider"}`, () => {
  test.skip(!provider, `${VARIANT}: not a build with one of these providers`);
  const current = provider as Provider;

  test("the script loads after the page has, from the provider only, and counts the visit", async ({
    page,
    context,
  }) => {
    const recorded = await routeProvider(page, current);
    const order: string[] = [];
    page.on("load", () => order.push("load"));
    page.on("request", (request) => {
      if (request.url() === current.script) order.push("script");
    });
    await page.goto("/about/");
    await expect.poll(() => recorded.counts.length).toBe(1);
    expect(order).toEqual(["load", "script"]);
    expect(recorded.scripts.map((request) => request.url())).toEqual([current.script]);
    expect(recorded.counts).toEqual([{ name: "pageview", page: "/about/" }]);

    const tag = page.locator(`script[src="${current.script}"]`);
    for (const [name, value] of Object.entries(current.attributes)) {
      await expect(tag).toHaveAttribute(name, value);
    }
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await context.cookies()).toEqual([]);

    const csp = await pagePolicy(page);
    const scriptOrigin = new URL(current.script).origin;
    // The site, its inline scripts' hashes, and the provider: nothing more.
    const scriptSources = directive(csp, "script-src").split(" ").slice(1);
    expect(scriptSources.filter((source) => !/^'sha256-[^']+'$/.test(source))).toEqual([
      "'self'",
      scriptOrigin,
    ]);
    // Beside the site's own (GitHub's API and EmailJS), exactly where the provider counts.
    expect(directive(csp, "connect-src")).toBe(
      `connect-src 'self' https://api.github.com https://api.emailjs.com ${new URL(current.connect).origin}`,
    );
    expect(directive(csp, "img-src")).toBe(
      current.img ? `img-src 'self' data: ${current.img}` : "img-src 'self' data:",
    );
    const others = ALL_ORIGINS.filter(
      (name) => !current.script.includes(name) && !current.connect.includes(name),
    );
    for (const name of others) expect(csp).not.toContain(name);
  });

  test("the site's events are counted where the provider counts events", async ({ page }) => {
    const recorded = await routeProvider(page, current);
    const events = () => recorded.counts.filter((count) => count.name !== "pageview");

    await page.goto("/");
    await expect.poll(() => recorded.counts.length).toBe(1);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CV" }).click();
    await download;

    const card = page.getByRole("link", { name: /Read Case Study/ }).first();
    const slug = ((await card.getAttribute("href")) ?? "").split("/").at(-1) ?? "";
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${slug}$`));
    await expect.poll(() => recorded.counts.filter((c) => c.name === "pageview").length).toBe(2);

    await page.goto("/contact/");
    await expect.poll(() => recorded.counts.filter((c) => c.name === "pageview").length).toBe(3);
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Book a call/ }).click();
    await (await popup).close();

    if (!current.events) {
      // Page views only: the clicks above sent nothing more.
      await page.waitForTimeout(500);
      expect(events()).toEqual([]);
      expect(recorded.counts.map((count) => count.page)).toEqual([
        "/",
        `/projects/${slug}/`,
        "/contact/",
      ]);
      return;
    }
    await expect.poll(() => events().length).toBe(3);
    const [cv, study, booking] = events();
    expect(cv?.name).toBe("CV download");
    // Umami takes the details as data ({ format: "pdf" }); GoatCounter in the event's path.
    expect(Object.values(cv?.props ?? {})).toEqual(["pdf"]);
    expect(study?.name).toBe("Case study opened");
    expect(Object.values(study?.props ?? {})).toEqual([slug]);
    expect(booking?.name).toBe("Booking link followed");
  });

  test("with Global Privacy Control on, the script is never loaded", async ({ page }) => {
    const recorded = await routeProvider(page, current);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await page.goto("/");
    await page.waitForLoadState("load");
    // The loader waits for an idle moment, at most 3 s.
    await page.waitForTimeout(3500);
    await page.getByRole("link", { name: "Download CV" }).click();
    await page.waitForTimeout(300);
    expect(recorded.scripts).toEqual([]);
    expect(recorded.counts).toEqual([]);
  });

  test("the privacy policy names the provider and its policy", async ({ page }) => {
    await routeProvider(page, current);
    await page.goto("/privacy-policy/");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { name: "Visit statistics" })).toBeVisible();
    await expect(main.getByRole("link", { name: current.label })).toHaveAttribute(
      "href",
      current.policy,
    );
    await expect(main).toContainText("sets no cookie");
    if (current.events) await expect(main).toContainText("It also counts these actions");
    else await expect(main).not.toContainText("It also counts these actions");
  });
});
