import { POSTS } from "./support/blog.ts";
import { ROUTES, site } from "./support/site.ts";
import { BASE_PATH, expect, test } from "./support/test.ts";

/**
 * What crawlers and link previews read: the served HTML of every route, the preview image, the
 * icons, the manifest, the sitemap and robots.txt. The HTML is the same on every device, so
 * these run once, on the desktop project.
 */
test.skip(({ isMobile }) => isMobile, "the served files do not depend on the device");

/** The public address of a site path, as the build writes it into canonical links. */
const publicUrl = (path: string) =>
  `${new URL(site.siteUrl).origin}${BASE_PATH.replace(/\/$/, "")}${path}`;

/** A path the server answers from its root (already carrying the base path). */
const fromServerRoot = (baseURL: string | undefined, path: string) =>
  new URL(path, baseURL ?? "http://localhost").href;

/** Every tag of one kind in a piece of HTML, as attribute maps. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, "gi"))].map(([, attrs = ""]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        value
          .replace(/&amp;/g, "&")
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'"),
      ]),
    ),
  );
}

function meta(html: string, key: "name" | "property", value: string): string[] {
  return tags(html, "meta")
    .filter((tag) => tag[key] === value)
    .map((tag) => tag.content ?? "");
}

function title(html: string): string {
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&");
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every route has its own title, description, canonical URL and preview tags", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();

    const pageTitle = title(html);
    const [description] = meta(html, "name", "description");
    expect(pageTitle, route.path).toBe(route.title);
    expect(description?.length, `${route.path} description`).toBeGreaterThan(40);
    titles.add(pageTitle);
    descriptions.add(description ?? "");

    // One language: no alternates, no locale, no direction (tests/e2e/languages.spec.ts has two).
    expect(tags(html, "link").filter((link) => link.hreflang)).toEqual([]);
    expect(meta(html, "property", "og:locale")).toEqual([]);
    expect(tags(html, "html")).toEqual([{ lang: "en", class: "scroll-pt-20" }]);

    const url = publicUrl(route.path);
    const canonical = tags(html, "link").filter((link) => link.rel === "canonical");
    expect(
      canonical.map((link) => link.href),
      route.path,
    ).toEqual([url]);

    // The site's preview, but for the blog list, which draws its own with its title.
    const image = publicUrl(route.path === "/blog/" ? "/blog/og.png" : "/og-image.png");
    expect(meta(html, "property", "og:title"), route.path).toEqual([pageTitle]);
    expect(meta(html, "property", "og:description"), route.path).toEqual([description]);
    expect(meta(html, "property", "og:url"), route.path).toEqual([url]);
    expect(meta(html, "property", "og:image"), route.path).toEqual([image]);
    expect(meta(html, "property", "og:image:width")).toEqual(["1200"]);
    expect(meta(html, "property", "og:image:height")).toEqual(["630"]);
    expect(meta(html, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(meta(html, "name", "twitter:title"), route.path).toEqual([pageTitle]);
    expect(meta(html, "name", "twitter:description"), route.path).toEqual([description]);
    expect(meta(html, "name", "twitter:image"), route.path).toEqual([image]);

    const themeColors = tags(html, "meta").filter((tag) => tag.name === "theme-color");
    expect(themeColors.map((tag) => tag.media).sort(), route.path).toEqual([
      "(prefers-color-scheme: dark)",
      "(prefers-color-scheme: light)",
    ]);
    for (const tag of themeColors) expect(tag.content).toMatch(/^#[\da-f]{6}$/i);

    const links = tags(html, "link");
    expect(links.find((link) => link.rel === "icon")?.href).toBe(`${BASE_PATH}favicon.svg`);
    expect(links.find((link) => link.rel === "apple-touch-icon")?.href).toBe(
      `${BASE_PATH}apple-touch-icon.png`,
    );
    expect(links.find((link) => link.rel === "manifest")?.href).toBe(
      `${BASE_PATH}manifest.webmanifest`,
    );
  }
  expect(titles.size).toBe(ROUTES.length);
  expect(descriptions.size).toBe(ROUTES.length);
});

test("the home page alone describes its owner as a schema.org Person", async ({ request }) => {
  const blocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json = ""]) => JSON.parse(json) as Record<string, unknown>,
    );

  const home = blocks(await (await request.get("/")).text());
  expect(home).toHaveLength(1);
  // What the owner seeks, while availability is on, is checked in availability.spec.ts.
  const person = { ...home[0] };
  delete person.seeks;
  delete person.homeLocation;
  expect(person).toEqual({
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.role,
    url: publicUrl("/"),
    email: `mailto:${site.email}`,
    sameAs: site.social.map((link) => link.href).filter((href) => href.startsWith("http")),
  });

  for (const route of ROUTES.filter((item) => item.path !== "/")) {
    expect(blocks(await (await request.get(route.path)).text()), route.path).toEqual([]);
  }
});

test("the preview image is a 1200 × 630 PNG", async ({ request }) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test("the apple touch icon is a 180 × 180 PNG", async ({ request }) => {
  const response = await request.get("/apple-touch-icon.png");
  expect(response.status()).toBe(200);
  expect(pngSize(await response.body())).toEqual({ width: 180, height: 180 });
});

test("the web manifest names the site, starts at its base and lists icons that exist", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toContain(site.name);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe(BASE_PATH);
  expect(manifest.scope).toBe(BASE_PATH);
  expect(manifest.theme_color).toMatch(/^#[\da-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[\da-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["any", "192x192", "512x512"]),
  );
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(BASE_PATH), icon.src).toBe(true);
    // The icon paths already carry the base path: fetch them from the server's root.
    const file = await request.get(fromServerRoot(baseURL, icon.src));
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const [width] = icon.sizes.split("x").map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height: width });
    }
  }
});

test("the sitemap lists every route at the site's address, and robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  const parts = locations(await index.text());
  expect(parts.length).toBeGreaterThan(0);
  const pages: string[] = [];
  for (const part of parts) {
    expect(part?.startsWith(publicUrl("/")), part).toBe(true);
    const xml = await request.get(fromServerRoot(baseURL, new URL(part ?? "").pathname));
    expect(xml.status(), part).toBe(200);
    pages.push(...locations(await xml.text()).map((loc) => loc ?? ""));
  }
  // Case studies (/projects/<slug>/) are pages too; case-studies.spec.ts checks their entries.
  const caseStudy = (url: string) =>
    url.startsWith(publicUrl("/projects/")) && url !== publicUrl("/projects/");
  expect(pages.filter((url) => !caseStudy(url)).sort()).toEqual(
    [...ROUTES.map((route) => route.path), ...POSTS.map((post) => `/blog/${post.slug}/`), "/cv/"]
      .map((path) => publicUrl(path))
      .sort(),
  );

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${publicUrl("/sitemap-index.xml")}`);
});

test("the first paint needs only the document: styles inline, no script in its way", async ({
  request,
  page,
}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, route.path).toMatch(/<style>[\s\S]*\.dark[\s\S]*<\/style>/);
    for (const link of tags(html, "link")) {
      expect(link.rel, route.path).not.toBe("stylesheet");
      expect(link.rel, route.path).not.toBe("modulepreload");
    }
    // Script files are modules or deferred: the parser never waits for them.
    for (const script of tags(html, "script").filter((tag) => "src" in tag)) {
      expect(script.type === "module" || "defer" in script, `${route.path} ${script.src}`).toBe(
        true,
      );
    }
  }

  // Pages are separate documents, each painted from its own HTML with no stylesheet to fetch.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const requested: { type: string; url: string }[] = [];
  page.on("request", (request) =>
    requested.push({ type: request.resourceType(), url: request.url() }),
  );
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  expect(requested.filter((request) => request.type === "document").map(({ url }) => url)).toEqual([
    fromServerRoot(page.url(), BASE_PATH),
    page.url(),
  ]);
  expect(requested.filter((request) => request.type === "stylesheet")).toEqual([]);
  expect(errors).toEqual([]);
});
