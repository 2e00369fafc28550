import { FaBars, FaXmark } from "react-icons/fa6";
import { Icon } from "./icons";
import { href, NAV_LINKS } from "../routes";
import { site } from "../site";
import { initials } from "../lib/initials";
import { ThemeSwitch } from "./ThemeSwitch";

/** Past this many pixels of scroll the bar turns more translucent. */
export const SCROLL_THRESHOLD = 50;

export const MENU_ID = "site-menu";

/** Whether a nav link is the page being shown ("/about/" is /about as well). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  const normalize = (path: string) => path.replace(/\/+$/, "") || "/";
  return normalize(href(linkPath)) === normalize(currentPath);
}

/**
 * Whether the page being shown lies in a nav link's section: a case study under /projects, a
 * post under /blog. The home page is no section of the others.
 */
export function isInSection(linkPath: string, currentPath: string): boolean {
  const section = href(linkPath).replace(/\/+$/, "");
  return section !== "" && linkPath !== "/" && currentPath.startsWith(`${section}/`);
}

/**
 * One class list for every link. The current page's link is marked by aria-current="page", the
 * link of the section the page is in by aria-current="true"; both look the same.
 */
const linkClass =
  "block rounded-full border border-transparent px-3.5 py-2 text-sm font-medium text-body hover:text-ink aria-[current]:border-line aria-[current]:bg-surface-2 aria-[current]:text-accent";

type Links = readonly { path: string; label: string }[];

function NavLinks({
  currentPath,
  className,
  links,
}: {
  currentPath: string;
  className: string;
  links: Links;
}) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrent(link.path, currentPath)
          ? "page"
          : isInSection(link.path, currentPath)
            ? "true"
            : undefined;
        return (
          <li key={link.path}>
            <a href={href(link.path)} aria-current={current} className={linkClass}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The fixed bar: a translucent rounded panel floating just below the top edge, the same width as
 * the pages' content, opaque while the phone menu is open over the page. Rendered at build time; the page script (src/scripts/enhance.ts) opens and
 * closes the phone menu, turns the panel more translucent past the scroll threshold and runs the
 * theme switch, so none of it waits for a framework to load.
 */
export function Navbar({
  currentPath,
  links = NAV_LINKS,
}: {
  currentPath: string;
  /** The bar's links: NAV_LINKS, or `navLinks(true)` when the site has a blog. */
  links?: Links;
}) {
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
        <nav aria-label="Main" className="flex h-14 items-center gap-2 pr-1 pl-2 sm:pl-3">
          <a
            href={href("/")}
            className="mr-auto flex items-center gap-2.5 rounded-control py-2 pr-2 font-semibold tracking-tight text-ink"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-control bg-accent text-label font-bold tracking-tight text-on-accent"
            >
              {initials(site.name)}
            </span>
            {site.name}
          </a>
          <NavLinks
            currentPath={currentPath}
            links={links}
            className="hidden items-center gap-1 md:flex"
          />
          <ThemeSwitch />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-control text-body hover:bg-surface-2 md:hidden"
            aria-expanded="false"
            aria-controls={MENU_ID}
            aria-label="Menu"
            data-menu-button
          >
            <Icon icon={FaBars} aria-hidden="true" size={20} className="icon-open" />
            <Icon icon={FaXmark} aria-hidden="true" size={20} className="icon-close" />
          </button>
        </nav>
        <div id={MENU_ID} hidden data-menu className="border-t border-line px-2 pb-3 md:hidden">
          <NavLinks currentPath={currentPath} links={links} className="flex flex-col gap-1 pt-2" />
        </div>
      </div>
    </header>
  );
}
