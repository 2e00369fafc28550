import { followTheme } from "../features/theme/theme";

/**
 * The controls every page has, wired to the server-rendered markup the moment the page has
 * loaded: the theme switch, the phone menu, the bar's scrolled look, the tech-stack pause and
 * the footer's year. A few hundred bytes, so the first tap answers at once.
 */

function themeSwitch(): void {
  const switches = document.querySelectorAll<HTMLButtonElement>("[data-theme-switch]");
  const theme = followTheme((current) => {
    switches.forEach((button) => button.setAttribute("aria-checked", String(current === "dark")));
  });
  switches.forEach((button) => button.addEventListener("click", theme.toggle));
}

function phoneMenu(header: HTMLElement | null): void {
  const button = header?.querySelector<HTMLButtonElement>("[data-menu-button]");
  const menu = header?.querySelector<HTMLElement>("[data-menu]");
  if (!header || !button || !menu) return;
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
  };
  button.addEventListener("click", () => setOpen(!isOpen()));
  // Choosing a link closes the menu (the page it leads to opens with it closed anyway, but a
  // link to the page already shown must close it too).
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (isOpen() && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
  });
  // A page restored from the back/forward cache comes back as it was left: closed is expected.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setOpen(false);
  });
}

function scrolledBar(header: HTMLElement | null): void {
  if (!header) return;
  const threshold = Number(header.dataset.scrollThreshold ?? 50);
  // A browser fires scroll at most once a frame, just before it draws the frame.
  const update = () => {
    const scrolled = String(window.scrollY > threshold);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  window.addEventListener("scroll", update, { passive: true });
  update();
}

function marqueePause(): void {
  document.querySelectorAll<HTMLButtonElement>("[data-marquee-pause]").forEach((button) => {
    button.addEventListener("click", () => {
      const paused = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", String(paused));
      document.querySelectorAll<HTMLElement>("[data-marquee]").forEach((row) => {
        row.dataset.paused = String(paused);
      });
    });
  });
}

function copyrightYear(): void {
  const year = String(new Date().getFullYear());
  document.querySelectorAll<HTMLElement>("[data-copyright-year]").forEach((node) => {
    if (node.textContent !== year) node.textContent = year;
  });
}

export function enhancePage(): void {
  const header = document.querySelector<HTMLElement>("[data-navbar]");
  themeSwitch();
  phoneMenu(header);
  scrolledBar(header);
  marqueePause();
  copyrightYear();
}
