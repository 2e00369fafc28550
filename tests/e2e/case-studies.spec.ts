import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import * as linguist from "linguist-languages";
import { fulfillRepos, OWNER, repository, routeGitHub } from "./support/external.ts";
import { expectTheme, site, themeSwitch } from "./support/site.ts";
import { axeViolations, axeViolationsInBothThemes } from "./support/axe.ts";
import { BASE_PATH, expect, sitePath, test, type Page } from "./support/test.ts";
import { currentVariant } from "./support/variants.ts";

/**
 * Case studies as a visitor and a crawler meet them: the cards on /projects and the home page,
 * each case study's page, its pictures, its repository's live figures, and what it tells
 * search engines. What the pages should show is read from the case studies' own files (the
 * samples, or the snapshot variant's fixture), so the specs follow what a fork writes.
 */

const { name: VARIANT } = currentVariant();
/** What a base path cannot change (picture loading, contrast, figures): checked at the root. */
const ROOT_ONLY = { tag: "@root-only" };
const DIR = process.env.CASE_STUDIES_DIR || "src/content/case-studies";

/** A picture's file, and its dark variant's where it names one. */
interface StudyPicture {
  src: string;
  dark?: string;
}

interface Study {
  slug: string;
  title: string;
  summary: string;
  role: string;
  period: { start: string; end?: string };
  stack: string[];
  outcomes: string[];
  cover: StudyPicture;
  gallery: StudyPicture[];
  repo?: string;
  live?: string;
  featured?: boolean;
  order?: number;
  /** Written in MDX (.mdx) rather than Markdown. */
  mdx: boolean;
}

const STUDIES: Study[] = readdirSync(DIR)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), "utf8");
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    return {
      slug: file.replace(/\.mdx?$/, ""),
      mdx: file.endsWith(".mdx"),
      gallery: [],
      ...(yaml.load(front) as Partial<Study>),
    } as Study;
  })
  .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.title.localeCompare(b.title, "en"));
const FEATURED = STUDIES.filter((study) => study.featured).slice(0, 3);
const FIRST = STUDIES[0] as Study;
const WITH_REPO = STUDIES.find((study) => study.repo) as Study & { repo: string };

const publicUrl = (pathname: string) =>
  `${new URL(site.siteUrl).origin}${BASE_PATH.replace(/\/$/, "")}${pathname}`;
const casePath = (study: Study) => `/projects/${study.slug}/`;
const cards = (page: Page) => page.getByTestId("case-study-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allInnerTexts();
const figures = (page: Page) => page.locator("[data-repository-figures]");
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);

/**
 * Every case study's picture shown in the page's main part (a picture with a dark variant is two,
 * one hidden in each theme; the owner's photo is not one), with what the browser needs to size
 * and pick it.
 */
function pictures(page: Page) {
  return page.getByRole("main").evaluate(
    (main, owner) =>
      [...main.querySelectorAll("picture")].flatMap((picture) => {
        const img = picture.querySelector("img");
        if (!img || getComputedStyle(img).display === "none" || img.alt === owner) return [];
        return {
          alt: img?.getAttribute("alt") ?? null,
          width: Number(img?.getAttribute("width")),
          height: Number(img?.getAttribute("height")),
          src: img?.getAttribute("src") ?? "",
          srcset: img?.getAttribute("srcset") ?? "",
          sizes: img?.getAttribute("sizes") ?? "",
          loading: img?.getAttribute("loading"),
          fetchpriority: img?.getAttribute("fetchpriority"),
          sources: [...picture.querySelectorAll("source")].map((source) => ({
            type: source.getAttribute("type"),
            srcset: source.getAttribute("srcset") ?? "",
          })),
        };
      }),
    site.name,
  );
}

type Picture = Awaited<ReturnType<typeof pictures>>[number];

function expectWellMade(picture: Picture) {
  expect(picture.alt?.trim().length, picture.src).toBeGreaterThan(5);
  expect(picture.width, picture.src).toBeGreaterThan(0);
  expect(picture.height, picture.src).toBeGreaterThan(0);
  expect(picture.src).toMatch(/\.webp$/);
  expect(picture.srcset).toMatch(/\.webp \d+w(, .+\.webp \d+w)*$/);
  expect(picture.sizes).not.toBe("");
  expect(picture.sources).toEqual([
    { type: "image/avif", srcset: expect.stringMatching(/\.avif \d+w/) as unknown as string },
  ]);
}

test.skip(({ isMobile }) => isMobile, "the pages' markup is the same on every device");

test.describe("on /projects", () => {
  test("the case studies come first, as cards in their order, above the repository tabs", async ({
    page,
  }) => {
    await routeGitHub(page, (route) => fulfillRepos(route, []));
    await page.goto("/projects/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
    const section = page.getByRole("region", { name: "Case Studies" });
    await expect(section).toBeVisible();
    expect(await cardTitles(page)).toEqual(STUDIES.map((study) => study.title));
    for (const [index, study] of STUDIES.entries()) {
      const card = cards(page).nth(index);
      await expect(card).toContainText(study.summary);
      await expect(card.getByRole("link")).toHaveAttribute("href", sitePath(casePath(study)));
      await expect(card.getByRole("link")).toHaveAccessibleName(
        new RegExp(`^Read Case Study →\\s*: ${study.title}$`),
      );
    }
    // Above the repositories' tabs (projects.spec.ts tests them).
    const tabs = page.getByRole("tablist");
    expect((await section.boundingBox())?.y ?? 0).toBeLessThan((await tabs.boundingBox())?.y ?? 0);
  });
});

test(
  "every picture is made for its place; only the one in the first screen is fetched first",
  ROOT_ONLY,
  async ({ page }) => {
    const study = STUDIES.find((item) => item.gallery.length > 0) ?? FIRST;
    // A page, how many pictures it has, and the first of them when it is in the first screen:
    // eager (with a dark variant, the one shown is made eager as it is read; the hidden one is
    // lazy, so it is never fetched).
    for (const [pathname, count, first] of [
      ["/projects/", STUDIES.length, FIRST],
      ["/", FEATURED.length, undefined],
      [casePath(study), 1 + study.gallery.length, study],
    ] as const) {
      await page.goto(pathname);
      const found = await pictures(page);
      expect(found, pathname).toHaveLength(count);
      found.forEach(expectWellMade);
      expect(found.map((picture) => [picture.loading, picture.fetchpriority])).toEqual(
        found.map((_, index) => (first && index === 0 ? ["eager", "high"] : ["lazy", null])),
      );
    }
    // The first cover of /projects is in the first screen, and shows.
    await page.goto("/projects/");
    const cover = page.getByRole("main").locator("picture img").first();
    await expect(cover).toBeInViewport();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  },
);

test("in the dark theme a picture shows its dark variant as drawn, or else is dimmed a little", async ({
  page,
}) => {
  await routeGitHub(page, (route) => fulfillRepos(route, []));
  await page.goto("/projects/");
  const cover = cards(page).first().locator("img:visible");
  await expect(cover).toHaveCSS("filter", "none");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(cover).toHaveCSS("filter", FIRST.cover.dark ? "none" : "brightness(0.85)");
});

for (const theme of ["light", "dark"] as const) {
  test(
    `in the ${theme} theme a case study's page downloads the pictures it shows, and no other`,
    ROOT_ONLY,
    async ({ page }) => {
      const study = STUDIES.find((item) => item.gallery.length > 0) ?? FIRST;
      await routeGitHub(page, (route) => fulfillRepos(route, []));
      // Chosen against the system's preference: the class on <html> decides, not a media query.
      await page.emulateMedia({ colorScheme: theme === "dark" ? "light" : "dark" });
      await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      const requested: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (/\.(avif|webp|png)$/.test(pathname)) requested.push(pathname);
      });
      await page.goto(casePath(study));
      await expectTheme(page, theme);
      const shown = page.getByRole("main").locator("picture img:visible");
      await expect(shown).toHaveCount(1 + study.gallery.length);
      const loaded = async () => {
        for (const img of await shown.all()) {
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              img.evaluate((each: HTMLImageElement) => each.complete && each.naturalWidth),
            )
            .toBeGreaterThan(0);
        }
        return shown.evaluateAll((imgs) =>
          imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
        );
      };
      const files = (dark: boolean) =>
        [study.cover, ...study.gallery].map(
          (picture) => path.parse((dark && picture.dark) || picture.src).name,
        );
      // Each picture as drawn for the theme (its dark variant where the case study names one),
      // as AVIF, and nothing else fetched: no file of the other theme.
      const sources = await loaded();
      expect(sources).toEqual(
        files(theme === "dark").map((file) => expect.stringMatching(`/${file}\\.[\\w-]+\\.avif$`)),
      );
      expect(requested.sort()).toEqual([...sources].sort());

      // Switched, the other theme's pictures load once, as they come into view.
      await page.evaluate(() => window.scrollTo(0, 0));
      await themeSwitch(page).click();
      await expectTheme(page, theme === "dark" ? "light" : "dark");
      const switched = await loaded();
      expect(switched).toEqual(
        files(theme !== "dark").map((file) => expect.stringMatching(`/${file}\\.[\\w-]+\\.avif$`)),
      );
      expect(requested.sort()).toEqual([...new Set([...sources, ...switched])].sort());
    },
  );
}

test.describe("on the home page", () => {
  test("the featured case studies, at most three, in their order, between the intro and the tech band", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Featured Work" });
    if (FEATURED.length === 0) {
      await expect(section).toHaveCount(0);
      return;
    }
    expect(FEATURED.length).toBeLessThanOrEqual(3);
    expect(await cardTitles(page)).toEqual(FEATURED.map((study) => study.title));
    for (const [index, study] of FEATURED.entries()) {
      await expect(cards(page).nth(index).getByRole("link")).toHaveAttribute(
        "href",
        sitePath(casePath(study)),
      );
    }
    const order = await page
      .getByRole("main")
      .evaluate((main) =>
        [...main.querySelectorAll("h1, h2")].map((heading) => heading.textContent?.trim()),
      );
    expect(order.indexOf("Featured Work")).toBe(1);
    if (order.includes("Tech Stack")) expect(order.indexOf("Tech Stack")).toBe(2);
  });
});

test.describe("a case study's page", () => {
  for (const study of STUDIES) {
    test(`${casePath(study)} tells the whole story`, async ({ page }) => {
      await routeGitHub(page, (route) => fulfillRepos(route, []));
      await page.goto(casePath(study));
      await expect(page).toHaveTitle(`${study.title} · ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      const main = page.getByRole("main");
      await expect(main).toContainText(study.summary);
      const facts = main.locator("[data-facts]");
      await expect(facts.locator("dt")).toHaveText(["Role", "Period", "Stack"]);
      await expect(facts.locator("dd").nth(0)).toHaveText(study.role);
      await expect(facts.locator("dd").nth(1)).toHaveText(/^\w{3} \d{4} – (\w{3} \d{4}|Present)$/);
      await expect(facts.locator("dd").nth(2)).toHaveText(study.stack.join(" · "));
      await expect(page.getByRole("region", { name: "Outcomes" }).getByRole("listitem")).toHaveText(
        study.outcomes,
      );
      // The Markdown body, as headings of the page.
      expect(await main.locator("[data-case-study-body] h2").count()).toBeGreaterThan(0);
      await expect(main.locator("[data-gallery] img:visible")).toHaveCount(study.gallery.length);

      const repositoryLink = main.getByRole("link", { name: /^View Repository →/ });
      if (study.repo) {
        await expect(repositoryLink).toHaveAttribute(
          "href",
          `https://github.com/${OWNER}/${study.repo}`,
        );
        await expect(repositoryLink).toHaveAttribute("target", "_blank");
      } else await expect(repositoryLink).toHaveCount(0);
      const liveLink = main.getByRole("link", { name: /^Visit Site →/ });
      if (study.live) {
        await expect(liveLink).toHaveAttribute("href", study.live);
        await expect(liveLink).toHaveAttribute("target", "_blank");
      } else await expect(liveLink).toHaveCount(0);

      await main.getByRole("link", { name: "All Projects" }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath("/projects/")}$`));
    });
  }

  test("leads on to the next case study and back", async ({ page }) => {
    test.skip(STUDIES.length < 2, "one case study has no neighbours");
    const [first, second] = STUDIES as [Study, Study];
    await page.goto(casePath(first));
    const more = page.getByRole("navigation", { name: "More case studies" });
    await expect(more.locator('a[rel="prev"]')).toHaveCount(0);
    await more.locator('a[rel="next"]').click();
    // A visitor acts on the next page once it has loaded (a click during its arrival can be lost).
    await page.waitForURL(`**${casePath(second)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await page
      .getByRole("navigation", { name: "More case studies" })
      .locator('a[rel="prev"]')
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test(
    "axe finds no violation, in both themes, on a phone and a desktop",
    ROOT_ONLY,
    async ({ page }) => {
      test.slow();
      // /projects/, with its case studies, is checked with every page (a11y.spec.ts).
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(casePath(FIRST));
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await axeViolationsInBothThemes(page), `${width} px`).toEqual([]);
      }
    },
  );
});

test("a case study written in MDX is built as the others, its expressions worked out", async ({
  page,
}) => {
  const study = STUDIES.find((each) => each.slug === "notes-app" && each.mdx);
  test.skip(!study, "the fixtures' MDX case study is not in this build");
  await page.goto(casePath(study as Study));
  const body = page.getByRole("main");
  await expect(body.getByRole("heading", { level: 2, name: "The problem" })).toBeVisible();
  await expect(body).toContainText(
    "Notes were spread over 3 places: a phone app, a desktop editor, paper.",
  );
  await expect(body).not.toContainText("{places");
});

test("no picture's text is read twice: the gallery's captions repeat the alt text only to the eye", async ({
  page,
}) => {
  const study = STUDIES.find((item) => item.gallery.length > 0) ?? FIRST;
  await page.goto(casePath(study));
  await expect(page.locator("[data-gallery] figcaption")).toHaveCount(study.gallery.length);
  const violations = await axeViolations(page, {
    runOnly: { type: "rule", values: ["image-alt", "image-redundant-alt"] },
  });
  expect(violations).toEqual([]);
});

test.describe("what a case study tells search engines", () => {
  test("its own title, description, canonical address and preview image", async ({ request }) => {
    for (const study of STUDIES) {
      const html = await (await request.get(casePath(study))).text();
      const url = publicUrl(casePath(study));
      expect(html).toContain(`<link rel="canonical" href="${url}"`);
      expect(html).toContain(`<meta property="og:image" content="${url}og.png"`);
      const image = await request.get(`${casePath(study)}og.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\/png/);
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test("structured data: a CreativeWork by the owner, with its time, technologies, code and site", async ({
    page,
  }) => {
    for (const study of STUDIES) {
      await page.goto(casePath(study));
      const url = publicUrl(casePath(study));
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as Record<string, unknown>;
      const { start, end = ".." } = study.period;
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": study.repo ? ["CreativeWork", "SoftwareSourceCode"] : "CreativeWork",
        name: study.title,
        headline: study.title,
        description: study.summary,
        url,
        mainEntityOfPage: url,
        author: { "@type": "Person", name: site.name, jobTitle: site.role },
        dateCreated: start,
        temporalCoverage: `${start}/${end}`,
        keywords: study.stack.join(", "),
      });
      expect((data.image as string[])[0]).toMatch(/^https?:\/\/.+\.webp$/);
      expect(data.image).toHaveLength(1 + study.gallery.length);
      expect(data.codeRepository).toBe(
        study.repo ? `https://github.com/${OWNER}/${study.repo}` : undefined,
      );
      expect(data.sameAs).toBe(study.live);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        study.summary,
      );
    }
  });

  test("the sitemap lists every case study", async ({ request, baseURL }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const part = /<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? "";
    const xml = await (
      await request.get(new URL(new URL(part).pathname, baseURL ?? "http://localhost").href)
    ).text();
    for (const study of STUDIES) {
      expect(xml).toContain(`<loc>${publicUrl(casePath(study))}</loc>`);
    }
  });
});

test.describe("the repository's live figures", () => {
  test.skip(!WITH_REPO, "no case study names a repository");

  test(
    "without a snapshot the page builds none, then shows GitHub's in the browser",
    ROOT_ONLY,
    async ({ page }) => {
      test.skip(VARIANT !== "root", "the root build has no snapshot");
      const requests = await routeGitHub(page, (route) =>
        fulfillRepos(route, [
          repository(1, "other"),
          repository(2, WITH_REPO.repo, {
            stargazers_count: 1234,
            forks_count: 56,
            language: "Go",
            pushed_at: "2026-02-03T04:05:06Z",
          }),
        ]),
      );
      const response = await page.request.get(sitePath(casePath(WITH_REPO)));
      expect(await response.text()).toMatch(/<section[^>]*hidden=""[^>]*data-repository-figures/);

      await page.goto(casePath(WITH_REPO));
      await expect(figures(page)).toBeVisible();
      await expect(figure(page, "stars")).toHaveText("1.2K");
      await expect(figure(page, "forks")).toHaveText("56");
      await expect(figure(page, "language")).toHaveText("Go");
      await expect(figure(page, "pushed")).toHaveText("Feb 3, 2026");
      await expect(figure(page, "pushed")).toHaveAttribute("datetime", "2026-02-03T04:05:06Z");
      await expect(figure(page, "language-dot")).toHaveCSS(
        "background-color",
        hexToRgb(linguist.Go.color ?? ""),
      );
      expect(requests).toHaveLength(1);

      // The Projects page's cache: coming back within ten minutes asks GitHub nothing.
      await page.reload();
      await expect(figure(page, "stars")).toHaveText("1.2K");
      await page.waitForTimeout(500);
      expect(requests).toHaveLength(1);
    },
  );

  test(
    "when GitHub cannot be reached the figures stay out of the way",
    ROOT_ONLY,
    async ({ page }) => {
      test.skip(VARIANT !== "root", "the root build has no snapshot");
      const requests = await routeGitHub(page, (route) => route.abort("internetdisconnected"));
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(casePath(WITH_REPO));
      await expect.poll(() => requests.length).toBe(1);
      await page.waitForTimeout(300);
      await expect(figures(page)).toBeHidden();
      await expect(page.getByRole("main")).not.toContainText(/Error|Failed/);
      await expect(page.getByRole("link", { name: /^View Repository →/ })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test("the build's snapshot puts them in the HTML, and the browser brings them up to date", async ({
    page,
    request,
  }) => {
    test.skip(VARIANT !== "snapshot", "only the snapshot build has figures in its HTML");
    // The stand-in's figures (support/snapshot.ts), in the HTML without any script.
    const html = await (await request.get(casePath(WITH_REPO))).text();
    const section = /<section[^>]*data-repository-figures[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section).toBeDefined();
    expect(section).not.toMatch(/^<section[^>]*hidden/);
    expect(section).toMatch(/data-figure="stars"[^>]*>1</);
    expect(section).toMatch(/data-figure="language"[^>]*>Python</);
    expect(section).toMatch(/datetime="2025-03-01T00:00:00Z"[^>]*>Mar 1, 2025</i);
    expect(section?.toLowerCase()).toContain(
      `background-color:${(linguist.Python.color ?? "").toLowerCase()}`,
    );

    // A visitor's browser asks GitHub and shows what it answers now.
    await routeGitHub(page, (route) =>
      fulfillRepos(route, [
        repository(103, WITH_REPO.repo, { stargazers_count: 42, language: "Python" }),
      ]),
    );
    await page.goto(casePath(WITH_REPO));
    await expect(figure(page, "stars")).toHaveText("42");
    await expect(figure(page, "language")).toHaveText("Python");
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
