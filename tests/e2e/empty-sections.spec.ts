import { expect, test } from "./support/offline.ts";

/**
 * A site with no posts and no case studies (this build reads both from an empty folder): none of
 * their sections, links or feeds shows anywhere, and nothing points at a page that is not there.
 */

test("the home page has no featured work, no page quotes anyone, and none links to a blog", async ({
  page,
}) => {
  for (const path of ["/", "/about/", "/projects/", "/contact/"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Work" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Testimonials" })).toHaveCount(0);
    await expect(page.locator("blockquote")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Blog", exact: true })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "RSS" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
    // No link to a post or a case study (the Projects page itself is /projects/).
    await expect(
      page.locator('a[href*="/blog/"], a[href*="/projects/"]:not([href$="/projects/"])'),
    ).toHaveCount(0);
  }
});

test("/projects shows the repositories alone, with no case-study list", async ({ page }) => {
  await page.goto("/projects/");
  await expect(page.getByRole("tablist", { name: "Projects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Case Studies" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Read Case Study/ })).toHaveCount(0);
});

test("/blog and its feed are not built, and the sitemap lists neither posts nor case studies", async ({
  page,
  request,
}) => {
  const blog = await page.goto("/blog/");
  expect(blog?.status()).toBe(404);
  expect((await request.get("/rss.xml")).status()).toBe(404);
  expect((await request.get("/blog/og.png")).status()).toBe(404);
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) {
    const text = await (await request.get(new URL(sitemap).pathname)).text();
    const pages = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.filter((url) => /\/blog\/|\/projects\/[^/]/.test(url))).toEqual([]);
  }
});
