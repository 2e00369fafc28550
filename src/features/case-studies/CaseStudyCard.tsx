import { CasePictureView } from "./CasePictureView";
import type { CaseStudyCardData } from "./types";

/**
 * One case study as a card: cover, title, summary, stack, and a link to its page. As with the
 * repository cards, the link's ::after covers the whole card, so a press anywhere follows it,
 * while the link keeps its own words for screen readers.
 */
export function CaseStudyCard({
  study,
  priority = false,
}: {
  study: CaseStudyCardData;
  /** The cover is in the first screen: fetch it first. */
  priority?: boolean;
}) {
  return (
    <li data-testid="case-study-card">
      <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1">
        <div className="border-b border-line">
          <CasePictureView picture={study.cover} priority={priority} />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <h3 className="text-card font-semibold text-ink">{study.title}</h3>
          <p className="mt-2 flex-1">{study.summary}</p>
          {study.stack.length > 0 ? (
            <ul aria-label="Stack" className="mt-4 flex flex-wrap gap-1.5 font-mono text-xs">
              {study.stack.slice(0, 4).map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5"
                >
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
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
  );
}
