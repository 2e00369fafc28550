import { emailJs, routeServices } from "./support/external.ts";
import { site } from "./support/site.ts";
// Paths are named from the site root; the fixtures add the base path a build is served under.
import { expect, test, type Page } from "./support/test.ts";

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

async function fillAndSend(page: Page) {
  await page.getByLabel("Name", { exact: true }).fill(TYPED.name);
  await page.getByLabel("Email", { exact: true }).fill(TYPED.email);
  await page.getByLabel("Message", { exact: true }).fill(TYPED.message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

const panel = (page: Page, status: "success" | "error") =>
  page.locator(`[role="status"] [data-status="${status}"]`);

test(`EmailJS throttle (limitRate ${LIMIT_RATE}): a retry after a failure goes at once, a second message only when the throttle is off`, async ({
  page,
}) => {
  // EmailJS fails the first message, then answers OK.
  const answers = [emailJs.serverError];
  const { emailJs: sent } = await routeServices(page, {
    emailJs: (route) => (answers.shift() ?? emailJs.ok)(route),
  });
  await page.goto("/contact/");
  await fillAndSend(page);
  await expect(panel(page, "error")).toBeVisible();
  await expect(panel(page, "error")).not.toContainText(WAIT);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(panel(page, "success")).toHaveText(SUCCESS);
  expect(sent).toHaveLength(2);

  await fillAndSend(page);
  if (LIMIT_RATE === 0) {
    await expect(panel(page, "success")).toHaveText(SUCCESS);
    expect(sent).toHaveLength(3);
    return;
  }
  const error = panel(page, "error");
  await expect(error).toBeVisible();
  await expect(error.locator("p").first()).toHaveText(FAILURE);
  await expect(error).toContainText(WAIT);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(TYPED.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(TYPED.email);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(TYPED.message);

  // The throttle remembers the sent message across a reload.
  await page.reload();
  await fillAndSend(page);
  await expect(panel(page, "error")).toContainText(WAIT);
  await page.waitForTimeout(300);
  expect(sent, "a throttled send makes no request").toHaveLength(2);
});
