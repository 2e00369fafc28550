import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { FaBars, FaXmark } from "react-icons/fa6";
import { site } from "../site";
import { ThemeSwitch } from "./ThemeSwitch";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/projects", label: "Projects" },
  { to: "/contact", label: "Contact" },
] as const;

/** Past this many pixels of scroll the bar turns more translucent. */
export const SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium transition-colors hover:text-indigo-700 dark:hover:text-indigo-300 ${
    isActive ? "text-indigo-700 dark:text-indigo-300" : "text-slate-700 dark:text-slate-200"
  }`;

export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <header
      ref={navRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-300 ${
        scrolled
          ? "border-slate-200/60 bg-white/75 backdrop-blur-md dark:border-slate-800/60 dark:bg-slate-950/75"
          : "border-transparent bg-white/95 dark:bg-slate-950/95"
      }`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6"
      >
        <Link
          to="/"
          className="mr-auto rounded-md py-2 text-lg font-bold text-slate-900 dark:text-white"
        >
          {site.name}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ThemeSwitch />
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Menu"
          data-menu-button
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? (
            <FaXmark aria-hidden="true" size={22} />
          ) : (
            <FaBars aria-hidden="true" size={22} />
          )}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        data-menu
        className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
