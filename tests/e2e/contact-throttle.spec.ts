// Paths are named from the site root; the fixtures add the base path a build is served under.
import { expect, test, type Page, type Request, type Route } from "./support/test";
import config from "../../site.config.ts";
import { resolveSiteConfig } from "../../app/config/resolve.ts";

/**
 * EmailJS's throttle as the build configured it. Run against a build made with
 * VITE_EMAILJS_LIMIT_RATE (for example 60000) to see it refuse a second message; against the
 * default build (0) the same steps show that it is off.
 */
const site = resolveSiteConfig(config, process.env);
const LIMIT_RATE = site.emailjs.limitRate;

const FAILURE = "Failed to send message. Please try again.";
const SUCCESS = "Message sent successfully!";
const WAIT = "Please wait a few seconds before trying again.";
const CORS = { "Access-Control-Allow-Origin": "*" };
const TYPED = { name: "Ada Lovelace", email: "ada@example.com", message: "A second thought." };

const ok = (route: Route) =>
  route.fulfill({ status: 200, contentType: "text/plain", headers: CORS, body: "OK" });
const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: "text/plain", headers: CORS, body: "Server Error" });

async function mockEmailJs(page: Page, answers: ((route: Route) => Promise<void>)[]) {
  const sent: Request[] = [];
  await page.context().route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  await page.route("https://api.emailjs.com/**", async (route) => {
    if (route.request().method() === "POST") sent.push(route.request());
    await (answers.shift() ?? ok)(route);
  });
  return sent;
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await page.waitForFunction(() => {
    const field = document.querySelector('textarea[name="message"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith("__reactProps"));
  });
}

async function fillAndSend(page: Page) {
  await page.getByLabel("Name", { exact: true }).fill(TYPED.name);
  await page.getByLabel("Email", { exact: true }).fill(TYPED.email);
  await page.getByLabel("Message", { exact: true }).fill(TYPED.message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

const panel = (page: Page, status: "success" | "error") =>
  page.locator(`[role="status"] [data-status="${status}"]`);

test.describe(`EmailJS throttle (limitRate ${LIMIT_RATE})`, () => {
  test("a second message right after the first is refused only when the throttle is on", async ({
    page,
  }) => {
    const sent = await mockEmailJs(page, []);
    await openContact(page);
    await fillAndSend(page);
    await expect(panel(page, "success")).toHaveText(SUCCESS);
    expect(sent).toHaveLength(1);

    await fillAndSend(page);
    if (LIMIT_RATE > 0) {
      const error = panel(page, "error");
      await expect(error).toBeVisible();
      await expect(error.locator("p").first()).toHaveText(FAILURE);
      await expect(error).toContainText(WAIT);
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(TYPED.name);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(TYPED.email);
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue(TYPED.message);
      await page.waitForTimeout(300);
      expect(sent, "the throttled send makes no request").toHaveLength(1);
    } else {
      await expect(panel(page, "success")).toHaveText(SUCCESS);
      expect(sent).toHaveLength(2);
    }
  });

  test("after a failed send the visitor can retry at once", async ({ page }) => {
    const sent = await mockEmailJs(page, [serverError]);
    await openContact(page);
    await fillAndSend(page);
    const error = panel(page, "error");
    await expect(error).toBeVisible();
    await expect(error).not.toContainText(WAIT);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(panel(page, "success")).toHaveText(SUCCESS);
    expect(sent).toHaveLength(2);
  });

  test("the throttle remembers a sent message across a reload", async ({ page }) => {
    test.skip(LIMIT_RATE === 0, "needs a build with VITE_EMAILJS_LIMIT_RATE");
    const sent = await mockEmailJs(page, []);
    await openContact(page);
    await fillAndSend(page);
    await expect(panel(page, "success")).toHaveText(SUCCESS);
    await page.reload();
    await openContact(page);
    await fillAndSend(page);
    await expect(panel(page, "error")).toContainText(WAIT);
    expect(sent).toHaveLength(1);
  });
});
