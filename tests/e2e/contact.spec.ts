import { axeViolationsInBothThemes } from "./support/axe.ts";
import {
  EMAILJS_SEND_URL,
  emailJs as answers,
  emailJsBody,
  gate,
  routeServices,
} from "./support/external.ts";
import { collectErrors, site } from "./support/site.ts";
// Paths are named from the site root; the fixtures add the base path a build is served under.
import { expect, sitePath, test, type Page, type Route } from "./support/test.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

const SUCCESS = "Message sent successfully!";
const FAILURE = "Failed to send message. Please try again.";

const TYPED = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Hello! I'd like to talk about a project & a few ideas?\nThanks.",
};

/** Answers every EmailJS POST with `answer` and records it; nothing reaches the internet. */
async function mockEmailJs(page: Page, answer: (route: Route) => Promise<void> = answers.ok) {
  return (await routeServices(page, { emailJs: answer })).emailJs;
}

/**
 * Waits until the form's island has taken over (Astro drops `ssr` from its element then). Only
 * for what the island adds to the served form and a visitor meets a moment later, such as the
 * message shown when a field is left; pressing Send before that is islands.spec.ts's subject.
 */
async function formIslandHydrated(page: Page) {
  await expect(
    page.locator("astro-island").filter({ has: page.locator("form[data-contact-form]") }),
  ).not.toHaveAttribute("ssr");
}

function form(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    submit: page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
    status: page.locator('[role="status"] [data-status]'),
    success: page.locator('[role="status"] [data-status="success"]'),
    error: page.locator('[role="status"] [data-status="error"]'),
  };
}

async function fill(page: Page, values = TYPED) {
  const f = form(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.message.fill(values.message);
}

async function expectFields(page: Page, values: typeof TYPED) {
  const f = form(page);
  await expect(f.name).toHaveValue(values.name);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.message).toHaveValue(values.message);
}

/** The hue of an oklch() or rgb() colour, to tell a green panel from a red one. */
async function hueOf(locator: ReturnType<Page["locator"]>): Promise<number> {
  return locator.evaluate((element) => {
    const probe = document.createElement("canvas").getContext("2d");
    if (!probe) return -1;
    probe.fillStyle = getComputedStyle(element).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(probe.getImageData(0, 0, 1, 1).data).map((c) => c / 255) as [
      number,
      number,
      number,
    ];
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (d === 0) return -1;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  });
}

const isGreen = (hue: number) => hue >= 90 && hue <= 170;
const isRed = (hue: number) => hue >= 0 && (hue <= 20 || hue >= 340);

const expectedMailto = (values: typeof TYPED) =>
  `mailto:${site.email}?subject=${encodeURIComponent(`Message from ${values.name}`)}&body=${encodeURIComponent(values.message)}`;

test("shows the contact information and an accessible form, shipping no private key", async ({
  page,
}) => {
  const sent = await mockEmailJs(page);
  const errors = collectErrors(page);
  // The island's props travel in the page; its code in the scripts.
  const shipped: Promise<string>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "document") shipped.push(response.text());
  });
  await page.goto("/contact/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");

  await test.step("the contact information, the CV both ways", async () => {
    const info = page.getByRole("region", { name: "Contact information" });
    await expect(info.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(info).toContainText(site.phone);
    await expect(info).toContainText("Bangalore, India");
    for (const link of site.social) {
      await expect(info.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    await expect(info.getByRole("link", { name: "View online" })).toHaveAttribute(
      "href",
      sitePath("/cv/"),
    );
    const pdf = info.getByRole("link", { name: "Download PDF" });
    await expect(pdf).toHaveAttribute("download", site.cv.downloadName);
    const pdfResponse = await page.request.get(
      new URL((await pdf.getAttribute("href")) ?? "", page.url()).href,
    );
    expect(pdfResponse.headers()["content-type"]).toContain("application/pdf");
  });

  await test.step("the fields and their types (their limits are tried with what is invalid)", async () => {
    const f = form(page);
    await expect(f.name).toHaveAttribute("type", "text");
    await expect(f.name).toHaveAttribute("autocomplete", "name");
    await expect(f.email).toHaveAttribute("type", "email");
    await expect(f.email).toHaveAttribute("autocomplete", "email");
    await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(f.message).toHaveAttribute("rows", "4");
    for (const field of [f.name, f.email, f.message]) {
      await expect(field).toHaveAttribute("required", "");
      await expect(field).toBeVisible();
    }
    await expect(f.submit).toHaveText("Send Message");
    await expect(f.submit).toBeEnabled();
    await expect(f.status).toHaveCount(0);
  });

  await test.step("the honeypot is out of sight and out of the tab order", async () => {
    const honeypot = page.locator('input[name="company"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('div[aria-hidden="true"]:has(input[name="company"])')).toHaveCount(1);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    await expect(form(page).submit).toBeFocused();
  });

  await test.step("the Send button lifts on hover, and stays put under reduced motion", async () => {
    const send = form(page).submit;
    await send.hover();
    await expect(send).toHaveCSS("translate", "0px -1px");
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await send.hover();
    await expect(send).toHaveCSS("translate", "none");
  });

  await test.step("only EmailJS's public identifiers are shipped", async () => {
    await formIslandHydrated(page);
    const code = (await Promise.all(shipped)).join("\n");
    expect(code).toContain(site.emailjs.publicKey);
    // EmailJS's private key travels as `accessToken`; it belongs on a server, never here.
    expect(code).not.toMatch(/accessToken|private_?key/i);
  });

  await test.step("a filled honeypot shows success and sends nothing", async () => {
    await fill(page);
    await page.locator('input[name="company"]').fill("Spam Inc.", { force: true });
    await form(page).submit.click();
    await expect(form(page).success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
  expect(errors).toEqual([]);
});

test("sends exactly the official client's request and reports success, one per press", async ({
  page,
}) => {
  test.setTimeout(60_000); // two full axe runs
  const held = gate();
  const sent = await mockEmailJs(page, async (route) => {
    await held.opened;
    await answers.ok(route);
  });
  await page.goto("/contact/");
  await fill(page, {
    name: `  ${TYPED.name} `,
    email: ` ${TYPED.email}`,
    message: `\n ${TYPED.message}  `,
  });
  const f = form(page);
  await f.submit.click();

  // A press made before the form has hydrated is kept until it has: on a busy machine that
  // can take longer than an assertion's usual wait.
  await expect(f.submit).toBeDisabled({ timeout: 20_000 });
  await expect(f.submit).toHaveText("Sending...");
  await expect.poll(() => sent.length).toBe(1);
  const [request] = sent;
  if (!request) throw new Error("no request");
  expect(request.url()).toBe(EMAILJS_SEND_URL);
  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postDataJSON()).toEqual(emailJsBody(TYPED));

  held.open();
  await expect(f.success).toHaveText(SUCCESS);
  expect(isGreen(await hueOf(f.success)), "green panel").toBe(true);
  await expectFields(page, { name: "", email: "", message: "" });
  await expect(f.submit).toHaveText("Send Message");
  await expect(f.submit).toBeEnabled();
  expect(sent).toHaveLength(1);
  expect(await axeViolationsInBothThemes(page), "success").toEqual([]);

  // Each new submit clears the previous status first.
  await test.step("a double click sends one request", async () => {
    await fill(page);
    await f.submit.dblclick();
    await expect(f.success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(2);
  });

  await test.step("Enter pressed twice sends one request", async () => {
    await fill(page);
    await f.email.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(f.success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(3);
  });
});

test("a 400, a 500 and a network failure each show the red panel, keep the fields and offer a mailto", async ({
  page,
}) => {
  test.setTimeout(60_000); // two full axe runs
  // EmailJS's answers in turn.
  const failures = [answers.badRequest, answers.serverError, answers.networkFailure];
  const sent = await mockEmailJs(page, (route) => (failures.shift() ?? answers.ok)(route));
  await page.goto("/contact/");
  await fill(page);
  const f = form(page);
  for (const [index, kind] of ["a 400 answer", "a 500 answer", "a network failure"].entries()) {
    await test.step(kind, async () => {
      await f.submit.click();
      await expect.poll(() => sent.length).toBe(index + 1);
      await expect(f.error).toBeVisible();
      await expect(f.error.locator("p").first()).toHaveText(FAILURE);
      await expect(f.error).not.toContainText("wait a few seconds");
      expect(isRed(await hueOf(f.error)), "red panel").toBe(true);
      await expectFields(page, TYPED);
      await expect(
        f.error.getByRole("link", { name: "send it from your e-mail app" }),
      ).toHaveAttribute("href", expectedMailto(TYPED));
      await expect(f.submit).toBeEnabled();
    });
  }
  expect(await axeViolationsInBothThemes(page), "error").toEqual([]);
});

test("keeps a draft across a reload and a visit elsewhere, and forgets it once sent", async ({
  page,
}) => {
  const sent = await mockEmailJs(page);
  const errors = collectErrors(page);
  await page.goto("/contact/");
  // The draft is the island's: what is typed before it hydrates is adopted, not yet saved.
  await formIslandHydrated(page);
  await fill(page);
  await page.reload();
  await expectFields(page, TYPED);
  await formIslandHydrated(page);
  await expectFields(page, TYPED);
  expect(errors, "restoring the draft causes no hydration mismatch").toEqual([]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await page.waitForURL(/\/privacy-policy\/$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(/\/contact\/$/);
  await expectFields(page, TYPED);

  await form(page).submit.click();
  await expect(form(page).success).toHaveText(SUCCESS);
  expect(sent).toHaveLength(1);
  await page.reload();
  await formIslandHydrated(page);
  await expectFields(page, { name: "", email: "", message: "" });
});

test("explains what is invalid, as the browser and the form check it, and sends nothing", async ({
  page,
}) => {
  const sent = await mockEmailJs(page);
  await page.goto("/contact/");
  await formIslandHydrated(page);
  const f = form(page);

  const explained = "Please enter an e-mail address such as name@example.com.";
  await test.step("an invalid e-mail is explained once the field is left", async () => {
    await f.name.fill(TYPED.name);
    await f.message.fill(TYPED.message);
    await f.email.fill("ada@");
    // Not while the visitor is still typing.
    await page.waitForTimeout(200);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription("");
    await f.message.focus();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(explained);
    await expect(page.getByText(explained)).toBeVisible();
    await f.email.fill(TYPED.email);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
  });

  await test.step("an invalid e-mail is blocked by the browser and explained on submit", async () => {
    await f.email.fill("ada.example.com");
    await f.submit.click();
    expect(await f.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(explained);
    await expect(f.status).toHaveCount(0);
  });

  await test.step("a message of only spaces is refused with an inline message", async () => {
    await f.email.fill(TYPED.email);
    await f.message.fill("   \n   ");
    await f.submit.click();
    await expect(f.message).toHaveAttribute("aria-invalid", "true");
    const spaces = "Please write a message; it cannot be only spaces.";
    await expect(f.message).toHaveAccessibleDescription(
      /Please write a message; it cannot be only spaces\./,
    );
    await expect(page.getByText(spaces)).toBeVisible();
    await expect(f.message).toBeFocused();
    await expect(f.status).toHaveCount(0);
    await f.message.fill(TYPED.message);
    await expect(f.message).not.toHaveAttribute("aria-invalid", "true");
  });

  await test.step("the length limits, and the count down near the message's limit", async () => {
    await f.name.fill("n".repeat(150));
    await expect(f.name).toHaveValue("n".repeat(100));
    await f.email.fill(`${"e".repeat(300)}@example.com`);
    expect((await f.email.inputValue()).length).toBe(254);
    const counter = page.locator('[aria-live="polite"]', { hasText: "characters left" });
    await f.message.fill("m".repeat(3999));
    await expect(counter).toHaveCount(0);
    await f.message.fill("m".repeat(4000));
    await expect(counter).toHaveText("1,000 of 5,000 characters left");
    await expect(f.message).toHaveAccessibleDescription("1,000 of 5,000 characters left");
    await f.message.fill("m".repeat(6000));
    await expect(f.message).toHaveValue("m".repeat(5000));
    await expect(counter).toHaveText("0 of 5,000 characters left");
  });
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
});
