import type { ReactNode } from "react";
import { FaArrowLeft } from "react-icons/fa6";
import { Icon } from "../../components/icons";
import { ExternalLink } from "../../components/ExternalLink";
import { PageHeading } from "../../components/PageHeading";
import { SectionHeading } from "../../components/SectionHeading";
import { ANALYTICS_EVENTS, eventAttributes, pageEventAttributes } from "../../lib/analytics-events";
import { caseStudyPath, ROUTES } from "../../routes";
import type { PageLanguage } from "../../site";
import { CasePictureView } from "./CasePictureView";
import { formatMonth } from "./period";
import type { CasePicture } from "./picture";
import type { CaseStudyEntry } from "./load";

const linkButton =
  "inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-accent hover:border-accent";

/**
 * One case study's page: what it is, the facts at a glance, the results, the cover, the story
 * (the Markdown body, handed in as `body`), the repository's live figures (`figures`, rendered by
 * the page), the gallery, and the way on to the case studies before and after it.
 */
export function CaseStudyView({
  entry: { slug: id, data: study },
  cover,
  gallery,
  repositoryUrl,
  body,
  figures,
  previous,
  next,
  lang,
  t,
  href: localize,
}: PageLanguage & {
  entry: CaseStudyEntry;
  cover: CasePicture;
  gallery: CasePicture[];
  repositoryUrl: string | undefined;
  body: ReactNode;
  figures?: ReactNode;
  previous: CaseStudyEntry | undefined;
  next: CaseStudyEntry | undefined;
}) {
  const { start, end } = study.period;
  const facts: [string, ReactNode][] = [
    [t["caseStudy.role"], study.role],
    [
      t["caseStudy.period"],
      <>
        <time dateTime={start}>{formatMonth(start, lang)}</time>
        {" – "}
        {end ? <time dateTime={end}>{formatMonth(end, lang)}</time> : t["caseStudy.present"]}
      </>,
    ],
    [t["caseStudy.stack"], study.stack.join(" · ")],
  ];
  // The code and the running site, where the study has them.
  const links = [
    repositoryUrl && {
      href: repositoryUrl,
      ...eventAttributes(ANALYTICS_EVENTS.repositoryFollowed, {
        repo: repositoryUrl.split("/").at(-1) ?? "",
      }),
      label: t["caseStudy.repository"],
    },
    study.live && { href: study.live, label: t["caseStudy.site"] },
  ].filter((link) => typeof link === "object");
  return (
    <article
      className="mx-auto max-w-page px-4 pt-6 pb-section sm:px-6 sm:pt-10"
      {...pageEventAttributes(ANALYTICS_EVENTS.caseStudyOpened, { slug: id })}
    >
      <a
        href={localize(ROUTES.projects)}
        className="mb-8 inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-muted hover:text-accent"
      >
        <Icon icon={FaArrowLeft} aria-hidden="true" className="rtl:-scale-x-100" />{" "}
        {t["projects.all"]}
      </a>
      <header className="max-w-3xl">
        <PageHeading path={caseStudyPath(id)}>{study.title}</PageHeading>
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
      {links.length > 0 && (
        <p className="mt-6 flex flex-wrap gap-3">
          {links.map(({ label, ...link }) => (
            <ExternalLink key={label} {...link} className={linkButton} newTab={t.newTab}>
              {label}
              <span className="sr-only">: {study.title}</span>
            </ExternalLink>
          ))}
        </p>
      )}
      <div className="mt-10 overflow-hidden rounded-card border border-line shadow-card">
        <CasePictureView picture={cover} priority />
      </div>
      <section aria-labelledby="outcomes" className="mt-14">
        <SectionHeading id="outcomes">{t["caseStudy.outcomes"]}</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
      {gallery.length > 0 ? (
        <section aria-labelledby="gallery" className="mt-16">
          <SectionHeading id="gallery">{t["caseStudy.gallery"]}</SectionHeading>
          <ul data-gallery className="mt-6 grid gap-6 md:grid-cols-2">
            {gallery.map((picture) => (
              <li key={picture.img.src}>
                <figure>
                  <div className="overflow-hidden rounded-card border border-line shadow-card">
                    <CasePictureView picture={picture} />
                  </div>
                  {/* The picture's alt, shown: screen readers have read it already. */}
                  <figcaption aria-hidden="true" className="mt-3 text-sm text-muted">
                    {picture.img.alt}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav
          aria-label={t["caseStudy.more"]}
          className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {([previous, next] as const).map((other, index) =>
            other ? (
              <a
                key={index}
                href={localize(caseStudyPath(other.slug))}
                rel={index === 0 ? "prev" : "next"}
                className={`rounded-card border border-line bg-surface p-5 shadow-card hover:border-accent ${index === 0 ? "" : "text-end"}`}
              >
                <span className="eyebrow block">
                  {t[index === 0 ? "caseStudy.previous" : "caseStudy.next"]}
                </span>
                <span className="mt-1 block font-semibold text-ink">{other.data.title}</span>
              </a>
            ) : (
              <span key={index} />
            ),
          )}
        </nav>
      ) : null}
    </article>
  );
}
