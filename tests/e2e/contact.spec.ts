import { readFileSync } from "node:fs";
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { EMAILJS_SEND_URL, emailJs as answers, routeServices } from "./support/external.ts";
import { site } from "./support/site.ts";
// Paths are named from the site root; the fixtures add the base path a build is served under.
import { expect, sitePath, test, type Page, type Route } from "./support/test.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

/** The body carries the installed client's own version. */
const LIB_VERSION = (
  JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8")) as {
    version: string;
  }
).version;

// What a base path cannot change (validation, drafts, error handling) is checked at the root only.
const ROOT_ONLY = { tag: "@root-only" };
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

/** Uncaught errors and console errors (React reports hydration mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

async function openContact(page: Page) {
  await page.goto("/contact/");
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
    status: page.getByRole("status").filter({ has: page.locator("[data-status]") }),
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

test.describe("contact page", () => {
  test("shows the heading, the contact information and an accessible form", async ({ page }) => {
    await mockEmailJs(page);
    const errors = collectErrors(page);
    await openContact(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
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
    // The CV, both ways: its page, and the PDF.
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

    const f = form(page);
    await expect(f.name).toHaveAttribute("type", "text");
    await expect(f.name).toHaveAttribute("autocomplete", "name");
    await expect(f.name).toHaveAttribute("maxlength", "100");
    await expect(f.email).toHaveAttribute("type", "email");
    await expect(f.email).toHaveAttribute("autocomplete", "email");
    await expect(f.email).toHaveAttribute("maxlength", "254");
    await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(f.message).toHaveAttribute("rows", "4");
    await expect(f.message).toHaveAttribute("maxlength", "5000");
    for (const field of [f.name, f.email, f.message]) {
      await expect(field).toHaveAttribute("required", "");
      await expect(field).toBeVisible();
    }
    await expect(f.submit).toHaveText("Send Message");
    await expect(f.submit).toBeEnabled();
    await expect(page.locator('[role="status"] [data-status]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(
    "ships only EmailJS's public identifiers, never a private key",
    ROOT_ONLY,
    async ({ page }) => {
      await mockEmailJs(page);
      // The island's props travel in the page; its code in the scripts.
      const shipped: Promise<string>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type === "script" || type === "document") shipped.push(response.text());
      });
      await openContact(page);
      await formIslandHydrated(page);
      const code = (await Promise.all(shipped)).join("\n");
      expect(code).toContain(site.emailjs.publicKey);
      // EmailJS's private key travels as `accessToken`; it belongs on a server, never here.
      expect(code).not.toMatch(/accessToken|private_?key/i);
    },
  );

  test("the Send button lifts on hover, and stays put under reduced motion", async ({ page }) => {
    await mockEmailJs(page);
    await page.goto("/contact/");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.hover();
    await expect(send).toHaveCSS("translate", "0px -1px");
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await send.hover();
    await expect(send).toHaveCSS("translate", "none");
  });

  test("sends exactly the official client's request and reports success", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = await mockEmailJs(page, async (route) => {
      await held;
      await answers.ok(route);
    });
    await openContact(page);
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
    expect(request.postDataJSON()).toEqual({
      lib_version: LIB_VERSION,
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: { from_name: TYPED.name, from_email: TYPED.email, message: TYPED.message },
    });

    release();
    await expect(f.success).toHaveText(SUCCESS);
    expect(isGreen(await hueOf(f.success)), "green panel").toBe(true);
    await expectFields(page, { name: "", email: "", message: "" });
    await expect(f.submit).toHaveText("Send Message");
    await expect(f.submit).toBeEnabled();
    expect(sent).toHaveLength(1);

    // A new submit clears the previous status first.
    await fill(page);
    await f.submit.click();
    await expect(f.success).toHaveText(SUCCESS);
    expect(sent).toHaveLength(2);
  });

  test("a double click sends one request", ROOT_ONLY, async ({ page }) => {
    const sent = await mockEmailJs(page);
    await openContact(page);
    await fill(page);
    await form(page).submit.dblclick();
    await expect(form(page).success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
  });

  test("Enter pressed twice sends one request", ROOT_ONLY, async ({ page }) => {
    const sent = await mockEmailJs(page);
    await openContact(page);
    await fill(page);
    await form(page).email.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(form(page).success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
  });

  for (const [kind, answer] of [
    ["a 400 answer", answers.badRequest],
    ["a 500 answer", answers.serverError],
    ["a network failure", answers.networkFailure],
  ] as const) {
    test(
      `${kind} shows the red panel, keeps the fields and offers a mailto`,
      kind === "a 500 answer" ? {} : ROOT_ONLY,
      async ({ page }) => {
        const sent = await mockEmailJs(page, answer);
        await openContact(page);
        await fill(page);
        const f = form(page);
        await f.submit.click();
        await expect(f.error).toBeVisible();
        await expect(f.error.locator("p").first()).toHaveText(FAILURE);
        await expect(f.error).not.toContainText("wait a few seconds");
        expect(isRed(await hueOf(f.error)), "red panel").toBe(true);
        await expectFields(page, TYPED);
        await expect(
          f.error.getByRole("link", { name: "send it from your e-mail app" }),
        ).toHaveAttribute("href", expectedMailto(TYPED));
        await expect(f.submit).toBeEnabled();
        expect(sent).toHaveLength(1);
      },
    );
  }

  test(
    "keeps a draft across a reload and a visit elsewhere, and forgets it once sent",
    ROOT_ONLY,
    async ({ page }) => {
      const sent = await mockEmailJs(page);
      const errors = collectErrors(page);
      await openContact(page);
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
    },
  );

  test("a filled honeypot shows success and sends nothing", ROOT_ONLY, async ({ page }) => {
    const sent = await mockEmailJs(page);
    await openContact(page);
    const honeypot = page.locator('input[name="company"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('div[aria-hidden="true"]:has(input[name="company"])')).toHaveCount(1);
    // People never see it: it sits outside the page.
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    // Tabbing from the message goes straight to the button.
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    await expect(form(page).submit).toBeFocused();

    await fill(page);
    await honeypot.fill("Spam Inc.", { force: true });
    await form(page).submit.click();
    await expect(form(page).success).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test(
    "a message of only spaces is refused with an inline message, and nothing is sent",
    ROOT_ONLY,
    async ({ page }) => {
      const sent = await mockEmailJs(page);
      await openContact(page);
      await fill(page, { ...TYPED, message: "   \n   " });
      const f = form(page);
      await f.submit.click();
      await expect(f.message).toHaveAttribute("aria-invalid", "true");
      await expect(f.message).toHaveAccessibleDescription(
        /Please write a message; it cannot be only spaces\./,
      );
      await expect(
        page.getByText("Please write a message; it cannot be only spaces."),
      ).toBeVisible();
      await expect(f.message).toBeFocused();
      await expect(page.locator('[role="status"] [data-status]')).toHaveCount(0);
      expect(sent).toHaveLength(0);

      await f.message.fill("Now with words");
      await expect(f.message).not.toHaveAttribute("aria-invalid", "true");
      await f.submit.click();
      await expect(f.success).toHaveText(SUCCESS);
      expect(sent).toHaveLength(1);
    },
  );

  test("an invalid e-mail is explained once the field is left", ROOT_ONLY, async ({ page }) => {
    const sent = await mockEmailJs(page);
    await openContact(page);
    await formIslandHydrated(page);
    const f = form(page);
    await f.name.fill(TYPED.name);
    await f.message.fill(TYPED.message);
    await f.email.fill("ada@");
    // Not while the visitor is still typing.
    await page.waitForTimeout(200);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription("");
    await f.message.focus();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(
      "Please enter an e-mail address such as name@example.com.",
    );
    await expect(
      page.getByText("Please enter an e-mail address such as name@example.com."),
    ).toBeVisible();

    await f.email.fill(TYPED.email);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
    await f.submit.click();
    await expect(f.success).toHaveText(SUCCESS);
    expect(sent).toHaveLength(1);
  });

  test(
    "an invalid e-mail is blocked by the browser and explained on submit",
    ROOT_ONLY,
    async ({ page }) => {
      const sent = await mockEmailJs(page);
      await openContact(page);
      await formIslandHydrated(page);
      const f = form(page);
      await f.name.fill(TYPED.name);
      await f.message.fill(TYPED.message);
      await f.email.fill("ada@example");
      await f.email.fill("ada.example.com");
      await f.submit.click();
      expect(await f.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
        true,
      );
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toHaveAccessibleDescription(
        "Please enter an e-mail address such as name@example.com.",
      );
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
      await expect(page.locator('[role="status"] [data-status]')).toHaveCount(0);
    },
  );

  test(
    "enforces the length limits and counts down near the message's limit",
    ROOT_ONLY,
    async ({ page }) => {
      await mockEmailJs(page);
      await openContact(page);
      const f = form(page);
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
    },
  );
});

test.describe("accessibility", ROOT_ONLY, () => {
  test("axe finds no violation in the success and the error state, in both themes", async ({
    page,
  }) => {
    // Four full axe runs on a busy machine take a while; the initial state is a11y.spec.ts's.
    test.setTimeout(90_000);
    let answer = answers.ok;
    await mockEmailJs(page, (route) => answer(route));
    await openContact(page);
    await fill(page);
    await form(page).submit.click();
    await expect(form(page).success).toBeVisible();
    expect(await axeViolationsInBothThemes(page), "success").toEqual([]);

    answer = answers.serverError;
    await fill(page);
    await form(page).submit.click();
    await expect(form(page).error).toBeVisible();
    expect(await axeViolationsInBothThemes(page), "error").toEqual([]);
  });
});
