import type { ReactNode } from "react";
import { Pills } from "../../components/Pills";
import { CARD_LINK, LINK_CARD } from "../../components/card";
import { SectionHeading } from "../../components/SectionHeading";
import type { Strings } from "../../lib/i18n";
import { caseStudyPath, href } from "../../routes";
import { CasePictureView } from "./CasePictureView";
import type { CaseStudyCardData } from "./load";

/**
 * A titled grid of case-study cards: on /projects above the repositories, on the home page the
 * featured ones. With no case study there is nothing to show, and nothing is rendered. Each card
 * shows the cover, title, summary and stack; the first is shown large, across the grid, its
 * picture beside its text on a wide screen. Each card is one link (LINK_CARD, CARD_LINK).
 */
export function CaseStudySection({
  studies,
  headingId,
  title,
  prioritiseFirst = false,
  footer,
  className = "",
  t,
  localize = href,
}: {
  studies: readonly CaseStudyCardData[];
  headingId: string;
  title: string;
  /** The first card's cover is in the first screen: fetch it first. */
  prioritiseFirst?: boolean;
  footer?: ReactNode;
  className?: string;
  t: Strings;
  /** A site path as a link in the page's language. */
  localize?: (path: string) => string;
}) {
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-case-studies className={className}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {studies.map((study, index) => {
          const large = index === 0;
          return (
            <li
              key={study.slug}
              data-testid="case-study-card"
              className={large ? "sm:col-span-2" : undefined}
            >
              <article
                className={`${LINK_CARD} overflow-hidden border-line ${large ? "lg:flex-row" : ""}`}
                {...study.marks}
              >
                <div
                  className={`border-b border-line ${large ? "lg:w-3/5 lg:border-e lg:border-b-0" : ""}`}
                >
                  <CasePictureView picture={study.cover} priority={prioritiseFirst && large} />
                </div>
                <div
                  className={`flex flex-1 flex-col p-6 ${large ? "lg:justify-center lg:p-10" : ""}`}
                >
                  <h3
                    className={`text-card font-semibold text-ink ${large ? "lg:text-section" : ""}`}
                  >
                    {study.title}
                  </h3>
                  <p className={`mt-2 flex-1 ${large ? "lg:mt-4 lg:flex-none lg:text-lg" : ""}`}>
                    {study.summary}
                  </p>
                  <Pills
                    label={t["caseStudy.stack"]}
                    names={study.stack.slice(0, 4)}
                    className="mt-4"
                  />
                  <div className="mt-4 border-t border-line pt-4 text-sm">
                    <a href={localize(caseStudyPath(study.slug))} className={CARD_LINK}>
                      {t["caseStudy.read"]}
                      <span className="sr-only">: {study.title}</span>
                    </a>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {footer}
    </section>
  );
}
