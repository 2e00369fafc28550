import { ANALYTICS_EVENTS, eventAttributes, pageEventAttributes } from "../../lib/analytics-events";
import type { ReactNode } from "react";
import { FaArrowLeft } from "react-icons/fa6";
import { ExternalLink } from "../../components/ExternalLink";
import { SectionHeading } from "../../components/SectionHeading";
import { PageHeading } from "../../components/PageHeading";
import { CasePictureView } from "./CasePictureView";
import { formatMonth } from "./period";
import type { CasePicture, Period } from "./types";

export interface CaseStudyPageData {
  /** The page's address under /projects/, as the analytics name it. */
  slug: string;
  title: string;
  summary: string;
  role: string;
  period: Period;
  stack: string[];
  outcomes: string[];
  cover: CasePicture;
  gallery: CasePicture[];
  repositoryUrl?: string | undefined;
  live?: string | undefined;
}

interface Link {
  href: string;
  title: string;
}

const linkButton =
  "inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-accent hover:border-accent";

/**
 * One case study's page: what it is, the facts at a glance, the results, the cover, the story
 * (the Markdown body, handed in as `body`), the gallery and the way on. `figures` is the
 * repository's live figures, rendered by the page; `projectsHref` leads back to /projects.
 */
export function CaseStudyView({
  study,
  body,
  figures,
  projectsHref,
  previous,
  next,
}: {
  study: CaseStudyPageData;
  body: ReactNode;
  figures?: ReactNode;
  projectsHref: string;
  previous: Link | null;
  next: Link | null;
}) {
  const facts: [string, ReactNode][] = [
    ["Role", study.role],
    [
      "Period",
      <>
        <time dateTime={study.period.start}>{formatMonth(study.period.start)}</time>
        {" – "}
        {study.period.end ? (
          <time dateTime={study.period.end}>{formatMonth(study.period.end)}</time>
        ) : (
          "Present"
        )}
      </>,
    ],
    ["Stack", study.stack.join(" · ")],
  ];
  return (
    <article
      className="mx-auto max-w-page px-4 py-section sm:px-6"
      data-case-study
      {...pageEventAttributes(ANALYTICS_EVENTS.caseStudyOpened, { slug: study.slug })}
    >
      <a
        href={projectsHref}
        className="mb-8 inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-muted hover:text-accent"
      >
        <FaArrowLeft aria-hidden="true" /> All Projects
      </a>
      <header className="max-w-3xl">
        <PageHeading eyebrow="Case study">{study.title}</PageHeading>
        <p className="mt-5 text-xl/snug font-medium text-balance text-muted sm:text-2xl/snug">
          {study.summary}
        </p>
      </header>
      <dl
        data-facts
        className="mt-8 grid gap-x-10 gap-y-4 border-y border-line py-5 text-sm sm:grid-cols-[auto_auto_minmax(0,1fr)]"
      >
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="eyebrow">{term}</dt>
            <dd className="mt-1 font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {study.repositoryUrl || study.live ? (
        <p className="mt-6 flex flex-wrap gap-3">
          {study.repositoryUrl ? (
            <ExternalLink
              href={study.repositoryUrl}
              {...eventAttributes(ANALYTICS_EVENTS.repositoryFollowed, {
                repo: study.repositoryUrl.split("/").at(-1) ?? "",
              })}
              className={linkButton}
            >
              View Repository →<span className="sr-only">: {study.title}</span>
            </ExternalLink>
          ) : null}
          {study.live ? (
            <ExternalLink href={study.live} className={linkButton}>
              Visit Site →<span className="sr-only">: {study.title}</span>
            </ExternalLink>
          ) : null}
        </p>
      ) : null}
      <div className="mt-10 overflow-hidden rounded-card border border-line shadow-card">
        <CasePictureView picture={study.cover} priority />
      </div>
      <section aria-labelledby="outcomes" className="mt-14">
        <SectionHeading id="outcomes" label="results">
          Outcomes
        </SectionHeading>
        <ul data-outcomes className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {study.outcomes.map((outcome) => (
            <li
              key={outcome}
              className="rounded-card border border-line bg-surface p-5 text-lg/snug font-semibold text-balance text-ink shadow-card before:mb-3 before:block before:h-1 before:w-8 before:rounded-full before:bg-accent before:content-['']"
            >
              {outcome}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div data-case-study-body className="max-w-3xl">
          {body}
        </div>
        {figures ? <aside className="lg:sticky lg:top-24 lg:self-start">{figures}</aside> : null}
      </div>
      {study.gallery.length > 0 ? (
        <section aria-labelledby="gallery" className="mt-16">
          <SectionHeading id="gallery" label="screens">
            Gallery
          </SectionHeading>
          <ul data-gallery className="mt-6 grid gap-6 md:grid-cols-2">
            {study.gallery.map((picture) => (
              <li key={picture.src}>
                <figure>
                  <div className="overflow-hidden rounded-card border border-line shadow-card">
                    <CasePictureView picture={picture} />
                  </div>
                  {/* The picture's alt, shown: screen readers have read it already. */}
                  <figcaption aria-hidden="true" className="mt-3 text-sm text-muted">
                    {picture.alt}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav
          aria-label="More case studies"
          className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <a
              href={previous.href}
              rel="prev"
              className="rounded-card border border-line bg-surface p-5 shadow-card hover:border-accent"
            >
              <span className="eyebrow block">← Previous</span>
              <span className="mt-1 block font-semibold text-ink">{previous.title}</span>
            </a>
          ) : (
            <span />
          )}
          {next ? (
            <a
              href={next.href}
              rel="next"
              className="rounded-card border border-line bg-surface p-5 text-right shadow-card hover:border-accent"
            >
              <span className="eyebrow block">Next →</span>
              <span className="mt-1 block font-semibold text-ink">{next.title}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
