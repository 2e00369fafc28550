import { emailJs, routeServices } from "./support/external.ts";
import { site } from "./support/site.ts";
// Paths are named from the site root; the fixtures add the base path a build is served under.
import { expect, test, type Page, type Route } from "./support/test.ts";

/**
 * EmailJS's throttle as the build configured it. The appearance variant builds with
 * VITE_EMAILJS_LIMIT_RATE=60000 to see it refuse a second message; against the root build (0)
 * the same steps show that it is off.
 */
const LIMIT_RATE = site.emailjs.limitRate;

const FAILURE = "Failed to send message. Please try again.";
const SUCCESS = "Message sent successfully!";
const WAIT = "Please wait a few seconds before trying again.";
const TYPED = { name: "Ada Lovelace", email: "ada@example.com", message: "A second thought." };

/** Answers EmailJS's POSTs in turn with `answers` (then OK) and records them. */
async function mockEmailJs(page: Page, answers: ((route: Route) => Promise<void>)[]) {
  const recorded = await routeServices(page, {
    emailJs: (route) => (answers.shift() ?? emailJs.ok)(route),
  });
  return recorded.emailJs;
}

async function openContact(page: Page) {
  await page.goto("/contact/");
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
    const sent = await mockEmailJs(page, [emailJs.serverError]);
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
