import type { ReactNode } from "react";
import { SectionHeading } from "../../components/SectionHeading";
import { CaseStudyCard } from "./CaseStudyCard";
import type { CaseStudyCardData } from "./types";

/**
 * A titled grid of case-study cards: on /projects above the repositories, on the home page the
 * featured ones. With no case study there is nothing to show, and nothing is rendered.
 */
export function CaseStudySection({
  studies,
  headingId,
  eyebrow,
  title,
  intro,
  prioritiseFirst = false,
  footer,
  className = "",
}: {
  studies: readonly CaseStudyCardData[];
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** The first card's cover is in the first screen. */
  prioritiseFirst?: boolean;
  footer?: ReactNode;
  className?: string;
}) {
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-case-studies className={className}>
      <SectionHeading id={headingId} label={eyebrow}>
        {title}
      </SectionHeading>
      {intro ? <p className="mt-3 max-w-2xl text-pretty text-muted">{intro}</p> : null}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {studies.map((study, index) => (
          <CaseStudyCard key={study.slug} study={study} priority={prioritiseFirst && index === 0} />
        ))}
      </ul>
      {footer}
    </section>
  );
}
