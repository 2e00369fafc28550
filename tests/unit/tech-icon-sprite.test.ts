import { describe, expect, it } from "vitest";
import { techIconId, techIconSprite } from "../../src/components/techIconSprite";

describe("the Tech Stack's icon sprite", () => {
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

  it("names symbols the way the page refers to them", () => {
    expect(techIconId(" Next.js ")).toBe("tech-icon-next-js");
    expect(techIconId("C++")).toBe("tech-icon-c-");
  });
});
