// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "../../src/config/schema";
import type * as SiteModule from "../../src/site";

/**
 * The pages with the owner's availability switched off or left out, and with other parts of the
 * config empty: whatever has nothing to show is not there at all, not an empty box. The views
 * read the config from src/site; here it is a copy each test changes.
 */
const config = vi.hoisted(() => ({ current: {} as SiteConfig, shipped: {} as SiteConfig }));

vi.mock("../../src/site", async (importOriginal) => {
  const actual = await importOriginal<typeof SiteModule>();
  config.shipped = structuredClone(actual.site);
  config.current = structuredClone(actual.site);
  return { ...actual, site: config.current };
});

const { site, pageLanguage } = await import("../../src/site");
const english = { ...pageLanguage("en"), site };
const { Home } = await import("../../src/views/Home");
const { Contact } = await import("../../src/views/Contact");
const { About } = await import("../../src/views/About");
const { personJsonLd } = await import("../../src/seo");

/** The config for one test: the shipped one with these fields changed. */
function configure(change: Partial<SiteConfig>) {
  // Every field is reset, so no test sees another's change.
  Object.assign(site, structuredClone(config.shipped), change);
}

beforeEach(() => configure({}));
afterEach(cleanup);

describe.each([
  ["switched off", { open: false }],
  ["left out", undefined],
])("availability %s", (_, availability) => {
  beforeEach(() =>
    configure({
      availability:
        availability && config.shipped.availability
          ? { ...config.shipped.availability, ...availability }
          : undefined,
    }),
  );

  it("shows no badge on the home page", () => {
    const { container } = render(<Home {...english} />);
    expect(screen.queryByText(/Open to work/)).toBeNull();
    expect(container.querySelector("[data-availability-badge]")).toBeNull();
    // The greeting is followed straight by the tagline.
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent).toBe(
      site.tagline,
    );
  });

  it("shows no panel and no booking link on the contact page", () => {
    const { container } = render(<Contact {...english} />);
    expect(screen.queryByRole("region", { name: "Open to work" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Book a call/ })).toBeNull();
    expect(container.querySelector("#availability, [data-availability-panel]")).toBeNull();
    expect(screen.getByRole("region", { name: "Contact information" })).toBeTruthy();
  });

  it("says nothing of it in the home page's JSON-LD", () => {
    const person = personJsonLd();
    expect(person).not.toHaveProperty("seeks");
    expect(person).not.toHaveProperty("homeLocation");
  });
});

describe("sections with nothing to show are not there", () => {
  it("the home page without technologies has no Tech Stack section", () => {
    configure({ tech: [] });
    render(<Home {...english} />);
    expect(screen.queryByRole("region", { name: /tech stack/i })).toBeNull();
    expect(screen.queryByRole("heading", { name: /tech stack/i })).toBeNull();
  });

  it("the About page without experience, education or skills has none of the three", () => {
    configure({ experience: [], education: [], skills: [] });
    const { container } = render(<About {...english} />);
    expect(screen.queryByRole("heading", { name: "Experience" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Education" })).toBeNull();
    expect(container.querySelectorAll("section")).toHaveLength(0);
  });

  it("the About page lists each job's highlights, and the skills in their groups", () => {
    configure({
      experience: [
        { title: "Engineer", company: "Acme", period: "2020", highlights: ["Cut costs"] },
      ],
      skills: [{ group: "Tools", items: ["Vite", "Docker"] }],
    });
    render(<About {...english} />);
    const experience = screen.getByRole("region", { name: "Experience" });
    expect(within(experience).getByText("Cut costs").tagName).toBe("LI");
    const skills = screen.getByRole("region", { name: "Skills" });
    const tools = within(skills).getByRole("list", { name: "Tools" });
    expect(
      within(tools)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Vite", "Docker"]);
  });

  it("the About page without skills lists the tech under the page's word for it", () => {
    configure({ skills: undefined, tech: ["React"] });
    render(<About {...pageLanguage("de")} site={site} />);
    const skills = screen.getByRole("region", { name: "Kenntnisse" });
    expect(within(skills).getByRole("list", { name: "Technologien" })).toBeTruthy();
  });

  it("the contact page without phone or location lists only the e-mail", () => {
    configure({ phone: "", location: "" });
    render(<Contact {...english} />);
    const info = screen.getByRole("region", { name: "Contact information" });
    expect(within(info).queryByText("Phone")).toBeNull();
    expect(within(info).queryByText("Location")).toBeNull();
    expect(within(info).getByRole("link", { name: site.email })).toBeTruthy();
  });

  it("without social profiles, the e-mail link still fills the icon row", () => {
    configure({ social: [] });
    render(<Home {...english} />);
    const links = within(screen.getByRole("list", { name: "Social links" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`mailto:${site.email}`]);
  });
});
