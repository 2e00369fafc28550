import { JSDOM } from "jsdom";
import { serve } from "../../tools/serve.mjs";
import { repository, routeServices } from "./support/external.ts";
import { ROUTES } from "./support/site.ts";
import { BASE_PATH, expect, test, type Page } from "./support/test.ts";

// The build served with the headers its deploy recipes send (_headers): every page must work
// under its Content-Security-Policy with no violation.

// A server of its own (the Playwright web server sends no such headers), on a free port.
let server: Awaited<ReturnType<typeof serve>>;
test.beforeAll(async () => {
  const dir = process.env.BUILD_DIR ?? "dist";
  server = await serve({ port: 0, host: "127.0.0.1", dir, base: BASE_PATH, headers: true });
});
test.afterAll(async () => server?.close());

/** A page's address on the server with headers (whose URL already ends with the base path). */
const at = (path: string) => `${server.url}${path.replace(/^\//, "")}`;

const REPOSITORIES = [
  repository(1, "csp-safe", {
    description: "Works under a strict policy",
    stargazers_count: 3,
    forks_count: 1,
    homepage: "https://csp.example.com",
    pushed_at: "2026-01-01T00:00:00Z",
  }),
];

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await routeServices(page, { repositories: REPOSITORIES });
  return violations;
}

test("every page sends the security headers, its policy in its <meta>", async ({ request }) => {
  for (const route of ROUTES) {
    const response = await request.get(at(route.path));
    expect(response.status()).toBe(200);
    const headers = response.headers();
    // The one directive a <meta> policy cannot carry.
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const { document } = new JSDOM(await response.text()).window;
    const csp = document
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/api\.github\.com https:\/\/api\.emailjs\.com/,
    );
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
  // An island's code: a hashed file under _astro/.
  const html = await (await request.get(at("/projects/"))).text();
  const asset = /[\w/.-]*\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(new URL(asset ?? "", server.url).href);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the site works under its policy with no violation", async ({ page }) => {
  test.slow(); // it walks through every page under the policy
  const violations = await watchViolations(page);

  await page.goto(server.url);
  const toggle = page.getByRole("switch", { name: "Dark mode" });
  const before = await toggle.getAttribute("aria-checked");
  await toggle.click();
  await expect(toggle).not.toHaveAttribute("aria-checked", before ?? "");

  for (const route of ROUTES.slice(1)) {
    await page.goto(at(route.path));
    await expect(page.locator("h1")).toBeVisible();
  }

  await page.goto(at("/projects/"));
  await expect(page.getByRole("heading", { name: "csp-safe" })).toBeVisible();

  await page.goto(at("/contact/"));
  await page.getByLabel("Name", { exact: true }).fill("Ada");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Hello under CSP");
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();

  expect(violations).toEqual([]);
});

test("the policy blocks scripts it does not know", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(server.url);
  await page.addScriptTag({ content: "window.__injected = true;" }).catch(() => undefined);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
