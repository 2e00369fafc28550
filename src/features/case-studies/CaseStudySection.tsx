import type { ReactNode } from "react";
import { Pills } from "../../components/Pills";
import { SectionHeading } from "../../components/SectionHeading";
import { CasePictureView } from "./CasePictureView";
import type { CaseStudyCardData } from "./load";

/**
 * A titled grid of case-study cards: on /projects above the repositories, on the home page the
 * featured ones. With no case study there is nothing to show, and nothing is rendered. Each card
 * shows the cover, title, summary and stack; as with the repository cards, its link's ::after
 * covers the whole card, so a press anywhere follows it, while the link keeps its own words for
 * screen readers.
 */
export function CaseStudySection({
  studies,
  headingId,
  eyebrow,
  title,
  prioritiseFirst = false,
  footer,
  className = "",
}: {
  studies: readonly CaseStudyCardData[];
  headingId: string;
  eyebrow: string;
  title: string;
  /** The first card's cover is in the first screen: fetch it first. */
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
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {studies.map((study, index) => (
          <li key={study.slug} data-testid="case-study-card">
            <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1">
              <div className="border-b border-line">
                <CasePictureView picture={study.cover} priority={prioritiseFirst && index === 0} />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-card font-semibold text-ink">{study.title}</h3>
                <p className="mt-2 flex-1">{study.summary}</p>
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
