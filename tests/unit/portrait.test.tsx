// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { initials } from "../../src/lib/initials";
import { Portrait, PORTRAIT_SIZES, type PortraitPicture } from "../../src/components/Portrait";

const picture: PortraitPicture = {
  avifSrcSet: "/_astro/me_1.avif 1x, /_astro/me_2.avif 2x",
  src: "/_astro/me_1.webp",
  srcSet: "/_astro/me_1.webp 1x, /_astro/me_2.webp 2x",
  width: 128,
  height: 128,
};

describe("initials", () => {
  it.each([
    ["Alex Morgan", "AM"],
    ["alex morgan", "AM"],
    ["  Jane   van der Berg ", "JB"],
    ["Prince", "P"],
    ["Élodie Åberg", "ÉÅ"],
    ["𝒜lex Morgan", "𝒜M"],
  ])("%j gives %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("Portrait", () => {
  afterEach(cleanup);

  it("without a photo, shows the initials as one image named after the owner", () => {
    render(<Portrait name="Alex Morgan" picture={undefined} place="home" />);
    const image = screen.getByRole("img", { name: "Alex Morgan" });
    expect(image.tagName).toBe("DIV");
    expect(image).toHaveProperty("textContent", "AM");
    // The letters are not read out on top of the name.
    expect(image.querySelector("span")?.getAttribute("aria-hidden")).toBe("true");
    expect(image.className).toContain("bg-accent");
    expect(image.className).toContain("text-on-accent");
    expect(image.className).toContain("md:size-52");
  });

  it("with a photo, shows AVIF then WebP at 1x and 2x, sized, eager, named after the owner", () => {
    const { container } = render(<Portrait name="Alex Morgan" picture={picture} place="home" />);
    const image = screen.getByRole("img", { name: "Alex Morgan" });
    expect(image.tagName).toBe("IMG");
    expect(image.getAttribute("alt")).toBe("Alex Morgan");
    expect(image.getAttribute("src")).toBe(picture.src);
    expect(image.getAttribute("srcset")).toBe(picture.srcSet);
    expect(image.getAttribute("width")).toBe("128");
    expect(image.getAttribute("height")).toBe("128");
    expect(image.getAttribute("loading")).toBe("eager");
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(picture.avifSrcSet);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("has a size for each place, matching its Tailwind class", () => {
    expect(PORTRAIT_SIZES).toEqual({ home: 208, about: 224 });
    // Tailwind's size-N is N × 4 px: the largest size a place shows is the size its files have.
    render(<Portrait name="Alex Morgan" picture={undefined} place="about" />);
    expect(screen.getByRole("img").className).toContain(`lg:size-${PORTRAIT_SIZES.about / 4}`);
    cleanup();
    render(<Portrait name="Alex Morgan" picture={undefined} place="home" />);
    expect(screen.getByRole("img").className).toContain(`md:size-${PORTRAIT_SIZES.home / 4}`);
  });
});
