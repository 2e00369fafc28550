import ar from "../../src/i18n/ar.json" with { type: "json" };
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { POSTS } from "./support/blog.ts";
import { cards, fulfillRepos, gate, repository, routeGitHub } from "./support/external.ts";
import { mainNavigation, ROUTES, isPhone, site } from "./support/site.ts";
import { BASE_PATH, expect, test } from "./support/test.ts";

/**
 * A site in two languages (SITE_LANGUAGES=en,ar): English at the site's own addresses, Arabic,
 * written right to left, under /ar/. At a phone's width, only the tests tagged @phone.
 */
const [, other = "ar"] = site.languages;
const publicUrl = (path: string) =>
  `${new URL(site.siteUrl).origin}${BASE_PATH.replace(/\/$/, "")}${path}`;

test("every page is also built in the other language, which sets its language and direction", async ({
  page,
}) => {
  for (const { path } of ROUTES) {
    const response = await page.goto(`/${other}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: ar["nav.main"] })).toBeAttached();
  }
  await page.goto("/about/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).not.toHaveAttribute("dir");
});

test("the bar's links stay in the page's language @phone", async ({ page }, { project }) => {
  await page.goto(`/${other}/`);
  const open = () => mainNavigation(page, isPhone(project.name), ar["nav.menu"]);
  await (await open()).getByRole("link", { name: ar["nav.about"], exact: true }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${other}/about/`);
  const about = (await open()).getByRole("link", { name: ar["nav.about"], exact: true });
  await expect(about).toHaveAttribute("aria-current", "page");
});

test.describe("with no JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switcher leads to the same page in each other language, named in it", async ({
    page,
  }) => {
    await page.goto("/about/");
    const arabic = page.getByRole("banner").getByRole("link", { name: ar.language });
    await expect(arabic).toHaveAttribute("lang", other);
    await expect(arabic).toHaveAttribute("hreflang", other);
    await arabic.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${BASE_PATH}${other}/about/`);

    const english = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en");
    await english.click();
    await expect(page).toHaveURL(`${BASE_PATH}about/`);
  });
});

test("the phone menu offers the other language @phone", async ({ page }, { project }) => {
  test.skip(!isPhone(project.name), "the bar shows it on wider screens");
  await page.goto("/projects/");
  const nav = await mainNavigation(page, true);
  await nav.getByRole("link", { name: ar.language }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${other}/projects/`);
});

test("each page names its versions in every language, in its head and in the sitemap", async ({
  request,
}) => {
  for (const path of ["/about/", `/${other}/about/`]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(links.map(([, lang, href]) => [lang, href])).toEqual([
      ["en", publicUrl("/about/")],
      [other, publicUrl(`/${other}/about/`)],
      ["x-default", publicUrl("/about/")],
    ]);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl(path)}">`);
  }
  const arabic = await (await request.get(`/${other}/about/`)).text();
  expect(arabic).toContain(`<meta property="og:locale" content="${ar.locale}">`);
  expect(arabic).toContain('<meta property="og:locale:alternate" content="en_US">');
  // The owner, as the home page in Arabic describes them, is at the Arabic home.
  const home = await (await request.get(`/${other}/`)).text();
  const person = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1];
  expect(JSON.parse(person ?? "{}").url).toBe(publicUrl(`/${other}/`));

  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain(`<loc>${publicUrl(`/${other}/about/`)}</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl("/about/")}"/>`,
  );
});

test("the right-to-left pages have no accessibility violation in either theme @phone", async ({
  page,
}) => {
  for (const { path } of ROUTES) {
    await page.goto(`/${other}${path}`);
    expect(await axeViolationsInBothThemes(page), path).toEqual([]);
  }
});

test("content shows in the page's language where translated, else in the default one, marked", async ({
  page,
}) => {
  await page.goto(`/${other}/projects/notes-app/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تطبيق الملاحظات");
  await expect(page.getByText("كانت الملاحظات موزّعة على عدة أماكن.")).toBeVisible();
  await expect(page.locator("main [lang=en]")).toHaveCount(0);

  await page.goto("/projects/notes-app/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notes App");
  await page.goto(`/${other}/projects/`);
  await expect(page.getByTestId("case-study-card")).toHaveText(/تطبيق الملاحظات/);

  // The sample's config and posts have no Arabic text: shown in English, marked so.
  await page.goto(`/${other}/`);
  const greeting = page.getByRole("heading", { level: 1 });
  await expect(greeting).toHaveText(site.greeting);
  await expect(greeting).toHaveAttribute("lang", "en");
  await expect(greeting).toHaveAttribute("dir", "ltr");
  // Yet it lines up with the page: its text ends at the right of its column, but for the cursor.
  const gap = await greeting.evaluate((heading) => {
    const text = document.createRange();
    text.selectNodeContents(heading);
    return heading.getBoundingClientRect().right - text.getBoundingClientRect().right;
  });
  expect(gap).toBeLessThan(60);
  // So is each role in the badge's Arabic sentence, on its own.
  const badge = page.locator("[data-availability-badge]");
  await expect(badge.locator("[lang=en][dir=ltr]")).toHaveText(site.availability?.roles ?? []);
  await expect(badge).toContainText(ar["availability.open"]);
  await page.goto(`/${other}/contact/`);
  const panel = page.locator("[data-availability-panel] li[lang=en][dir=ltr]");
  await expect(panel).toHaveText(site.availability?.roles ?? []);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang");

  const [post] = POSTS;
  test.skip(!post, "the build has no posts");
  await page.goto(`/${other}/blog/${post?.slug}/`);
  const body = page.locator("[data-post-body]");
  await expect(body).toHaveAttribute("lang", "en");
  await expect(body).toHaveAttribute("dir", "ltr");
});

test("each language has its own feed, linked from its pages", async ({ page, request }) => {
  test.skip(POSTS.length === 0, "the build has no posts");
  await page.goto(`/${other}/`);
  const feed = page.getByRole("contentinfo").getByRole("link", { name: ar["nav.rss"] });
  await expect(feed).toHaveAttribute("href", `${BASE_PATH}${other}/rss.xml`);
  const xml = await (await request.get(`/${other}/rss.xml`)).text();
  expect(xml).toContain(`<language>${other}</language>`);
  expect(xml).toContain(`<link>${publicUrl(`/${other}/blog/${POSTS[0]?.slug}/`)}</link>`);
  expect(await (await request.get("/rss.xml")).text()).toContain("<language>en</language>");
});

test("the CV page offers the CV's files in its language, each speaking it", async ({
  page,
  request,
}) => {
  await page.goto(`/${other}/cv/`);
  const formats = page.getByRole("navigation", { name: ar["cv.formats"] });
  const pdf = `${other}/${site.cv.downloadName}`;
  await expect(formats.getByRole("link", { name: ar["cv.downloadPdf"] })).toHaveAttribute(
    "href",
    `${BASE_PATH}${pdf}`,
  );
  await expect(formats.getByRole("link", { name: ar["cv.text"] })).toHaveAttribute(
    "href",
    `${BASE_PATH}${other}/cv.txt`,
  );
  const text = await (await request.get(`/${other}/cv.txt`)).text();
  expect(text).toContain(`\n${ar["cv.experience"]}\n`);
  // The fixture's case study, in its Arabic translation, with its address in Arabic.
  expect(text).toContain(publicUrl(`/${other}/projects/notes-app/`));
  const resume = await (await request.get(`/${other}/resume.json`)).json();
  expect(resume.meta.canonical).toBe(publicUrl(`/${other}/resume.json`));
  const file = await request.get(`/${pdf}`);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const english = await (await request.get(`/${site.cv.downloadName}`)).body();
  expect((await file.body()).equals(english)).toBe(false);
  expect(await (await request.get("/cv.txt")).text()).toContain("\nEXPERIENCE\n");
});

test("link previews are drawn in the page's language", async ({ page, request }) => {
  for (const path of ["/", "/projects/notes-app/"]) {
    await page.goto(`/${other}${path}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const own = `${path === "/" ? "/og-image.png" : `${path}og.png`}`;
    expect(image).toBe(publicUrl(`/${other}${own}`));
    const response = await request.get(`/${other}${own}`);
    expect(response.headers()["content-type"]).toBe("image/png");
    // Drawn with the Arabic title: not the English image.
    expect((await response.body()).equals(await (await request.get(own)).body())).toBe(false);
  }
});

test("the 404 page a host shows for any address speaks every language", async ({ page }) => {
  const response = await page.goto(`/${other}/no-such-page/`);
  expect(response?.status()).toBe(404);
  const line = page.locator(`li[lang="${other}"]`);
  await expect(line).toHaveAttribute("dir", "rtl");
  expect(await axeViolationsInBothThemes(page)).toEqual([]);
  await line.getByRole("link", { name: ar["notFound.home"] }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${other}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", other);
});

test("in a right-to-left page each row fills its width all through the loop and joins up", async ({
  page,
}) => {
  await page.goto(`/${other}/`);
  // Each row at the start and the end of a loop: the track covers the row, and at the end one
  // copy stands where the other stood at the start (the reversed row's copies swap roles).
  const rows = await page.locator("[data-marquee]").evaluateAll((rows) =>
    rows.map((row) => {
      const track = row.firstElementChild as HTMLElement;
      const [animation] = track.getAnimations();
      animation?.pause();
      const frame = (time: number) => {
        if (animation) animation.currentTime = time;
        const box = track.getBoundingClientRect();
        const shown = row.getBoundingClientRect();
        const [first = NaN, second = NaN] = [...track.children].map(
          (copy) => copy.getBoundingClientRect().left,
        );
        return {
          covers: box.left <= shown.left + 1 && box.right >= shown.right - 1,
          first,
          second,
        };
      };
      const [start, end] = [frame(0), frame(14_999)];
      const joins = [end.second - start.first, start.second - end.first].map(Math.abs);
      return { covers: [start.covers, end.covers], join: Math.min(...joins) };
    }),
  );
  expect(rows).toHaveLength(2);
  for (const { covers, join } of rows) {
    expect(covers).toEqual([true, true]);
    expect(join).toBeLessThan(1);
  }
});

test("the Projects page speaks the page's language, and its island works in it", async ({
  page,
}) => {
  const hold = gate();
  await routeGitHub(page, async (route) => {
    await hold.opened;
    await fulfillRepos(route, [repository(1, "alpha", { homepage: "https://alpha.example.com" })]);
  });
  await page.goto(`/${other}/projects/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["projects.heading"]);
  await expect(page.getByRole("status")).toHaveText(ar.repositories.loading);
  hold.open();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("link").first()).toHaveText(
    `${ar.repositories.view}: alpha ${ar.repositories.newTab}`,
  );
  const tabs = page.getByRole("tablist", { name: ar.repositories.label });
  await tabs.getByRole("tab", { name: ar.repositories.live }).click();
  await expect(tabs.getByRole("tab", { name: ar.repositories.live })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page).toHaveURL(/[?&]tab=live/);
});

test("the contact form labels its fields and says what is wrong in the page's language", async ({
  page,
}) => {
  await page.goto(`/${other}/contact/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["contact.heading"]);
  const words = ar.contactForm;
  await page.getByLabel(words.name, { exact: true }).fill("   ");
  await page.getByLabel(words.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(words.message, { exact: true }).fill("Hello");
  await page.getByRole("button", { name: words.send }).click();
  await expect(page.getByText(words.nameError)).toBeVisible();
  await expect(page.getByLabel(words.name, { exact: true })).toBeFocused();
});
