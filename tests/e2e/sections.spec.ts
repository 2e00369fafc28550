import type { Locator, Page } from "@playwright/test";
import { POSTS } from "./support/blog.ts";
import { isPhone, NOT_FOUND, ROUTES, site } from "./support/site.ts";
import { BASE_PATH, expect, test } from "./support/test.ts";

/**
 * How pages open their sections, and how About, Contact and the home page's tech band are laid
 * out: two columns where a desktop has the room, one on a phone; read from the styles and boxes
 * the browser works out, never from pixels of the sample content.
 */

/** An element's box in page coordinates, which scrolling to measure another does not change. */
function box(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      x: rect.x + window.scrollX,
      y: rect.y + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
}

/** The font family a `font-mono` element gets on this page. */
function monoFamily(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.className = "font-mono";
    document.body.append(probe);
    const family = getComputedStyle(probe).fontFamily;
    probe.remove();
    return family;
  });
}

test.describe("about", { tag: "@phone" }, () => {
  for (const { id, name, period } of [
    { id: "experience", name: "Experience", period: site.experience[0]?.period },
    { id: "education", name: "Education", period: site.education[0]?.period },
  ]) {
    test(`${name}: its title beside the timeline on a desktop, above it on a phone`, async ({
      page,
    }, testInfo) => {
      test.skip(!period, `the config has no ${id} entry`);
      await page.goto("/about/");
      const section = page.getByRole("region", { name });
      const title = section.locator("[data-section-title]");
      const timeline = section.locator("[data-timeline]");
      const [titleBox, timelineBox] = [await box(title), await box(timeline)];

      if (isPhone(testInfo.project.name)) {
        // One column: the title on top, the timeline under it, starting at the same edge.
        expect(timelineBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
        expect(Math.abs(timelineBox.x - titleBox.x)).toBeLessThanOrEqual(1);
      } else {
        // Two columns: the title to the left of the timeline, their tops level.
        expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(timelineBox.x);
        expect(Math.abs(timelineBox.y - titleBox.y)).toBeLessThanOrEqual(1);
      }

      // Each entry is a card with its dates in the monospace face.
      const entry = timeline.getByRole("listitem").first();
      const card = await entry.evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: parseFloat(style.borderTopLeftRadius), border: style.borderTopStyle };
      });
      expect(card.radius).toBeGreaterThan(0);
      expect(card.border).toBe("solid");
      const dates = entry.getByText(period ?? "", { exact: true });
      await expect(dates).toBeVisible();
      const family = await dates.evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family).toBe(await monoFamily(page));

      if (!isPhone(testInfo.project.name)) {
        // Right-aligned: the dates end where the role's line ends, at the card's inner edge.
        const [entryBox, datesBox] = [await box(entry), await box(dates)];
        const padding = await entry.evaluate((element) =>
          parseFloat(getComputedStyle(element).paddingRight),
        );
        const inner = entryBox.x + entryBox.width - padding;
        expect(Math.abs(datesBox.x + datesBox.width - inner)).toBeLessThanOrEqual(2);
        const role = entry.getByRole("heading", { level: 3 });
        expect((await box(role)).x + (await box(role)).width).toBeLessThan(datesBox.x);
      }
    });
  }
});

test.describe("contact", { tag: "@phone" }, () => {
  test("the details and the form are two matching cards, side by side on a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact/");
    const details = page.getByRole("region", { name: "Contact information" });
    const form = page.getByRole("region", { name: "Send a message" });
    const [detailsBox, formBox] = [await box(details), await box(form)];

    if (isPhone(testInfo.project.name)) {
      expect(formBox.y).toBeGreaterThanOrEqual(detailsBox.y + detailsBox.height);
      expect(Math.abs(formBox.x - detailsBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(formBox.width - detailsBox.width)).toBeLessThanOrEqual(1);
    } else {
      expect(detailsBox.x + detailsBox.width).toBeLessThanOrEqual(formBox.x);
      expect(Math.abs(formBox.y - detailsBox.y)).toBeLessThanOrEqual(1);
      // Side by side, the two cards end level too.
      expect(Math.abs(formBox.height - detailsBox.height)).toBeLessThanOrEqual(1);
    }

    // Matching: the same surface, line and corners.
    const look = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.backgroundColor,
          style.borderTopColor,
          style.borderTopWidth,
          style.borderTopLeftRadius,
          style.boxShadow,
        ];
      });
    expect(await look(details)).toEqual(await look(form));
    expect((await look(details))[3]).not.toBe("0px");
  });
});

test.describe("tech band", { tag: "@phone" }, () => {
  test("spans the viewport's width, on a tint of its own", async ({ page }) => {
    test.skip(site.tech.length === 0, "the config lists no technologies");
    await page.goto("/");
    const band = page.locator("[data-tech-band]");
    const bandBox = await box(band);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(bandBox.x).toBeLessThanOrEqual(0);
    expect(bandBox.x + bandBox.width).toBeGreaterThanOrEqual(width);
    // No sideways scroll for it.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const colours = await band.evaluate((element) => ({
      band: getComputedStyle(element).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
      top: getComputedStyle(element).borderTopStyle,
      bottom: getComputedStyle(element).borderBottomStyle,
    }));
    expect(colours.band).not.toBe(colours.page);
    expect([colours.top, colours.bottom]).toEqual(["solid", "solid"]);
    await expect(band.getByRole("heading", { level: 2, name: "Tech Stack" })).toBeVisible();
  });
});

/** How a heading looks, and the label just above it (its previous sibling), if any. */
function opener(heading: Locator) {
  return heading.evaluate((element) => {
    // What the site's monospace and accent compute to here (each page ships only the classes
    // it uses, so the probe names the variables behind them).
    const probe = (property: "color" | "fontFamily", value: string) => {
      const span = document.createElement("span");
      span.style[property] = value;
      document.body.append(span);
      const computed = getComputedStyle(span)[property];
      span.remove();
      return computed;
    };
    const style = getComputedStyle(element);
    const label = element.previousElementSibling;
    const labelStyle = label ? getComputedStyle(label) : null;
    const line = label?.firstElementChild;
    const lineBox = line?.getBoundingClientRect();
    const headingBox = element.getBoundingClientRect();
    const cursor = getComputedStyle(element, "::after");
    return {
      cursor: { content: cursor.content, colour: cursor.color },
      type: {
        size: style.fontSize,
        weight: style.fontWeight,
        tracking: style.letterSpacing,
        family: style.fontFamily,
      },
      label: label && {
        text: label.textContent?.trim() ?? "",
        family: labelStyle?.fontFamily,
        colour: labelStyle?.color,
        // How far above the heading it ends.
        gap: headingBox.top - (label.getBoundingClientRect().bottom ?? 0),
        hairline: line && {
          width: lineBox?.width ?? 0,
          height: lineBox?.height ?? 0,
          colour: getComputedStyle(line).backgroundColor,
        },
      },
      mono: probe("fontFamily", "var(--font-geist-mono)"),
      accent: probe("color", "var(--accent)"),
    };
  });
}

type Opener = Awaited<ReturnType<typeof opener>>;

/**
 * The site's signature: a label in its monospace and the accent, led by an accent hairline, and
 * the heading ending at the accent cursor, which is not part of its name.
 */
function expectLabelled({ label, mono, accent, cursor }: Opener, where: string, text: string) {
  expect(label, `${where}: no label above the heading`).not.toBeNull();
  expect(label?.text, where).toBe(text);
  expect(cursor, where).toEqual({ content: '"_" / ""', colour: accent });
  expect(label?.family, where).toBe(mono);
  expect(label?.colour, where).toBe(accent);
  expect(label?.gap, where).toBeGreaterThanOrEqual(0);
  expect(label?.gap, where).toBeLessThanOrEqual(24);
  expect(label?.hairline?.height, where).toBeGreaterThan(0);
  expect(label?.hairline?.height, where).toBeLessThanOrEqual(2);
  expect(label?.hairline?.width, where).toBeGreaterThanOrEqual(16);
  expect(label?.hairline?.colour, where).toBe(accent);
}

/** The sections a page opens with a label and a heading of the `section` step, when shown. */
const SECTIONS: Record<string, readonly string[]> = {
  "/": ["Featured Work", "Tech Stack", "Testimonials"],
  "/projects/": ["Case Studies", "Open Source"],
  "/about/": ["Experience", "Education", "Skills", "Testimonials"],
  "case study": ["Outcomes", "Gallery"],
};

test.describe("one section language", () => {
  test("every page opens with the label and a heading of one size; every section alike", async ({
    page,
  }) => {
    // A case study's path, read from the projects page (which lists them all).
    await page.goto("/projects/");
    const study = await page
      .locator("[data-case-studies] a[href]")
      .first()
      .getAttribute("href")
      .catch(() => null);
    const pages = [
      ...[...ROUTES.map((route) => route.path), NOT_FOUND.path].map((path) => ({
        path,
        sections: SECTIONS[path] ?? [],
      })),
      ...(POSTS[0] ? [{ path: `/blog/${POSTS[0].slug}/`, sections: [] }] : []),
      ...(study
        ? [{ path: `/${study.slice(BASE_PATH.length)}`, sections: SECTIONS["case study"] ?? [] }]
        : []),
    ];

    const titles = new Map<string, Opener["type"]>();
    const sections = new Map<string, Opener["type"]>();
    for (const { path, sections: names } of pages) {
      await page.goto(path);
      const main = page.getByRole("main");
      const heading = main.getByRole("heading", { level: 1 });
      const first = await opener(heading);
      const label =
        path === "/" ? site.role : `~${path === NOT_FOUND.path ? "/404" : path.replace(/\/$/, "")}`;
      expectLabelled(first, `${path}: h1`, label);
      // The home page's headline is the one larger step (display).
      if (path !== "/") titles.set(path, first.type);
      for (const name of names) {
        const section = main.getByRole("heading", { level: 2, name, exact: true });
        if ((await section.count()) === 0) continue;
        const look = await opener(section);
        expectLabelled(look, `${path}: ${name}`, `#${await section.getAttribute("id")}`);
        sections.set(`${path} ${name}`, look.type);
      }
    }

    // One step for every page's heading, one for every section's, the second smaller.
    const [title, ...otherTitles] = [...titles.values()];
    for (const other of otherTitles) expect(other).toEqual(title);
    const [section, ...otherSections] = [...sections.values()];
    expect(section, "no section heading found").toBeDefined();
    for (const other of otherSections) expect(other).toEqual(section);
    expect(parseFloat(section?.size ?? "0")).toBeLessThan(parseFloat(title?.size ?? "0"));
    expect(titles.size).toBeGreaterThanOrEqual(6);
  });
});
