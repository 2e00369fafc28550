import { href } from "../routes";
import { FaArrowRight, FaDownload } from "react-icons/fa6";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SocialLinks } from "../components/SocialLinks";
import { TechStack } from "../components/TechStack";
import { cvHref, site } from "../site";

const button =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors";

/** `portrait`: the owner's photo as the page prepared it; without one, their initials show. */
export function Home({ portrait }: { portrait?: PortraitPicture }) {
  return (
    <>
      <section className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-12 pb-12 text-center sm:px-6 sm:pt-20">
        <Portrait name={site.name} picture={portrait} place="home" className="mb-6" />
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
          {site.role}
        </p>
        <h1
          tabIndex={-1}
          data-page-heading
          className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 outline-none sm:text-6xl dark:text-white"
        >
          {site.greeting}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl dark:text-slate-300">
          {site.tagline}
        </p>
        <SocialLinks className="mt-6 justify-center" size={26} />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={href("/projects")}
            className={`${button} bg-accent text-on-accent hover:bg-accent-strong`}
          >
            View Projects <FaArrowRight aria-hidden="true" />
          </a>
          <a
            href={cvHref}
            download={site.cv.downloadName}
            type="application/pdf"
            className={`${button} border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800`}
          >
            <FaDownload aria-hidden="true" /> Download CV
          </a>
        </div>
      </section>
      {site.tech.length > 0 && (
        <section aria-labelledby="tech-stack" className="pb-20">
          <TechStack tech={site.tech} headingId="tech-stack" />
        </section>
      )}
    </>
  );
}
