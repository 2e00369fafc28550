// @vitest-environment node
import { describe, expect, it } from "vitest";
import { roundPageIcons } from "../../integrations/round-icons";
import { roundIconPaths as roundIcon } from "../../src/lib/round-paths";

const icon = (d: string, viewBox = "0 0 512 512") =>
  `<svg stroke="currentColor" fill="currentColor" viewBox="${viewBox}" aria-hidden="true" class="size-5" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="${d}"></path></svg>`;

describe("roundIconPaths", () => {
  it("rounds a 512-unit icon's path to whole units, keeping its attributes", () => {
    const rounded = roundIcon(icon("M100.4 200.6L300.2 400.9Z"));
    expect(rounded).toMatch(/ d="[Mm]100 201[^"]*"/);
    expect(rounded).not.toMatch(/ d="[^"]*\d\.\d/);
    for (const attribute of ['class="size-5"', 'aria-hidden="true"', 'viewBox="0 0 512 512"']) {
      expect(rounded).toContain(attribute);
    }
  });

  it("keeps a tenth of a unit on a 24-unit icon, and leaves alone what it cannot read", () => {
    expect(roundIcon(icon("M1.2345 2.3456L12.987 20.004Z", "0 0 24 24"))).not.toMatch(/\d\.\d\d/);
    const noViewBox = '<svg width="10"><path d="M1.2345 2.3456Z"/></svg>';
    expect(roundIcon(noViewBox)).toBe(noViewBox);
    const broken = '<svg viewBox="0 0 24 24"><path d="M1.23 4.56Z"></svg>';
    expect(roundIcon(broken)).toBe(broken);
  });
});

describe("roundPageIcons", () => {
  it("rounds the icons of a page but not those an island renders", () => {
    const inIsland = icon("M1.5555 2.5555Z");
    const html = `<header>${icon("M10.5555 20.5555Z")}</header><astro-island uid="1">${inIsland}</astro-island><footer>${icon("M30.4444 40.4444Z")}</footer>`;
    const rounded = roundPageIcons(html);
    expect(rounded).toContain(inIsland);
    expect(rounded).not.toContain("10.5555");
    expect(rounded).not.toContain("30.4444");
    expect(rounded.length).toBeLessThan(html.length);
  });
});
