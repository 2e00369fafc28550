// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../../src/components/Footer";
import { Navbar, SCROLL_THRESHOLD } from "../../src/components/Navbar";
import { TechStack } from "../../src/components/TechStack";
import { footerLinks, navLinks } from "../../src/routes";
import { enhancePage } from "../../src/scripts/enhance";
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
      <Navbar currentPath="/" links={navLinks(false)} />
      <main>
        <TechStack />
        <p id="outside">Text outside the bar</p>
      </main>
      <Footer links={footerLinks(false)} />
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
const header = () => one<HTMLElement>("[data-navbar]");
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
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the theme switch", () => {
  it("starts in step with the theme the head script applied", () => {
    localStorage.setItem("theme", "dark");
    servePage();
    expect(themeSwitch().getAttribute("aria-checked")).toBe("true");
  });

  it("flips the theme, says so and saves the choice", () => {
    servePage({ prefersDark: false });
    expect(themeSwitch().getAttribute("aria-checked")).toBe("false");

    themeSwitch().click();
    expect(root.classList.contains("dark")).toBe(true);
    expect(themeSwitch().getAttribute("aria-checked")).toBe("true");
    expect(localStorage.getItem("theme")).toBe("dark");

    themeSwitch().click();
    expect(root.classList.contains("dark")).toBe(false);
    expect(themeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("follows the system with nothing touched, and stays in step", () => {
    servePage({ prefersDark: false });
    system.set(true);
    expect(root.classList.contains("dark")).toBe(true);
    expect(themeSwitch().getAttribute("aria-checked")).toBe("true");
    expect(localStorage.getItem("theme")).toBeNull();
  });
});

describe("the phone menu", () => {
  it("opens and closes with its button", () => {
    servePage();
    expect(menuIsOpen()).toBe(false);
    menuButton().click();
    expect(menuIsOpen()).toBe(true);
    menuButton().click();
    expect(menuIsOpen()).toBe(false);
  });

  it("closes on Escape and gives the focus back to its button", () => {
    servePage();
    menuButton().click();
    one<HTMLAnchorElement>("a", menu()).focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it("leaves the focus alone on Escape while it is closed", () => {
    servePage();
    const outside = one<HTMLElement>("[data-marquee-pause]");
    outside.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.activeElement).toBe(outside);
  });

  it("closes on a press outside the bar, not on one inside it", () => {
    servePage();
    menuButton().click();
    menu().dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(menuIsOpen()).toBe(true);
    one("#outside").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(menuIsOpen()).toBe(false);
  });

  it("closes when a link in it is chosen", () => {
    servePage();
    menuButton().click();
    // jsdom cannot load another page; the menu must close whatever the link does.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    const about = [...menu().querySelectorAll("a")].find((link) => link.textContent === "About");
    if (!about) throw new Error("the menu has no About link");
    about.click();
    expect(menuIsOpen()).toBe(false);
  });

  it("comes back closed when the page is restored from the back/forward cache", () => {
    servePage();
    menuButton().click();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(menuIsOpen()).toBe(false);
  });
});

describe("the bar's scrolled look", () => {
  function scrollTo(y: number) {
    vi.spyOn(window, "scrollY", "get").mockReturnValue(y);
    window.dispatchEvent(new Event("scroll"));
  }

  beforeEach(() => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(performance.now());
      return 0;
    });
  });

  it("turns on only past the threshold, and off again at the top", () => {
    expect(SCROLL_THRESHOLD).toBe(50);
    servePage();
    expect(header().dataset.scrolled).toBe("false");
    scrollTo(SCROLL_THRESHOLD);
    expect(header().dataset.scrolled).toBe("false");
    scrollTo(SCROLL_THRESHOLD + 1);
    expect(header().dataset.scrolled).toBe("true");
    scrollTo(0);
    expect(header().dataset.scrolled).toBe("false");
  });

  it("is right from the start on a page opened already scrolled", () => {
    vi.spyOn(window, "scrollY", "get").mockReturnValue(400);
    servePage();
    expect(header().dataset.scrolled).toBe("true");
  });
});

describe("the tech stack's pause button", () => {
  it("pauses and resumes every row, and says which it did", () => {
    servePage();
    const button = one<HTMLButtonElement>("[data-marquee-pause]");
    const rows = [...document.querySelectorAll<HTMLElement>("[data-marquee]")];
    expect(rows).toHaveLength(2);
    expect(button.getAttribute("aria-pressed")).toBe("false");

    button.click();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(rows.map((row) => row.dataset.paused)).toEqual(["true", "true"]);

    button.click();
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(rows.map((row) => row.dataset.paused)).toEqual(["false", "false"]);
  });
});

describe("the footer's year", () => {
  it("is the visitor's current year, not the year the page was built", () => {
    const built = new Date().getFullYear();
    const markup = renderToStaticMarkup(<Footer links={footerLinks(false)} />);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(built + 3, 0, 1, 0, 0, 1));
    system = new FakeSystem(false);
    vi.stubGlobal("matchMedia", system.matchMedia);
    document.body.innerHTML = markup;
    expect(one("[data-copyright-year]").textContent).toBe(String(built));

    enhancePage();
    expect(one("[data-copyright-year]").textContent).toBe(String(built + 3));
  });
});
