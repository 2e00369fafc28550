import { Link } from "react-router";
import { site } from "../site";
import { SocialLinks } from "./SocialLinks";

const FOOTER_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/contact", label: "Contact" },
] as const;

export function Footer() {
  // The year is fixed when the page is built and corrected in the browser on hydration.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:px-6 md:flex-row md:justify-between">
        <SocialLinks />
        <p className="text-sm text-slate-600 dark:text-slate-400" suppressHydrationWarning>
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
