// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { FaGithub } from "react-icons/fa6";
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { Icon, iconShapes } from "../../src/components/icons";
import { contrastRatio } from "../../src/lib/color";
import { validateSiteConfig } from "../../src/config/schema";
import { accentPalette, TEXT_COLOURS } from "../../src/lib/accent";
import {
  socialIconId,
  socialIconSprite,
  techIconId,
  techIconShades,
  techIconSprite,
} from "../../src/components/iconSprite";

describe("the icon sprites", () => {
  it("holds one symbol per technology, each with its icon's view box and drawing", () => {
    const tech = ["JavaScript", "React", "Tailwind CSS", "Some Tool Nobody Knows", "React"];
    const doc = new DOMParser().parseFromString(techIconSprite(tech), "image/svg+xml");
    const symbols = [...doc.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual([
      "tech-icon-javascript",
      "tech-icon-react",
      "tech-icon-tailwind-css",
      "tech-icon-some-tool-nobody-knows",
    ]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toMatch(/^\d+ \d+ \d+ \d+$/);
      expect(symbol.querySelector("path")?.getAttribute("d")).toBeTruthy();
    }
    // An unknown name still gets an icon (the generic code icon), never a broken reference.
    expect(symbols[3]?.innerHTML).not.toBe(symbols[0]?.innerHTML);
  });

  it("draws known technologies in their brand's colour, shaded per theme", () => {
    const doc = new DOMParser().parseFromString(
      techIconSprite(["TypeScript", "Some Tool Nobody Knows"]),
      "image/svg+xml",
    );
    const [known, unknown] = [...doc.querySelectorAll("symbol")];
    const shades = techIconShades("TypeScript");
    expect(shades).toBeDefined();
    const style = known?.querySelector(":scope > g")?.getAttribute("style") ?? "";
    // The light shade for browsers without light-dark(), then both.
    expect(style).toBe(`fill:${shades?.light};fill:light-dark(${shades?.light},${shades?.dark})`);
    // An unknown name keeps the pill's text colour.
    expect(techIconShades("Some Tool Nobody Knows")).toBeUndefined();
    expect(unknown?.querySelector("g[style]")).toBeNull();
  });

  it("draws every icon at 3:1 or more against what it sits on, in both themes", () => {
    const result = validateSiteConfig(config);
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const palette = accentPalette(result.config.accent, result.config.accentDark);
    const failing: string[] = [];
    const check = (name: string, icon: string, on: string) => {
      if (contrastRatio(icon, on) < 3) failing.push(`${name} ${icon} on ${on}`);
    };
    for (const theme of ["light", "dark"] as const) {
      const { accent, soft, onAccent, canvas, surface, surface2 } = palette[theme];
      const { ink, body, muted } = TEXT_COLOURS[theme];
      // Tech Stack icons in their brand's shade, else in the pill's text colour. Every other icon
      // (bar, links, buttons, cards) is drawn in a text colour or the accent.
      const icons = [
        ...result.config.tech.map((name) => [name, techIconShades(name)?.[theme] ?? ink] as const),
        ...Object.entries({ ink, body, muted, accent }),
      ];
      // On the page, a card or pill, or a tinted band.
      for (const [name, icon] of icons) {
        for (const on of [canvas, surface, surface2]) check(`${theme}: ${name}`, icon, on);
      }
      // The accent on its tinted tiles; the accent buttons' text colour on the accent.
      check(`${theme}: accent`, accent, soft);
      check(`${theme}: on-accent`, onAccent, accent);
    }
    expect(failing).toEqual([]);
    // Brands that already stand out keep their own colour.
    expect(techIconShades("TypeScript")?.light).toBe("#3178c6");
  });

  it("holds each profile link's icon once, and the e-mail one, in the text's colour", () => {
    const doc = new DOMParser().parseFromString(
      socialIconSprite(["github", "linkedin", "github"]),
      "image/svg+xml",
    );
    const symbols = [...doc.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual(
      ["github", "linkedin", "email"].map((icon) => `social-icon-${icon}`),
    );
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toMatch(/^\d+ \d+ \d+ \d+$/);
      expect(symbol.querySelector("path")?.getAttribute("d")).toBeTruthy();
      // No colour of its own: the link's text colour (currentColor) fills it.
      expect(symbol.querySelector("[fill], [style]")).toBeNull();
    }
  });

  it("names symbols the way the page refers to them", () => {
    expect(socialIconId("stackoverflow")).toBe("social-icon-stackoverflow");
    expect(techIconId(" Next.js ")).toBe("tech-icon-next-js");
    expect(techIconId("C++")).toBe("tech-icon-c-");
  });

  it("rounds each path to a tenth of a unit on a 24-unit box, to whole units on a 512 one", () => {
    const path = "M1.23456 2.34567L12.98765 20.00432C13.5 14.25 18.125 9.0625 22.0001 1.9999Z";
    const decimals = (svg: string) =>
      Math.max(
        ...[...(/ d="([^"]+)"/.exec(svg)?.[1] ?? "").matchAll(/\.(\d+)/g)].map(
          (m) => m[1]?.length ?? 0,
        ),
        0,
      );
    const small = iconShapes(() => (
      <svg viewBox="0 0 24 24">
        <path d={path} />
      </svg>
    ));
    expect(small.viewBox).toBe("0 0 24 24");
    expect(decimals(small.shapes)).toBe(1);
    const large = iconShapes(() => (
      <svg viewBox="0 0 512 512">
        <path d="M100.4 200.6L300.2 400.9Z" />
      </svg>
    )).shapes;
    expect(large).not.toMatch(/\d\.\d/);
    expect(large).toMatch(/d="[Mm]100 201/);
  });

  it("draws an inline icon as react-icons does, its paths rounded", () => {
    const props = { className: "size-5", "aria-hidden": true, size: 20 } as const;
    const parse = (markup: string) => new DOMParser().parseFromString(markup, "text/html");
    const [drawn, plain] = [
      renderToStaticMarkup(<Icon icon={FaGithub} {...props} />),
      renderToStaticMarkup(<FaGithub {...props} />),
    ].map((markup) => parse(markup).querySelector("svg"));
    const attributes = (svg: Element | null | undefined) =>
      [...(svg?.attributes ?? [])].map(({ name, value }) => `${name}=${value}`).sort();
    expect(attributes(drawn)).toEqual(attributes(plain));
    const path = (svg: Element | null | undefined) =>
      svg?.querySelector("path")?.getAttribute("d") ?? "";
    expect(path(drawn)).not.toMatch(/\.\d/);
    expect(path(drawn).length).toBeLessThan(path(plain).length * 0.8);
  });
});
