import { FOOTER_LINKS, href } from "../routes";
import { site } from "../site";
import { SocialLinks } from "./SocialLinks";

/**
 * The copyright line carries the build's year; the page script puts the visitor's year in, so a
 * page built last year still reads right.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:px-6 md:flex-row md:justify-between">
        <SocialLinks />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          © <span data-copyright-year>{year}</span> {site.name}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <a
                  href={href(link.path)}
                  className="inline-block rounded px-2 py-3 text-slate-600 underline-offset-4 hover:text-accent hover:underline dark:text-slate-400"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
