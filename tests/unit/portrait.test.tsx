// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { initials } from "../../src/lib/initials";
import { Portrait, PORTRAIT_SIZES, type PortraitPicture } from "../../src/components/Portrait";
import type { CaseStudyCardData } from "../../src/features/case-studies/load";
import { pageLanguage } from "../../src/site";
import { Home } from "../../src/views/Home";

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

  it("without a photo, shows nothing: no initials stand in for a face", () => {
    const { container } = render(<Portrait name="Alex Morgan" picture={undefined} place="about" />);
    expect(container.innerHTML).toBe("");
  });

  it("with a photo, shows AVIF then WebP at 1x and 2x, sized, lazy, named after the owner", () => {
    const { container } = render(<Portrait name="Alex Morgan" picture={picture} place="home" />);
    const image = screen.getByRole("img", { name: "Alex Morgan" });
    expect(image.tagName).toBe("IMG");
    expect(image.getAttribute("alt")).toBe("Alex Morgan");
    expect(image.getAttribute("src")).toBe(picture.src);
    expect(image.getAttribute("srcset")).toBe(picture.srcSet);
    expect(image.getAttribute("width")).toBe("128");
    expect(image.getAttribute("height")).toBe("128");
    expect(image.getAttribute("loading")).toBe("lazy");
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(picture.avifSrcSet);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("has a size for each place, matching its Tailwind class", () => {
    expect(PORTRAIT_SIZES).toEqual({ home: 208, about: 224 });
    // Tailwind's size-N is N × 4 px: the largest size a place shows is the size its files have.
    render(<Portrait name="Alex Morgan" picture={picture} place="about" />);
    expect(screen.getByRole("img").closest("picture")?.className).toContain(
      `lg:size-${PORTRAIT_SIZES.about / 4}`,
    );
    cleanup();
    render(<Portrait name="Alex Morgan" picture={picture} place="home" />);
    expect(screen.getByRole("img").closest("picture")?.className).toContain(
      `md:size-${PORTRAIT_SIZES.home / 4}`,
    );
  });
});

describe("the home page's first screen without a photo", () => {
  afterEach(cleanup);
  const alt = "The board in a browser window.";
  const img = { src: "/board.webp", srcSet: "/board.webp 400w", sizes: "22rem", width: 400, alt };
  const study: CaseStudyCardData = {
    slug: "task-board",
    marks: {},
    title: "Task Board",
    summary: "A board.",
    stack: ["React"],
    cover: {
      avif: "/board.avif 400w",
      img: { ...img, height: 250 },
      dark: {
        avif: "/board-dark.avif 400w",
        img: { ...img, src: "/board-dark.webp", height: 250 },
      },
    },
  };

  it("shows the first featured case study's cover beside the headline, never initials", () => {
    render(<Home caseStudies={[study]} {...pageLanguage("en")} />);
    const [hero] = screen.getAllByRole("img", { name: alt });
    // In the hero's own column, before the headline; the card below shows it again.
    expect(hero?.compareDocumentPosition(screen.getByRole("heading", { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole("img", { name: "Alex Morgan" })).toBeNull();
    expect(screen.queryByText(initials("Alex Morgan"))).toBeNull();
  });

  it("shows no picture at all with no case study either", () => {
    const { container } = render(<Home {...pageLanguage("en")} />);
    expect(container.querySelector("img, [role='img']")).toBeNull();
    expect(screen.queryByText(initials("Alex Morgan"))).toBeNull();
  });
});
