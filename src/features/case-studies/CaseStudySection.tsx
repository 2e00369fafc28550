import type { ReactNode } from "react";
import { Pills } from "../../components/Pills";
import { SectionHeading } from "../../components/SectionHeading";
import { CasePictureView } from "./CasePictureView";
import type { CaseStudyCardData } from "./load";

/**
 * A titled grid of case-study cards: on /projects above the repositories, on the home page the
 * featured ones. With no case study there is nothing to show, and nothing is rendered. Each card
 * shows the cover, title, summary and stack; the first is shown large, across the grid, its
 * picture beside its text on a wide screen. As with the repository cards, its link's ::after
 * covers the whole card, so a press anywhere follows it, while the link keeps its own words for
 * screen readers.
 */
export function CaseStudySection({
  studies,
  headingId,
  title,
  prioritiseFirst = false,
  footer,
  className = "",
}: {
  studies: readonly CaseStudyCardData[];
  headingId: string;
  title: string;
  /** The first card's cover is in the first screen: fetch it first. */
  prioritiseFirst?: boolean;
  footer?: ReactNode;
  className?: string;
}) {
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-case-studies className={className}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {studies.map((study, index) => (
          <li
            key={study.slug}
            data-testid="case-study-card"
            className={index === 0 ? "sm:col-span-2" : undefined}
          >
            <article
              className={`relative flex h-full flex-col ${index === 0 ? "lg:flex-row" : ""} overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1`}
            >
              <div
                className={`border-b border-line ${index === 0 ? "lg:w-3/5 lg:border-r lg:border-b-0" : ""}`}
              >
                <CasePictureView picture={study.cover} priority={prioritiseFirst && index === 0} />
              </div>
              <div
                className={`flex flex-1 flex-col p-6 ${index === 0 ? "lg:justify-center lg:p-10" : ""}`}
              >
                <h3
                  className={`font-semibold text-ink ${index === 0 ? "text-card lg:text-section" : "text-card"}`}
                >
                  {study.title}
                </h3>
                <p
                  className={`mt-2 ${index === 0 ? "lg:mt-4 lg:flex-none lg:text-lg" : ""} flex-1`}
                >
                  {study.summary}
                </p>
                <Pills label="Stack" names={study.stack.slice(0, 4)} className="mt-4" />
                <div className="mt-4 border-t border-line pt-4 text-sm">
                  <a
                    href={study.href}
                    className="rounded font-semibold whitespace-nowrap text-accent after:absolute after:inset-0 after:rounded-card hover:underline"
                  >
                    Read Case Study →<span className="sr-only">: {study.title}</span>
                  </a>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
