import { axeViolationsInBothThemes } from "./support/axe.ts";
import { DRAFTS, POSTS } from "./support/blog.ts";
import { collectErrors, site } from "./support/site.ts";
import { BASE_PATH, expect, sitePath, test, type Page } from "./support/test.ts";

/**
 * The blog as a visitor and a feed reader meet it: the list, a post, its code in both themes,
 * the way between posts, the feed and what crawlers read. Written against the posts in
 * src/content/blog/, whatever they say.
 */

test.skip(POSTS.length < 2, "the site ships at least two posts");

const [newest, second] = POSTS as [(typeof POSTS)[number], (typeof POSTS)[number]];
const oldest = POSTS[POSTS.length - 1] ?? newest;
const postPath = (slug: string) => `/blog/${slug}/`;
/** The public address of a site path, as the build writes it into links. */
const publicUrl = (path: string) =>
  `${new URL(site.siteUrl).origin}${BASE_PATH.replace(/\/$/, "")}${path === "/" ? "/" : path}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A post whose body has a code block: the shipped ones all do. */
async function firstCodeBlock(page: Page) {
  const block = page.locator("[data-post-body] pre.astro-code").first();
  await expect(block).toBeVisible();
  return block;
}

test.describe("the list at /blog", () => {
  test("shows every published post, newest first, with its date, reading time, description and tags", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/blog/");
    await expect(page).toHaveTitle(`Blog · ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(POSTS.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
      POSTS.map((post) => post.title),
    );
    for (const [index, post] of POSTS.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("time").first()).toHaveAttribute("datetime", isoDay(post.date));
      await expect(card.locator("time").first()).toHaveCSS("font-family", /Geist Mono/);
      await expect(card.locator("[data-reading-time]")).toHaveText(/^· ?\d+ min read$/);
      await expect(card.getByText(post.description)).toBeVisible();
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
        post.tags,
      );
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute(
        "href",
        sitePath(postPath(post.slug)),
      );
    }
    for (const draft of DRAFTS) {
      await expect(page.getByText(draft.title)).toHaveCount(0);
    }
    // The bar marks Blog as the page shown; the footer links the feed.
    await expect(page.getByRole("banner").locator('a[aria-current="page"]').first()).toHaveText(
      "Blog",
    );
    expect(errors).toEqual([]);
  });

  test("opens a post when its card is pressed anywhere", async ({ page }) => {
    await page.goto("/blog/");
    // The title's link covers the card: a press on the description follows it.
    const box = await page
      .getByTestId("post-card")
      .nth(1)
      .getByText(second.description)
      .boundingBox();
    await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(page).toHaveURL(sitePath(postPath(second.slug)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  });
});

test.describe("a post", () => {
  test("has its title, date, reading time and tags, and leads back to the list", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(postPath(newest.slug));
    await expect(page).toHaveTitle(`${newest.title} · ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    const header = page.getByRole("article").locator("header").first();
    await expect(header.locator("time").first()).toHaveAttribute("datetime", isoDay(newest.date));
    await expect(header.locator("[data-reading-time]")).toHaveText(/\d+ min read/);
    await expect(header.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      newest.tags,
    );
    // Headings in order: the title, then the sections of the text.
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    }
    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(sitePath("/blog/"));
    expect(errors).toEqual([]);
  });

  test("links the older and the newer post, and none past either end", async ({ page }) => {
    await page.goto(postPath(newest.slug));
    const more = page.getByRole("navigation", { name: "More posts" });
    await expect(more.getByRole("link", { name: /Newer post/ })).toHaveCount(0);
    await more.getByRole("link", { name: `Older post → ${second.title}` }).click();
    await expect(page).toHaveURL(sitePath(postPath(second.slug)));
    await page
      .getByRole("navigation", { name: "More posts" })
      .getByRole("link", { name: `← Newer post ${newest.title}` })
      .click();
    await expect(page).toHaveURL(sitePath(postPath(newest.slug)));

    await page.goto(postPath(oldest.slug));
    await expect(
      page
        .getByRole("navigation", { name: "More posts" })
        .getByRole("link", { name: /Older post/ }),
    ).toHaveCount(0);
  });

  test("on a wide screen, lists its sections beside the text and leads to each", async ({
    page,
  }) => {
    await page.goto(postPath(newest.slug));
    const body = page.locator("[data-post-body]");
    const sections = await body.locator(":scope > h2").allTextContents();
    test.skip(sections.length < 2, "the newest post has fewer than two sections");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents).toBeVisible();
    const [listBox, bodyBox] = [await contents.boundingBox(), await body.boundingBox()];
    expect(listBox?.x).toBeGreaterThanOrEqual((bodyBox?.x ?? 0) + (bodyBox?.width ?? 0));

    // Every section, in order, with its parts (h3) between them.
    const parts = await body.locator(":scope > h2, :scope > h3").allTextContents();
    await expect(contents.getByRole("link")).toHaveText(parts.map((text) => text.trim()));

    // Each link leads to its heading; the list stays in sight down the page.
    const last = sections[sections.length - 1]?.trim() ?? "";
    await contents.getByRole("link", { name: last, exact: true }).click();
    const heading = body.getByRole("heading", { level: 2, name: last, exact: true });
    await expect(heading).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute("id")}`);
    await expect(contents).toBeInViewport();

    // A phone's screen is the text's: no list there.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(contents).toBeHidden();
  });

  test("a draft is not built", async ({ request }) => {
    for (const draft of DRAFTS) {
      expect((await request.get(postPath(draft.slug))).status()).toBe(404);
    }
  });
});

/** Each token's colour, the block's background and their contrast ratio (WCAG 2). */
function codeColours(page: Page) {
  return page
    .locator("[data-post-body] pre.astro-code")
    .first()
    .evaluate((pre) => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = getComputedStyle(pre).backgroundColor;
      const tokens = [...pre.querySelectorAll("span")]
        .filter((span) => span.children.length === 0 && span.textContent?.trim())
        .map((span) => {
          const colour = getComputedStyle(span).color;
          const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
          return {
            text: span.textContent ?? "",
            colour,
            ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
          };
        });
      return { background, tokens };
    });
}

test.describe("code in a post @root-only", () => {
  test("is coloured in the HTML, differently in each theme, and readable in both", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(postPath(newest.slug));
    await firstCodeBlock(page);
    const light = await codeColours(page);
    expect(new Set(light.tokens.map((token) => token.colour)).size).toBeGreaterThan(2);

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    const dark = await codeColours(page);
    expect(dark.background).not.toBe(light.background);
    expect(dark.tokens.map((token) => token.text)).toEqual(light.tokens.map((token) => token.text));
    expect(dark.tokens.map((token) => token.colour)).not.toEqual(
      light.tokens.map((token) => token.colour),
    );
    for (const { tokens } of [light, dark]) {
      for (const token of tokens) {
        expect(token.ratio, `${token.text} in ${token.colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test("needs no script: the colours are in the served HTML", async ({ request }) => {
    const html = await (await request.get(postPath(newest.slug))).text();
    expect(html).toMatch(/<pre class="astro-code[^"]*"[^>]*--shiki-dark-bg:/);
    expect(html).toMatch(/<span style="color:#[\da-f]{6};--shiki-dark:#[\da-f]{6}">/i);
  });

  test("a long line scrolls inside its block on a phone, not the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(postPath(newest.slug));
    const widths = await page
      .locator("[data-post-body] pre")
      .evaluateAll((blocks) =>
        blocks.map((block) => ({ scroll: block.scrollWidth, client: block.clientWidth })),
      );
    expect(widths.some((width) => width.scroll > width.client)).toBe(true);
    const page_ = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(page_.scroll).toBeLessThanOrEqual(page_.client);
    // The block can take focus, so a keyboard scrolls it too.
    await expect(await firstCodeBlock(page)).toHaveAttribute("tabindex", "0");
  });
});

test.describe("the feed", () => {
  test("lists every post with an absolute link, its date, description and tags", async ({
    request,
  }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0">/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => item);
    expect(items).toHaveLength(POSTS.length);
    for (const [index, post] of POSTS.entries()) {
      const item = items[index] ?? "";
      const text = (tag: string) =>
        [...item.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map(([, value]) => value);
      expect(text("title")).toEqual([post.title]);
      expect(text("link")).toEqual([publicUrl(postPath(post.slug))]);
      expect(new Date(text("pubDate")[0] ?? "").getTime()).toBe(post.date.getTime());
      expect(text("description")[0]).toBe(post.description.replace(/&/g, "&amp;"));
      expect(text("category")).toEqual(post.tags);
    }
    for (const draft of DRAFTS) expect(xml).not.toContain(draft.title);
  });

  test("is linked from every page's head and footer", async ({ page }) => {
    for (const path of ["/", "/about/", "/blog/", postPath(newest.slug)]) {
      await page.goto(path);
      const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(alternate).toHaveAttribute("href", sitePath("/rss.xml"));
      // The theme script stays the head's first element.
      expect(
        await page.evaluate(() => document.head.querySelector("meta ~ script, script")?.outerHTML),
      ).toMatch(/localStorage/);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "RSS", exact: true }),
      ).toHaveAttribute("href", sitePath("/rss.xml"));
    }
  });
});

test.describe("what crawlers read", () => {
  test("a post has its own description, canonical address, preview image and BlogPosting", async ({
    page,
  }) => {
    await page.goto(postPath(second.slug));
    const url = publicUrl(postPath(second.slug));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      second.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    const image = publicUrl(`${postPath(second.slug)}og.png`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: second.title,
      description: second.description,
      datePublished: isoDay(second.date),
      author: { "@type": "Person", name: site.name },
      url,
      image,
      keywords: second.tags.join(", "),
    });
    expect(String(data.dateModified) >= isoDay(second.date)).toBe(true);
  });

  // The list's own preview image is in its head (seo.spec.ts).
  test("each preview image is a PNG drawn with its page's title", async ({ request }) => {
    const png = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const bytes = await response.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      return bytes.toString("base64");
    };
    const drawn = [
      await png("/og-image.png"),
      await png("/blog/og.png"),
      await png(`${postPath(newest.slug)}og.png`),
      await png(`${postPath(second.slug)}og.png`),
    ];
    // Different titles draw different pictures: none is the site's image or another's.
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});

test.describe("axe finds no WCAG 2.2 AA violation @root-only", () => {
  for (const width of [390, 1280]) {
    test(`a post, in both themes, ${width} px wide`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      // The list is checked with every page (a11y.spec.ts).
      await page.goto(postPath(newest.slug));
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
    });
  }
});
