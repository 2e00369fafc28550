import type { ReactNode } from "react";
import { FaCode, FaDownload, FaFileLines } from "react-icons/fa6";
import { CV, href } from "../../routes";
import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { cvPdfLink } from "./links";
import type { Cv, CvEntry } from "./model";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 break-inside-avoid-page print:mt-4">
      <h2 className="eyebrow border-b border-line pb-1.5 print:border-black/30">{title}</h2>
      <div className="mt-3 space-y-4 print:mt-2 print:space-y-2">{children}</div>
    </section>
  );
}

function Entry({ item }: { item: CvEntry }) {
  return (
    <div className="break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="font-semibold text-ink">
          {item.title}, <span className="font-medium text-accent">{item.organisation}</span>
        </h3>
        <p className="font-mono text-sm text-muted">{item.period}</p>
      </div>
      {item.summary && <p className="mt-1 text-body">{item.summary}</p>}
    </div>
  );
}

/** An address as a reader copies it from paper: without https:// and a trailing slash. */
const bare = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** The other formats, as the site's secondary buttons: a full-size target each. */
const format =
  "inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 font-semibold text-ink hover:border-accent";

/**
 * The CV as a page: the site's look on screen, one plain sheet on paper (the print styles in
 * src/pages/cv.astro hide the site's bar and footer).
 */
export function CvView({ cv }: { cv: Cv }) {
  const contact = [
    { label: cv.email, href: `mailto:${cv.email}` },
    ...(cv.phone ? [{ label: cv.phone, href: `tel:${cv.phone.replace(/[^\d+]/g, "")}` }] : []),
    { label: bare(cv.url), href: cv.url },
    ...cv.profiles.map((profile) => ({ label: bare(profile.url), href: profile.url })),
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-section sm:px-6 print:max-w-none print:p-0">
      <nav
        aria-label="CV formats"
        className="mb-6 flex flex-wrap items-center gap-2 text-sm print:hidden"
      >
        <a className={format} {...cvPdfLink}>
          <FaDownload aria-hidden="true" className="text-accent" /> Download PDF
        </a>
        <a
          className={format}
          href={href(CV.text)}
          {...eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "text" })}
        >
          <FaFileLines aria-hidden="true" className="text-accent" /> Plain text
        </a>
        <a
          className={format}
          href={href(CV.json)}
          {...eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "json" })}
        >
          <FaCode aria-hidden="true" className="text-accent" /> JSON Resume
        </a>
      </nav>
      <article className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-10 print:rounded-none print:border-0 print:bg-transparent print:p-0 print:shadow-none">
        <header>
          <h1
            tabIndex={-1}
            data-page-heading
            className="text-3xl font-bold tracking-tight text-ink outline-none sm:text-4xl print:text-2xl"
          >
            {cv.name}
          </h1>
          <p className="mt-1 text-lg font-medium text-accent print:text-base">{cv.role}</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {cv.location && <li>{cv.location}</li>}
            {contact.map((item) => (
              <li key={item.href}>
                <a
                  className="underline-offset-4 hover:text-accent hover:underline"
                  href={item.href}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </header>
        <Section title="Profile">
          <p className="text-body">{cv.summary}</p>
        </Section>
        {cv.work.length > 0 && (
          <Section title="Experience">
            {cv.work.map((job) => (
              <Entry key={`${job.organisation}-${job.title}-${job.period}`} item={job} />
            ))}
          </Section>
        )}
        {cv.projects.length > 0 && (
          <Section title="Projects">
            {cv.projects.map((project) => (
              <div key={project.url} className="break-inside-avoid">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h3 className="font-semibold text-ink">
                    <a
                      className="underline-offset-4 hover:text-accent hover:underline"
                      href={project.url}
                    >
                      {project.name}
                    </a>
                    <span className="font-normal text-muted"> · {project.role}</span>
                  </h3>
                  <p className="font-mono text-sm text-muted">{project.period}</p>
                </div>
                <p className="mt-1 text-body">{project.description}</p>
                {project.highlights.length > 0 && (
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-body">
                    {project.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                )}
                <p className="mt-1 font-mono text-xs text-muted">{project.keywords.join(" · ")}</p>
              </div>
            ))}
          </Section>
        )}
        {cv.education.length > 0 && (
          <Section title="Education">
            {cv.education.map((school) => (
              <Entry
                key={`${school.organisation}-${school.title}-${school.period}`}
                item={school}
              />
            ))}
          </Section>
        )}
        {cv.skills.length > 0 && (
          <Section title="Skills">
            <p className="text-body">{cv.skills.join(", ")}</p>
          </Section>
        )}
      </article>
    </div>
  );
}
