import { href } from "../routes";
import { FaArrowRight, FaDownload } from "react-icons/fa6";
import { SocialLinks } from "../components/SocialLinks";
import { TechStack } from "../components/TechStack";
import { cvHref, site } from "../site";

const button =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors";

export function Home() {
  return (
    <>
      <section className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="mb-3 text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
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
            className={`${button} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300`}
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
