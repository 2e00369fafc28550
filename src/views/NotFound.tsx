import { FaArrowLeft } from "react-icons/fa6";
import { Icon } from "../components/icons";
import type { PageLanguage } from "../site";
import { Backdrop } from "../components/Backdrop";
import { PageHeading } from "../components/PageHeading";

/**
 * The page a host shows for any unknown address, whatever its language: with several, it says so
 * in each of the others too (`others`), each line in its own language with a link to its home.
 */
export function NotFound({
  t,
  href: localize,
  others = [],
}: Omit<PageLanguage, "lang"> & { others?: Pick<PageLanguage, "lang" | "t" | "href">[] }) {
  return (
    <section className="relative isolate">
      <Backdrop />
      <div className="mx-auto flex min-h-[calc(100svh-5rem)] max-w-page flex-col items-center justify-center px-4 py-section text-center sm:px-6">
        <PageHeading path="/404" centred>
          {t["notFound.heading"]}
        </PageHeading>
        <p className="mt-5 max-w-xl text-lg text-body">{t["notFound.text"]}</p>
        <p className="mt-10">
          <a
            href={localize("/")}
            className="inline-flex min-h-11 items-center gap-2 rounded-control bg-accent px-5 py-2.5 font-semibold text-on-accent shadow-[0_12px_28px_-12px_var(--accent)] hover:bg-accent-strong"
          >
            <Icon icon={FaArrowLeft} aria-hidden="true" className="rtl:-scale-x-100" />
            {t["notFound.home"]}
          </a>
        </p>
        {others.length > 0 && (
          <ul className="mt-10 grid gap-2 text-body">
            {others.map(({ lang, t: words, href: home }) => (
              <li key={lang} lang={lang} dir={words.dir}>
                {words["notFound.text"]}{" "}
                <a href={home("/")} hrefLang={lang} className="font-semibold text-accent underline">
                  {words["notFound.home"]}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
