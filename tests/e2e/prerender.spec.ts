import { NOT_FOUND, ROUTES, site } from "./support/site.ts";
import { expect, sitePath, test } from "./support/test.ts";

/** The text a reader sees in a piece of HTML: tags dropped, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return decode(
    html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

function decode(text: string): string {
  const named: Record<string, string> = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: " ",
  };
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    }
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return named[code.toLowerCase()] ?? entity;
  });
}

function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = tag.exec(html)?.[0];
  const value = element && new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? undefined : decode(value);
}

/** What each prerendered page must already say before any script runs. */
const CONTENT: Record<string, string[]> = {
  "/": [site.greeting, site.tagline, "View Projects", "Download CV", "Tech Stack", ...site.tech],
  "/about/": [
    "About Me",
    site.intro,
    "Experience",
    "Associate Engineer",
    site.experience[0]?.company ?? "",
    "2024 - Present",
    "Education",
    "Bachelor of Engineering",
    site.education[0]?.institution ?? "",
    "2020 - 2024",
  ],
  "/projects/": ["My Projects", "Repositories", "Live Links"],
  "/contact/": ["Get in Touch", site.email],
  "/privacy-policy/": ["Privacy Policy", site.name, site.email],
  "/terms-of-service/": ["Terms of Service", site.name, site.email],
};

test.describe("prerendered HTML", () => {
  for (const route of ROUTES) {
    test(`${route.path} is complete without JavaScript`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();

      expect(attribute(html, /<html\b[^>]*>/i, "lang")).toBe("en");
      expect(decode(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "")).toBe(route.title);
      expect(attribute(html, /<meta\b[^>]*name="description"[^>]*>/i, "content")).toBeTruthy();
      expect(html.match(/<main\b/gi)).toHaveLength(1);
      expect(html.match(/<h1\b/gi)).toHaveLength(1);
      // The shell is there too: the bar with the owner's name and the footer.
      expect(html).toMatch(/<header\b/i);
      expect(html).toMatch(/<footer\b/i);

      const text = visibleText(html);
      expect(text).toContain(route.heading);
      for (const expected of CONTENT[route.path] ?? []) expect(text).toContain(expected);
      for (const label of ["Home", "About", "Projects", "Contact", site.name]) {
        expect(text).toContain(label);
      }
      expect(text).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    });
  }

  test("the not-found page is prerendered with a 404 status", async ({ request }) => {
    const response = await request.get(NOT_FOUND.path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(decode(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "")).toBe(NOT_FOUND.title);
    expect(html.match(/<main\b/gi)).toHaveLength(1);
    const text = visibleText(html);
    expect(text).toContain(NOT_FOUND.heading);
    expect(text).toContain("Go to the home page");
  });

  test("the theme is set by an inline script in <head>, before any style or module", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
    const inline = head.search(/<script>[^<]*localStorage[^<]*<\/script>/);
    expect(inline).toBeGreaterThan(-1);
    expect(inline).toBeLessThan(head.search(/<style\b|<link\b[^>]*rel="stylesheet"/));
    const firstModule = head.search(/<script\b[^>]*type="module"/);
    if (firstModule !== -1) expect(inline).toBeLessThan(firstModule);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} shows its content and navigation`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      for (const expected of CONTENT[route.path] ?? []) {
        if (!expected) continue;
        await expect(page.getByRole("main").getByText(expected).first()).toBeVisible();
      }
    });
  }

  test("the links lead from page to page", async ({ page }) => {
    await page.goto("/");
    // On a phone the menu button needs JavaScript, so its links show instead.
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toBeHidden();
    for (const label of ["Home", "About", "Projects", "Contact"]) {
      await expect(
        page.getByRole("banner").getByRole("link", { name: label, exact: true }),
      ).toBeVisible();
    }
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(sitePath("/about/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(sitePath("/privacy-policy/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
