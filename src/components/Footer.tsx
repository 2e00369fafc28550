import { href, type ShellProps } from "../routes";
import { site } from "../site";
import { SocialLinks } from "./SocialLinks";

/**
 * The copyright line carries the build's year; the page script puts the visitor's year in, so a
 * page built last year still reads right.
 */
export function Footer({ links, t, localize = href }: ShellProps) {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-page flex-col items-center gap-4 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
        <SocialLinks className="md:-ms-3" t={t} />
        <p className="font-mono text-sm text-muted rtl:[unicode-bidi:plaintext]">
          © <span data-copyright-year>{new Date().getFullYear()}</span> {site.name}
        </p>
        <nav aria-label={t["nav.footer"]}>
          <ul className="flex flex-wrap justify-center gap-x-1 text-sm">
            {links.map(({ path, key }) => (
              <li key={path}>
                <a
                  href={localize(path)}
                  className="inline-block rounded-control px-2 py-3 text-muted underline-offset-4 hover:text-accent hover:underline"
                >
                  {t[key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
