// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../../src/components/Footer";
import { Navbar } from "../../src/components/Navbar";
import { DICTIONARIES } from "../../src/lib/i18n";
import { footerLinks, navLinks } from "../../src/routes";
import { enhancePage } from "../../src/scripts/enhance";
import { site } from "../../src/site";
import { TechStack } from "../../src/views/Home";
import { FakeSystem } from "./fake-browser";

/**
 * The page script against the markup the build serves: the components rendered to static HTML,
 * as Astro renders them, then enhanced as the page does once it has loaded.
 */

let system: FakeSystem;

function servePage({ prefersDark = false } = {}) {
  system = new FakeSystem(prefersDark);
  vi.stubGlobal("matchMedia", system.matchMedia);
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <Navbar currentPath="/" links={navLinks(false)} t={DICTIONARIES.en} />
      <main>
        <TechStack t={DICTIONARIES.en} tech={site.tech} />
        <p id="outside">Text outside the bar</p>
      </main>
      <Footer links={footerLinks(false)} t={DICTIONARIES.en} />
    </>,
  );
  enhancePage();
}

function one<T extends Element>(selector: string, parent: ParentNode = document): T {
  const node = parent.querySelector<T>(selector);
  if (!node) throw new Error(`the page has no ${selector}`);
  return node;
}

const root = document.documentElement;
const themeSwitch = () => one<HTMLButtonElement>("[data-theme-switch]");
const menuButton = () => one<HTMLButtonElement>("[data-menu-button]");
const menu = () => one<HTMLElement>("[data-menu]");
const menuIsOpen = () => {
  const expanded = menuButton().getAttribute("aria-expanded");
  // The state and what is shown must never disagree.
  expect(menu().hidden).toBe(expanded !== "true");
  return expanded === "true";
};

beforeEach(() => {
  localStorage.clear();
  root.className = "";
  root.removeAttribute("style");
});

afterEach(() => {
  document.body.innerHTML = "";
});

// The browser specs (theme, islands, shell, tech-stack) cover the toggle, the menu's opening and
// closing, the scrolled bar, the pause button and the footer's year; these are the cases they miss.
describe("the theme switch", () => {
  it("stays in step with the theme: from the head script, a press and the system", () => {
    localStorage.setItem("theme", "dark");
    servePage();
    expect(themeSwitch().getAttribute("aria-checked")).toBe("true");
    themeSwitch().click();
    expect(themeSwitch().getAttribute("aria-checked")).toBe("false");
    localStorage.clear();
    servePage({ prefersDark: false });
    system.set(true);
    expect(themeSwitch().getAttribute("aria-checked")).toBe("true");
  });
});

describe("the phone menu", () => {
  it("leaves the focus alone on Escape while it is closed", () => {
    servePage();
    const outside = one<HTMLElement>("[data-marquee-pause]");
    outside.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.activeElement).toBe(outside);
  });

  it("stays open on a press inside the bar", () => {
    servePage();
    menuButton().click();
    menu().dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(menuIsOpen()).toBe(true);
  });

  it("comes back closed when the page is restored from the back/forward cache", () => {
    servePage();
    menuButton().click();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(menuIsOpen()).toBe(false);
  });
});
