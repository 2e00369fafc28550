import { FaBars, FaXmark } from "react-icons/fa6";
import { href, NAV_LINKS } from "../routes";
import { site } from "../site";
import { ThemeSwitch } from "./ThemeSwitch";

/** Past this many pixels of scroll the bar turns more translucent. */
export const SCROLL_THRESHOLD = 50;

export const MENU_ID = "site-menu";

/** Whether a nav link is the page being shown ("/about/" is /about as well). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  const normalize = (path: string) => path.replace(/\/+$/, "") || "/";
  return normalize(href(linkPath)) === normalize(currentPath);
}

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-base font-medium transition-colors hover:text-accent ${
    current ? "text-accent" : "text-slate-700 dark:text-slate-200"
  }`;

function NavLinks({ currentPath, className }: { currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const current = isCurrent(link.path, currentPath);
        return (
          <li key={link.path}>
            <a
              href={href(link.path)}
              aria-current={current ? "page" : undefined}
              className={linkClass(current)}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The fixed bar. Rendered at build time; the page script (src/scripts/enhance.ts) opens and
 * closes the phone menu, turns the bar translucent past the scroll threshold and runs the
 * theme switch, so none of it waits for a framework to load.
 */
export function Navbar({ currentPath }: { currentPath: string }) {
  return (
    <header
      data-navbar
      data-scrolled="false"
      data-scroll-threshold={SCROLL_THRESHOLD}
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-white/95 transition-colors duration-300 data-[scrolled=true]:border-slate-200/60 data-[scrolled=true]:bg-white/75 data-[scrolled=true]:backdrop-blur-md dark:bg-slate-950/95 dark:data-[scrolled=true]:border-slate-800/60 dark:data-[scrolled=true]:bg-slate-950/75"
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6"
      >
        <a
          href={href("/")}
          className="mr-auto rounded-md py-2 text-lg font-bold text-slate-900 dark:text-white"
        >
          {site.name}
        </a>
        <NavLinks currentPath={currentPath} className="hidden items-center gap-1 md:flex" />
        <ThemeSwitch />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-expanded="false"
          aria-controls={MENU_ID}
          aria-label="Menu"
          data-menu-button
        >
          <FaBars aria-hidden="true" size={22} className="icon-open" />
          <FaXmark aria-hidden="true" size={22} className="icon-close" />
        </button>
      </nav>
      <div
        id={MENU_ID}
        hidden
        data-menu
        className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <NavLinks currentPath={currentPath} className="flex flex-col gap-1 pt-2" />
      </div>
    </header>
  );
}
