import { FaBars, FaMoon, FaSun, FaXmark } from "react-icons/fa6";
import { Icon } from "./icons";
import { href, type ShellProps } from "../routes";
import { site } from "../site";
import { initials } from "../lib/initials";

/** Past this many pixels of scroll the bar turns more translucent. */
export const SCROLL_THRESHOLD = 50;

const MENU_ID = "site-menu";

/**
 * A nav link's aria-current: "page" for the page being shown ("/about/" is /about as well),
 * "true" for the section the page lies in (a case study under /projects, a post under /blog; the
 * home page is no section of the others). Both look the same.
 */
export function ariaCurrent(
  linkPath: string,
  currentPath: string,
  localize: (path: string) => string = href,
): "page" | "true" | undefined {
  const link = localize(linkPath).replace(/\/+$/, "");
  if (link === currentPath.replace(/\/+$/, "")) return "page";
  return link !== "" && linkPath !== "/" && currentPath.startsWith(`${link}/`) ? "true" : undefined;
}

/**
 * The fixed bar: a translucent rounded panel floating just below the top edge, the same width as
 * the pages' content, opaque while the phone menu is open over the page. Rendered at build time;
 * the page script (src/scripts/enhance.ts) opens and closes the phone menu, turns the panel more
 * translucent past the scroll threshold and runs the theme switch, so none of it waits for a
 * framework to load.
 */
export function Navbar({
  currentPath,
  links,
  t,
  localize = href,
  languages = [],
}: ShellProps & {
  currentPath: string;
  /** This page in each other language the site speaks, named in that language. */
  languages?: readonly { code: string; name: string; href: string }[];
}) {
  const link = "block rounded-full border border-transparent px-3.5 py-2 text-sm font-medium";
  // The links and the other languages, in the bar from md up and in the phone menu below that.
  const list = (className: string) => (
    <>
      <ul className={className}>
        {links.map(({ path, key }) => (
          <li key={path}>
            <a
              href={localize(path)}
              aria-current={ariaCurrent(path, currentPath, localize)}
              className={`${link} text-body hover:text-ink aria-[current]:border-line aria-[current]:bg-surface-2 aria-[current]:text-accent`}
            >
              {t[key]}
            </a>
          </li>
        ))}
      </ul>
      {languages.length > 0 && (
        <ul aria-label={t["nav.languages"]} className={className}>
          {languages.map(({ code, name, href: to }) => (
            <li key={code}>
              <a
                href={to}
                lang={code}
                hrefLang={code}
                className={`${link} text-muted hover:text-accent`}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <header
      data-navbar
      data-scrolled="false"
      data-scroll-threshold={SCROLL_THRESHOLD}
      className="group pointer-events-none fixed inset-x-0 top-0 z-50 px-3 pt-3 [view-transition-name:site-nav] sm:px-4"
    >
      <div
        data-navbar-panel
        className="pointer-events-auto mx-auto max-w-page rounded-card border border-line bg-canvas/90 shadow-card group-data-[scrolled=true]:bg-canvas/75 group-data-[scrolled=true]:shadow-lift group-data-[scrolled=true]:backdrop-blur-sm [&:has([aria-expanded=true])]:bg-canvas"
      >
        <nav aria-label={t["nav.main"]} className="flex h-14 items-center gap-2 ps-2 pe-1 sm:ps-3">
          <a
            href={localize("/")}
            className="me-auto flex items-center gap-2.5 rounded-control py-2 pe-2 font-semibold tracking-tight text-ink"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-control bg-accent text-label font-bold tracking-tight text-on-accent"
            >
              {initials(site.name)}
            </span>
            {site.name}
          </a>
          {list("hidden items-center gap-1 md:flex")}
          {/* A 56 × 28 switch inside a 56 × 44 touch target, in the theme's own roles: a tinted
              track and a knob ringed in the accent (which the build checks for contrast on every
              surface). Its look follows the `dark` class (set before first paint); the page
              script keeps `aria-checked` in step and flips the theme. */}
          <button
            type="button"
            role="switch"
            aria-checked="false"
            aria-label={t["theme.dark"]}
            className="inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full"
            data-theme-switch
          >
            <span
              aria-hidden="true"
              className="relative inline-flex h-7 w-14 items-center rounded-full border border-line-strong bg-surface-2 text-muted"
            >
              <Icon icon={FaSun} className="absolute start-1.5" size={13} />
              <Icon icon={FaMoon} className="absolute end-1.5" size={13} />
              {/* The knob covers the icon of the theme in use, leaving the other one to switch to. */}
              <span
                data-theme-knob
                className="absolute start-0.5 size-[22px] rounded-full bg-surface shadow-card ring-1 ring-accent transition-transform duration-(--duration-fast) ease-out-soft dark:translate-x-7 rtl:dark:-translate-x-7"
              />
            </span>
          </button>
          {/* It shows the icon for what pressing it does; without the page script, nothing. */}
          <button
            type="button"
            className="group/menu inline-flex size-11 items-center justify-center rounded-control text-body not-in-[.js]:hidden hover:bg-surface-2 md:hidden"
            aria-expanded="false"
            aria-controls={MENU_ID}
            aria-label={t["nav.menu"]}
            data-menu-button
          >
            <Icon
              icon={FaBars}
              aria-hidden="true"
              size={20}
              className="group-aria-expanded/menu:hidden"
            />
            <Icon
              icon={FaXmark}
              aria-hidden="true"
              size={20}
              className="group-not-aria-expanded/menu:hidden"
            />
          </button>
        </nav>
        <div id={MENU_ID} hidden data-menu className="border-t border-line px-2 pb-3 md:hidden">
          {list("flex flex-col gap-1 pt-2")}
        </div>
      </div>
    </header>
  );
}
