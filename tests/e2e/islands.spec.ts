import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { GitHubRepository } from "../support/github.ts";
import {
  EMAILJS_SEND_URL as EMAILJS_SEND,
  emailJsBody,
  REPOS_URL,
  repository,
  routeServices,
} from "./support/external.ts";
import { expectTheme, isPhone as isPhoneProject, savedTheme, themeSwitch } from "./support/site.ts";
import { expect, sitePath, test } from "./support/test.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

/**
 * What a visitor meets in the first moments of a page: a page is usable the moment it has loaded,
 * so every test here acts right after `goto` (no key press, no wait for scripts, nothing read from
 * the page first), on the production build, as someone tapping straight away would.
 */

const isPhone = () => isPhoneProject(test.info().project.name);

/** A tap on a touch screen, a click elsewhere: the first press a visitor makes. */
const press = (target: Locator) => (isPhone() ? target.tap() : target.click());

/**
 * Lets the page run its pending work (media query changes are reported at the next rendering
 * update), so a test can assert that something did not change.
 */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** The network boundary: EmailJS and GitHub answer as they really do; the rest is refused. */
type Outside = Awaited<ReturnType<typeof routeServices>>;
const answerOutside = (context: BrowserContext, repositories: GitHubRepository[] = []) =>
  routeServices(context, { repositories });

/**
 * Holds an island's component script back until the returned function is called, so the test
 * acts on the prerendered HTML before the island hydrates, as on a slow phone.
 */
async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${component}*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Astro's element for an island; it carries `ssr` until the island has hydrated. */
const island = (page: Page, component: string) =>
  page.locator(`astro-island[component-export="${component}"]`);

test("the theme switch answers the first tap right after load, then the system is followed again once nothing is saved", async ({
  page,
  context,
}) => {
  await answerOutside(context);
  for (const [path, system] of [
    ["/", "light"],
    ["/", "dark"],
    ["/projects/", "light"],
    ["/contact/", "light"],
  ] as const) {
    const chosen = system === "dark" ? "light" : "dark";
    await test.step(`on ${path} with a ${system} system it turns ${chosen} and back`, async () => {
      await page.emulateMedia({ colorScheme: system });
      await page.goto(path);
      await press(themeSwitch(page));
      await expectTheme(page, chosen);
      expect(await savedTheme(page)).toBe(chosen);
      // A saved choice no longer follows the system.
      await page.emulateMedia({ colorScheme: chosen });
      await page.emulateMedia({ colorScheme: system });
      await nextFrames(page);
      await expectTheme(page, chosen);

      await press(themeSwitch(page));
      await expectTheme(page, system);
      expect(await savedTheme(page)).toBe(system);
    });
    if (path === "/projects/") continue;
    await test.step(`on ${path} with nothing saved, the system is followed live`, async () => {
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.emulateMedia({ colorScheme: chosen });
      await expectTheme(page, chosen);
      await page.emulateMedia({ colorScheme: system });
      await expectTheme(page, system);
      expect(await savedTheme(page)).toBeNull();
    });
  }
});

test(
  "the phone menu answers the first tap right after load",
  { tag: "@phone" },
  async ({ page, context }) => {
    test.skip(!isPhone(), "the menu button is only shown at a phone's width");
    await answerOutside(context);
    const menuButton = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("[data-menu]");
    const about = sitePath("/about/");
    async function expectOpen(open: boolean) {
      await expect(menuButton).toHaveAttribute("aria-expanded", String(open));
      if (open) await expect(menu).toBeVisible();
      else await expect(menu).toBeHidden();
    }
    // The page a link was chosen on stays in view until the next one arrives; what it showed
    // when it was left is kept for the test to read on the next page.
    await page.addInitScript(() => {
      addEventListener("pagehide", () => {
        const button = document.querySelector("[data-menu-button]");
        const panel = document.querySelector<HTMLElement>("[data-menu]");
        const state = { expanded: button?.getAttribute("aria-expanded"), hidden: panel?.hidden };
        sessionStorage.setItem("menu-when-left", JSON.stringify(state));
      });
    });
    // As on a slow network, the next page takes a while to come.
    await page.route(
      (url) => url.pathname === about,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      },
    );
    await page.goto("/");
    await menuButton.tap();
    await expectOpen(true);

    await test.step("Escape closes it and gives focus back to the button", async () => {
      // Focus is in the menu when Escape is pressed, so it has to be brought back to the button.
      await menu.getByRole("link", { name: "About" }).focus();
      await expect(menu.getByRole("link", { name: "About" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expectOpen(false);
      await expect(menuButton).toBeFocused();
    });

    await test.step("a press outside closes it", async () => {
      await menuButton.tap();
      await expectOpen(true);
      // The open panel covers the top of the page: tap near the bottom, well outside the bar.
      const viewport = page.viewportSize();
      if (!viewport) throw new Error("the phone project has a viewport");
      await page.touchscreen.tap(viewport.width / 2, viewport.height - 40);
      await expectOpen(false);
    });

    await test.step("choosing a link closes it and opens the page", async () => {
      await menuButton.tap();
      await expectOpen(true);
      await menu.getByRole("link", { name: "About" }).tap();
      await expect(page).toHaveURL((url) => url.pathname === about);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
      await expectOpen(false);
      const left = await page.evaluate(() => sessionStorage.getItem("menu-when-left"));
      expect(JSON.parse(left ?? "null") as unknown).toEqual({ expanded: "false", hidden: true });
    });
  },
);

test.describe("a message sent before the contact form has hydrated", () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });
  const typed = {
    name: "Zoë O'Connor",
    email: "zoe.oconnor@example.org",
    message: 'Hello,\nI would like to talk about a project <b>soon</b> & "quickly".',
  };

  async function fillForm(page: Page) {
    await field(page, "Name").fill(typed.name);
    await field(page, "Email").fill(typed.email);
    await field(page, "Message").fill(typed.message);
  }

  async function expectSentOnce(page: Page, outside: Outside, sent = typed) {
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    // A second send would follow the first within moments: give it the time to show up.
    await page.waitForTimeout(500);
    expect(outside.emailJs).toHaveLength(1);
    const [request] = outside.emailJs;
    expect(request?.url()).toBe(EMAILJS_SEND);
    expect(request?.headers()["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request?.postData() ?? "null") as unknown).toStrictEqual(emailJsBody(sent));
    for (const label of ["Name", "Email", "Message"]) {
      await expect(field(page, label)).toHaveValue("");
    }
    expect(outside.refused).toEqual([]);
  }

  for (const presses of [1, 2]) {
    test(`Send pressed ${presses === 1 ? "once" : "twice"} sends exactly once, without leaving the page`, async ({
      page,
      context,
    }) => {
      const outside = await answerOutside(context);
      const release = await holdIsland(page, "ContactForm");
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      await page.goto("/contact/");
      const address = page.url();
      await fillForm(page);
      for (let n = 0; n < presses; n++) await press(sendButton(page));

      await expect(island(page, "ContactForm")).toHaveAttribute("ssr", "");
      // The browser's own submission would start a new document right away; wait long enough
      // for one to show before asserting there was none.
      await page.waitForTimeout(500);
      expect(page.url()).toBe(address);
      expect(new URL(page.url()).search).toBe("");
      expect(documents).toEqual([address]);
      expect(outside.emailJs).toHaveLength(0);

      release();
      await expect(island(page, "ContactForm")).not.toHaveAttribute("ssr");
      await expectSentOnce(page, outside);
      expect(page.url()).toBe(address);
      expect(documents).toEqual([address]);
    });
  }

  test("what was typed before hydration is still in the fields afterwards, and is what is sent", async ({
    page,
    context,
  }) => {
    const outside = await answerOutside(context);
    const release = await holdIsland(page, "ContactForm");
    await page.goto("/contact/");
    await fillForm(page);
    await expect(island(page, "ContactForm")).toHaveAttribute("ssr", "");

    release();
    await expect(island(page, "ContactForm")).not.toHaveAttribute("ssr");
    await expect(field(page, "Name")).toHaveValue(typed.name);
    await expect(field(page, "Email")).toHaveValue(typed.email);
    await expect(field(page, "Message")).toHaveValue(typed.message);
    expect(outside.emailJs).toHaveLength(0);

    // Typing on re-renders the form: a field the island did not take over would be emptied.
    const more = { ...typed, message: `${typed.message} Thanks!` };
    await field(page, "Message").focus();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Thanks!");
    await expect(field(page, "Name")).toHaveValue(more.name);
    await expect(field(page, "Email")).toHaveValue(more.email);
    await expect(field(page, "Message")).toHaveValue(more.message);

    await press(sendButton(page));
    await expectSentOnce(page, outside, more);
  });
});

test("the chosen theme holds from the first frame on the next page and after a reload, whatever the system says", async ({
  page,
  context,
}) => {
  await answerOutside(context);
  // Records, on every new document, the root's classes when <body> appears (the head, and its
  // inline scripts, are done; nothing has been painted yet) and at the first animation frame.
  await page.addInitScript(() => {
    const seen: Record<string, string> = {};
    Object.assign(window, { firstFrameClasses: seen });
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      seen.body = document.documentElement.className;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.frame = document.documentElement.className;
    });
  });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await press(themeSwitch(page));
  await expectTheme(page, "dark");

  const nav = page.getByRole("banner");
  if (isPhone()) await press(nav.getByRole("button", { name: "Menu" }));
  await press(nav.getByRole("link", { name: "About", exact: true }));
  await expect(page).toHaveURL((url) => url.pathname === sitePath("/about/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");

  const seen = () =>
    page.evaluate(
      () => (window as unknown as { firstFrameClasses: Record<string, string> }).firstFrameClasses,
    );
  for (const step of ["on the next page", "after a reload"]) {
    if (step === "after a reload") await page.reload();
    // The first frame may come after the load event: wait for it to be recorded.
    await expect.poll(async () => (await seen()).frame, step).toBeDefined();
    const { body, frame } = await seen();
    expect(body?.split(/\s+/), step).toContain("dark");
    expect(frame?.split(/\s+/), step).toContain("dark");
    await expectTheme(page, "dark");
  }
  // The system changes its mind; the visitor's choice stays.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.emulateMedia({ colorScheme: "light" });
  await nextFrames(page);
  await expectTheme(page, "dark");
});

test.describe("the Live Links tab on /projects", () => {
  const repositories = [
    repository(1, "with-site", { homepage: "https://with-site.example.com/" }),
    repository(2, "no-homepage", { homepage: null }),
    repository(3, "also-live", { homepage: "https://also-live.example.org/" }),
  ];
  const live = new Map([
    ["with-site", "https://with-site.example.com/"],
    ["also-live", "https://also-live.example.org/"],
  ]);
  const liveTab = (page: Page) => page.getByRole("tab", { name: "Live Links" });

  /** Only the repositories with a homepage, each linking to it, in whatever order the owner set. */
  async function expectLiveLinks(page: Page, outside: Outside) {
    await expect(liveTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(
      (url) => url.pathname === sitePath("/projects/") && url.search === "?tab=live",
    );
    const cards = page.getByTestId("repository-card").filter({ visible: true });
    await expect(cards).toHaveCount(live.size);
    const shown = new Map<string, string | null>();
    for (const card of await cards.all()) {
      const link = card.getByRole("link");
      await expect(link).toContainText("Visit Site →");
      shown.set(await card.getByRole("heading").innerText(), await link.getAttribute("href"));
    }
    expect(shown).toEqual(live);
    expect(outside.github.map((request) => `${request.method()} ${request.url()}`)).toEqual([
      `GET ${REPOS_URL}`,
    ]);
    expect(outside.refused).toEqual([]);
  }

  test("answers the first tap right after load", async ({ page, context }) => {
    const outside = await answerOutside(context, repositories);
    await page.goto("/projects/");
    await press(liveTab(page));
    await expectLiveLinks(page, outside);
  });

  test("a tap made before the island has hydrated is not lost", async ({ page, context }) => {
    const outside = await answerOutside(context, repositories);
    const release = await holdIsland(page, "ProjectsIsland");
    await page.goto("/projects/");
    await press(liveTab(page));
    await expect(island(page, "ProjectsIsland")).toHaveAttribute("ssr", "");

    release();
    await expect(island(page, "ProjectsIsland")).not.toHaveAttribute("ssr");
    await expectLiveLinks(page, outside);
  });
});

test("the code Astro adds for its islands is one cached file, not part of each document", async ({
  page,
  context,
}) => {
  await answerOutside(context);
  const runtime: { url: string; caching: string | undefined }[] = [];
  page.on("response", (response) => {
    if (/\/_astro\/astro-island\.[0-9a-f]{10}\.js$/.test(response.url())) {
      runtime.push({ url: response.url(), caching: response.headers()["cache-control"] });
    }
  });
  for (const [path, component] of [
    ["/projects/", "ProjectsIsland"],
    ["/contact/", "ContactForm"],
  ] as const) {
    const response = await page.goto(path);
    expect(await response?.text()).not.toContain('customElements.define("astro-island"');
    await expect(island(page, component)).not.toHaveAttribute("ssr");
  }
  expect(runtime.length).toBeGreaterThan(0);
  expect(new Set(runtime.map(({ url }) => url)).size).toBe(1);
  expect(runtime[0]?.caching).toContain("immutable");
});
