import { followTheme } from "../features/theme/theme";

/**
 * The controls every page has, wired to the server-rendered markup the moment the page has
 * loaded: the theme switch, the phone menu, the bar's scrolled look, the tech-stack pause and
 * the footer's year. A few hundred bytes, so the first tap answers at once.
 */

function themeSwitch(doc: Document): void {
  const switches = doc.querySelectorAll<HTMLButtonElement>("[data-theme-switch]");
  const theme = followTheme((current) => {
    switches.forEach((button) => button.setAttribute("aria-checked", String(current === "dark")));
  }, doc.defaultView ?? window);
  switches.forEach((button) => button.addEventListener("click", theme.toggle));
}

function phoneMenu(doc: Document): void {
  const header = doc.querySelector<HTMLElement>("[data-navbar]");
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
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  doc.addEventListener("pointerdown", (event) => {
    if (isOpen() && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
  });
  // A page restored from the back/forward cache comes back as it was left: closed is expected.
  (doc.defaultView ?? window).addEventListener("pageshow", (event) => {
    if (event.persisted) setOpen(false);
  });
}

function scrolledBar(doc: Document): void {
  const header = doc.querySelector<HTMLElement>("[data-navbar]");
  const win = doc.defaultView;
  if (!header || !win) return;
  const threshold = Number(header.dataset.scrollThreshold ?? 50);
  let scheduled = false;
  const update = () => {
    scheduled = false;
    header.dataset.scrolled = String(win.scrollY > threshold);
  };
  win.addEventListener(
    "scroll",
    () => {
      if (scheduled) return;
      scheduled = true;
      win.requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}

function marqueePause(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>("[data-marquee-pause]").forEach((button) => {
    button.addEventListener("click", () => {
      const paused = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", String(paused));
      doc.querySelectorAll<HTMLElement>("[data-marquee]").forEach((row) => {
        row.dataset.paused = String(paused);
      });
    });
  });
}

function copyrightYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  doc.querySelectorAll<HTMLElement>("[data-copyright-year]").forEach((node) => {
    if (node.textContent !== year) node.textContent = year;
  });
}

export function enhancePage(doc: Document = document): void {
  themeSwitch(doc);
  phoneMenu(doc);
  scrolledBar(doc);
  marqueePause(doc);
  copyrightYear(doc);
}
