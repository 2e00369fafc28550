import type { Page, Request, Route } from "@playwright/test";
import { PLAUSIBLE_STAND_IN } from "../support/plausible.ts";
import { directive, pagePolicy } from "./support/csp.ts";
import { expect, test } from "./support/offline.ts";
import { currentVariant } from "./support/variants.ts";

/**
 * Analytics, off by default (the root build) and on with Plausible (the analytics build): the
 * provider's script is loaded only after the page has loaded, from the provider alone (the CSP
 * names it and no other), sets no cookie, stays away when the browser asks not to be tracked, and
 * counts the site's events with the exact requests Plausible's script sends.
 */

const ON = currentVariant().name === "analytics";
const PLAUSIBLE = "https://plausible.io";
const DOMAIN = process.env.VITE_ANALYTICS_SITE_ID ?? "alex-morgan.example.com";
const OTHER_PROVIDERS = ["umami", "goatcounter", "zgo.at", "cloudflareinsights"];

interface Sent {
  n: string;
  u: string;
  d: string;
  r: string | null;
  p?: Record<string, string>;
}

/** Serves the stand-in script and answers its events as Plausible does (202), recording them. */
async function routePlausible(page: Page): Promise<{ script: Request[]; events: Sent[] }> {
  const recorded = { script: [] as Request[], events: [] as Sent[] };
  await page.route(`${PLAUSIBLE}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === "/js/script.js") {
      recorded.script.push(request);
      return route.fulfill({ contentType: "application/javascript", body: PLAUSIBLE_STAND_IN });
    }
    if (url.pathname === "/api/event" && request.method() === "POST") {
      recorded.events.push(JSON.parse(request.postData() ?? "{}") as Sent);
      return route.fulfill({ status: 202, contentType: "text/plain", body: "ok" });
    }
    return route.abort("blockedbyclient");
  });
  return recorded;
}

test.describe("analytics off (the default)", () => {
  test.skip(ON, "the default build only");

  test("no page loads a counting script, and the CSP names no provider", async ({
    page,
    external,
  }) => {
    for (const path of ["/", "/about/", "/contact/", "/cv/"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      await expect(page.locator("script[data-provider]")).toHaveCount(0);
      await expect(page.locator("[data-analytics-event]")).toHaveCount(0);
      const csp = await pagePolicy(page);
      for (const name of [PLAUSIBLE, ...OTHER_PROVIDERS]) expect(csp).not.toContain(name);
    }
    await page.waitForTimeout(500);
    expect(
      external
        .map((request) => request.url())
        .filter((url) => /plausible|umami|goatcounter|cloudflareinsights/.test(url)),
    ).toEqual([]);
  });

  test("the privacy policy says no analytics are used", async ({ page }) => {
    await page.goto("/privacy-policy/");
    await expect(page.getByRole("main")).toContainText("no tracking cookies, and no analytics");
    await expect(page.getByRole("heading", { name: "Visit statistics" })).toHaveCount(0);
  });
});

test.describe("analytics on, with Plausible", () => {
  test.skip(!ON, "the analytics build only");

  test("the script loads after the page has, from Plausible only, and counts the visit", async ({
    page,
    context,
  }) => {
    const plausible = await routePlausible(page);
    const order: string[] = [];
    page.on("load", () => order.push("load"));
    page.on("request", (request) => {
      if (request.url().startsWith(PLAUSIBLE)) order.push(request.url());
    });
    await page.goto("/about/");
    await expect.poll(() => plausible.events.length).toBe(1);
    expect(order[0]).toBe("load");
    expect(plausible.script.map((request) => request.url())).toEqual([`${PLAUSIBLE}/js/script.js`]);
    expect(plausible.events[0]).toEqual({
      n: "pageview",
      u: page.url(),
      d: DOMAIN,
      r: null,
    });
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await context.cookies()).toEqual([]);

    const csp = await pagePolicy(page);
    const scriptSources = directive(csp, "script-src").split(" ").slice(1);
    expect(scriptSources.filter((source) => !/^'sha256-[^']+'$/.test(source))).toEqual([
      "'self'",
      PLAUSIBLE,
    ]);
    expect(directive(csp, "connect-src")).toBe(
      `connect-src 'self' https://api.github.com https://api.emailjs.com ${PLAUSIBLE}`,
    );
    for (const name of OTHER_PROVIDERS) expect(csp).not.toContain(name);
    expect(directive(csp, "img-src")).toBe("img-src 'self' data:");
  });

  test("CV downloads, case studies, repositories and the booking link are counted", async ({
    page,
  }) => {
    const plausible = await routePlausible(page);
    const events = () => plausible.events.filter((event) => event.n !== "pageview");

    await page.goto("/cv/");
    await expect.poll(() => plausible.events.length).toBe(1);
    for (const [name, format] of [
      ["Plain text", "text"],
      ["JSON Resume", "json"],
    ] as const) {
      const link = page.getByRole("link", { name });
      const file = new URL((await link.getAttribute("href")) ?? "", page.url()).href;
      await link.click();
      // Back once the file has opened: going back mid-navigation races the browser's own.
      await page.waitForURL(file);
      await page.goBack();
      await expect.poll(() => events().at(-1)).toMatchObject({ n: "CV download", p: { format } });
      await expect
        .poll(() => plausible.events.filter((e) => e.n === "pageview").length)
        .toBeGreaterThan(1);
    }

    await page.goto("/");
    await expect.poll(() => plausible.events.at(-1)?.n).toBe("pageview");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CV" }).click();
    await download;
    await expect
      .poll(() => events().at(-1))
      .toEqual({ n: "CV download", u: page.url(), d: DOMAIN, r: null, p: { format: "pdf" } });

    // A case study counts as opened on its own page, once per opening, however the visitor came.
    const opened = () => events().filter((event) => event.n === "Case study opened");
    const card = page.getByRole("link", { name: /Read Case Study/ }).first();
    const slug = ((await card.getAttribute("href")) ?? "").split("/").filter(Boolean).at(-1) ?? "";
    await card.click();
    await expect.poll(opened).toEqual([
      {
        n: "Case study opened",
        u: page.url(),
        d: DOMAIN,
        r: expect.any(String) as unknown,
        p: { slug },
      },
    ]);
    await page.reload();
    await expect.poll(() => opened().length).toBe(2);
    expect(opened()[1]).toMatchObject({ u: page.url(), p: { slug } });

    const repository = page.getByRole("link", { name: /View Repository/ });
    if ((await repository.count()) > 0) {
      const popup = page.waitForEvent("popup");
      await repository.first().click();
      await (await popup).close();
      await expect.poll(() => events().at(-1)?.n).toBe("Repository link followed");
    }

    await page.goto("/contact/");
    await expect.poll(() => plausible.events.at(-1)?.n).toBe("pageview");
    const booking = page.getByRole("link", { name: /Book a call/ });
    const popup = page.waitForEvent("popup");
    await booking.click();
    await (await popup).close();
    await expect.poll(() => events().at(-1)?.n).toBe("Booking link followed");
  });

  test("a link followed before the counting script has come is counted once it has", async ({
    page,
  }) => {
    const plausible = await routePlausible(page);
    // The page's fonts arrive late, so it has not finished loading when the visitor clicks:
    // the counting script waits for the load event, a painted frame and an idle moment.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_astro/fonts/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CV" }).click();
    await download;
    expect(plausible.script).toEqual([]);
    release();
    await expect
      .poll(() => plausible.events.map((event) => event.n))
      .toEqual(["pageview", "CV download"]);
    expect(plausible.events[1]?.p).toEqual({ format: "pdf" });
  });

  test("a message sent through the contact form is counted, once", async ({ page }) => {
    const plausible = await routePlausible(page);
    await page.goto("/contact/");
    await expect.poll(() => plausible.events.length).toBe(1);
    await page.getByLabel("Name", { exact: true }).fill("Sam Recruiter");
    await page.getByLabel("Email", { exact: true }).fill("sam@example.org");
    await page.getByLabel("Message", { exact: true }).fill("Would you like to talk about a role?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
    await expect
      .poll(() => plausible.events.filter((event) => event.n === "Contact message sent").length)
      .toBe(1);
  });

  for (const [signal, init] of [
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
    [
      "Do Not Track",
      () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
    ],
  ] as const) {
    test(`with ${signal} on, the script is never loaded`, async ({ page }) => {
      const plausible = await routePlausible(page);
      await page.addInitScript(init);
      await page.goto("/");
      await page.waitForLoadState("load");
      // The loader waits for an idle moment, at most 3 s.
      await page.waitForTimeout(3500);
      await page.getByRole("link", { name: "Download CV" }).click();
      await page.waitForTimeout(300);
      expect(plausible.script).toEqual([]);
      expect(plausible.events).toEqual([]);
    });
  }

  test("the privacy policy names the provider, its policy and what is counted", async ({
    page,
  }) => {
    await routePlausible(page);
    await page.goto("/privacy-policy/");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { name: "Visit statistics" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Plausible Analytics" })).toHaveAttribute(
      "href",
      "https://plausible.io/data-policy",
    );
    await expect(main).toContainText("sets no cookie");
    await expect(main).toContainText("Do Not Track or Global Privacy Control");
    await expect(main).toContainText("cv download, contact message sent, case study opened");
  });
});
