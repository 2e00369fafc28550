import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { site } from "../site";
import { SocialLinks } from "./SocialLinks";

const FOOTER_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/contact", label: "Contact" },
] as const;

const noSubscription = () => () => {};
const visitYear = () => new Date().getFullYear();

/**
 * The year in the prerendered page: the build's. Hydration must start from the very same text,
 * so in the browser it is read back from the page rather than from the clock.
 */
function prerenderedYear(): number {
  if (typeof document === "undefined") return visitYear();
  const written =
    document.querySelector<HTMLElement>("[data-copyright-year]")?.dataset.copyrightYear;
  return written ? Number(written) : visitYear();
}

export function Footer() {
  // After hydration React re-renders with the visitor's year, so a page built last year is right.
  const year = useSyncExternalStore(noSubscription, visitYear, prerenderedYear);
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:px-6 md:flex-row md:justify-between">
        <SocialLinks />
        <p className="text-sm text-slate-600 dark:text-slate-400" data-copyright-year={year}>
          © {year} {site.name}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block rounded px-2 py-3 text-slate-600 underline-offset-4 hover:text-indigo-700 hover:underline dark:text-slate-400 dark:hover:text-indigo-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
