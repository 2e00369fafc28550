// The prerendered pages start their scripts when the visitor first uses them. These tests open
// pages with waitUntil "domcontentloaded", which the fixture leaves alone, to see the page as
// served and what the first touch, key or press does.
import { holdAppScripts } from "./shell-support";
import { expect, isHydrated, test, type Page, type Request } from "./support/test";

const APP_SCRIPT = /\/assets\/.+\.js$/;

/** Every request for one of the app's scripts, from now on. */
function scriptRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

async function openAsServed(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
}

const themeSwitch = (page: Page) => page.getByRole("switch", { name: "Dark mode" });

test("a page that is only read loads no script; the first mouse move starts the app", async ({
  page,
}) => {
  const requests = scriptRequests(page);
  await openAsServed(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Long enough for a frame and a task or two: the old boot started here.
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(0);
  expect(await page.evaluate(isHydrated)).toBe(false);

  await page.mouse.move(10, 10);
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
  expect(requests.length).toBeGreaterThan(0);
});

test("a key press starts the app, and a scroll does too", async ({ page }) => {
  const requests = scriptRequests(page);
  await openAsServed(page, "/");
  await page.keyboard.press("Shift");
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);

  await openAsServed(page, "/about");
  const before = requests.length;
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
  expect(requests.length).toBeGreaterThan(before);
});

test("a press on a button while the scripts load is replayed once, when React has taken over", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  const scripts = await holdAppScripts(page);
  await openAsServed(page, "/");
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", "false");

  await themeSwitch(page).click();
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  // Held, not lost: nothing has happened yet, and the page did not navigate.
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", "false");

  scripts.release();
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Once, not twice: a second replay would have switched it back.
  await page.waitForTimeout(300);
  await expect(themeSwitch(page)).toHaveAttribute("aria-checked", "true");
});

test("a message typed and sent while the scripts load is sent once, as typed", async ({ page }) => {
  const sent: Request[] = [];
  await page.context().route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  await page.route("https://api.emailjs.com/**", async (route) => {
    if (route.request().method() === "POST") sent.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: "OK",
    });
  });
  const scripts = await holdAppScripts(page);
  await openAsServed(page, "/contact");

  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Typed before the page was interactive.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  // The browser did not submit the form itself: the page and the message are still here.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    "Typed before the page was interactive.",
  );

  scripts.release();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(sent).toHaveLength(1);
  const body = sent[0]?.postData() ?? "";
  expect(body).toContain("Grace Hopper");
  expect(body).toContain("grace@example.com");
  expect(body).toContain("Typed before the page was interactive.");
});

test("a link followed before the scripts load is an ordinary visit to the prerendered page", async ({
  page,
}) => {
  await openAsServed(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("a query parameter the page keeps its state in starts the app at once; others do not", async ({
  page,
}) => {
  const requests = scriptRequests(page);
  await openAsServed(page, "/about?utm_source=newsletter");
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(0);

  await page.route("**/users/*/repos**", (route) => route.abort());
  await openAsServed(page, "/projects?tab=live");
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await expect(page.getByRole("tab", { name: "Live Links" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
