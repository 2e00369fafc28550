import type { Page } from "@playwright/test";
import { site } from "./support/site.ts";
import { expect, sitePath, test } from "./support/test.ts";

// The page as it moves: what this spec checks moves, or is shown while something moves.
test.use({ reducedMotion: "no-preference" });

const section = (page: Page) => page.getByRole("region", { name: "Tech Stack" });
const row = (page: Page, direction: "left" | "right") => page.getByTestId(`marquee-${direction}`);
const pauseButton = (page: Page) =>
  section(page).getByRole("button", { name: "Pause the scrolling tech stack" });

/** The running CSS animation of each row, read from the Web Animations API. */
function readMotion(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation): animation is CSSAnimation => animation instanceof CSSAnimation)
      .filter((animation) => animation.animationName === "marquee")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target as HTMLElement;
        const timing = animation.effect?.getTiming();
        return {
          direction: target.dataset.direction as "left" | "right",
          name: animation.animationName,
          duration:
            typeof timing?.duration === "number" ? timing.duration : String(timing?.duration),
          playbackDirection: timing?.direction ?? "",
          playState: animation.playState,
          iteration: animation.effect?.getComputedTiming().currentIteration ?? null,
          translateX: new DOMMatrixReadOnly(getComputedStyle(target).transform).m41,
        };
      })
      .sort((a, b) => a.direction.localeCompare(b.direction)),
  );
}

/** How far each row moved in a short while (the same loop, so no wrap-around in between). */
async function movement(page: Page, ms = 400): Promise<Record<"left" | "right", number>> {
  for (;;) {
    const before = await readMotion(page);
    await page.waitForTimeout(ms);
    const after = await readMotion(page);
    if (before.some((motion, index) => motion.iteration !== after[index]?.iteration)) continue;
    const delta = (direction: "left" | "right") =>
      (after.find((m) => m.direction === direction)?.translateX ?? NaN) -
      (before.find((m) => m.direction === direction)?.translateX ?? NaN);
    return { left: delta("left"), right: delta("right") };
  }
}

test("the tech stack lists its technologies with their icons, in two rows that loop and pause", async ({
  page,
}) => {
  const sprites: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/tech-icons.svg")) sprites.push(request.url());
  });
  await page.goto("/");
  const playStates = async () => (await readMotion(page)).map((m) => m.playState);

  await test.step("the twelve technologies, each exposed once, two rows of six", async () => {
    await expect(section(page).getByRole("heading", { level: 2 })).toHaveText("Tech Stack");
    // getByRole skips aria-hidden content: the duplicate copies that close each loop.
    await expect(section(page).getByRole("listitem")).toHaveText([...site.tech]);
    expect(site.tech).toHaveLength(12);
    for (const [index, direction] of (["left", "right"] as const).entries()) {
      const copies = row(page, direction).locator("ul");
      await expect(copies).toHaveCount(2);
      await expect(copies.nth(0)).not.toHaveAttribute("aria-hidden", "true");
      await expect(copies.nth(1)).toHaveAttribute("aria-hidden", "true");
      await expect(copies.nth(0).locator("li")).toHaveText(
        site.tech.slice(index * 6, index * 6 + 6),
      );
      await expect(copies.nth(1).locator("li")).toHaveText(
        site.tech.slice(index * 6, index * 6 + 6),
      );
    }
  });

  await test.step("every item draws its technology's icon from the one sprite file", async () => {
    for (const direction of ["left", "right"] as const) {
      // Both copies of the row: the one read out and the one that closes the loop.
      const icons = () =>
        row(page, direction).evaluate((node) =>
          [...node.querySelectorAll("li")].map((item) => {
            const svg = item.querySelector(":scope > svg");
            const use = svg?.querySelector("use");
            const box = use?.getBBox();
            return {
              name: item.textContent?.trim() ?? "",
              href: use?.getAttribute("href") ?? "",
              drawn: (box?.width ?? 0) > 0 && (box?.height ?? 0) > 0,
              size: [svg?.getAttribute("width"), svg?.getAttribute("height")],
            };
          }),
        );
      // The sprite arrives after the text; the icons then draw where their boxes already were.
      await expect.poll(async () => (await icons()).every((icon) => icon.drawn)).toBe(true);
      const drawn = await icons();
      expect(drawn).toHaveLength(12);
      for (const icon of drawn) {
        const slug = icon.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        expect(icon.href).toBe(`${sitePath("/tech-icons.svg")}#tech-icon-${slug}`);
        expect(icon.size).toEqual(["18", "18"]);
      }
    }
    expect(sprites).toHaveLength(1);
    const sprite = await page.request.get(sprites[0] ?? "");
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  });

  await test.step("two rows loop every 15 s in opposite directions", async () => {
    await section(page).scrollIntoViewIfNeeded();
    const motion = await readMotion(page);
    expect(
      motion.map(({ direction, duration, playbackDirection, playState }) => ({
        direction,
        duration,
        playbackDirection,
        playState,
      })),
    ).toEqual([
      { direction: "left", duration: 15_000, playbackDirection: "normal", playState: "running" },
      { direction: "right", duration: 15_000, playbackDirection: "reverse", playState: "running" },
    ]);
    for (const direction of ["left", "right"] as const) {
      const track = row(page, direction).locator("[data-direction]");
      await expect(track).toHaveCSS("animation-iteration-count", "infinite");
      await expect(track).toHaveCSS("animation-timing-function", "linear");
    }
    const moved = await movement(page);
    expect(moved.left).toBeLessThan(-1);
    expect(moved.right).toBeGreaterThan(1);
  });

  await test.step("only the hovered row pauses, so the name being read holds still", async () => {
    await row(page, "right").hover();
    await expect.poll(playStates).toEqual(["running", "paused"]);
    const moved = await movement(page, 300);
    expect(moved.right).toBe(0);
    expect(moved.left).toBeLessThan(-1);
    await row(page, "left").hover();
    await expect.poll(playStates).toEqual(["paused", "running"]);
    await page.mouse.move(0, 0);
    await expect.poll(playStates).toEqual(["running", "running"]);
  });

  await test.step("a row holds still while it has keyboard focus", async () => {
    await pauseButton(page).focus();
    await page.keyboard.press("Tab");
    await expect(row(page, "left")).toBeFocused();
    await expect(row(page, "left")).toHaveAccessibleName("Tech stack, row 1 of 2");
    await expect.poll(playStates).toEqual(["paused", "running"]);
    await page.keyboard.press("Tab");
    await expect(row(page, "right")).toBeFocused();
    await expect.poll(playStates).toEqual(["running", "paused"]);
  });

  await test.step("the pause button stops and restarts both rows", async () => {
    const button = pauseButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(0, 0);
    await expect.poll(playStates).toEqual(["paused", "paused"]);
    expect(await movement(page, 300)).toEqual({ left: 0, right: 0 });

    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await page.mouse.move(0, 0);
    await expect.poll(playStates).toEqual(["running", "running"]);
    const moved = await movement(page);
    expect(moved.left).toBeLessThan(-1);
    expect(moved.right).toBeGreaterThan(1);
  });
});

test("with reduced motion the tech stack does not move and every name is visible, wrapped", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await readMotion(page)).toEqual([]);
  await expect(pauseButton(page)).toBeHidden();

  const items = section(page).getByRole("listitem");
  await expect(items).toHaveText([...site.tech]);
  // A hovered pill keeps its place too.
  await items.first().hover();
  await expect(items.first()).toHaveCSS("transform", "none");
  const width = page.viewportSize()?.width ?? 0;
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeVisible();
    const box = await item.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  for (const direction of ["left", "right"] as const) {
    // No edge fade either: it would hide names at the ends of a wrapped row.
    await expect(row(page, direction)).toHaveCSS("mask-image", "none");
    await expect(row(page, direction).locator('ul[aria-hidden="true"]')).toBeHidden();
    const overflow = await row(page, direction).evaluate(
      (element) => element.scrollWidth - element.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
