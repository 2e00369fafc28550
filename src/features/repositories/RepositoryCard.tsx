import { ExternalLink } from "../../components/ExternalLink";
import { Pills } from "../../components/Pills";
import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { formatCount } from "./figures";
import type { Repository } from "./parse";
import type { ProjectsTab } from "./tab-address";

/**
 * The star and fork icons of the cards (Font Awesome's, CC BY 4.0, as elsewhere on the site),
 * drawn once per list and referenced by every card: twelve cards would otherwise carry
 * twenty-four copies of the paths, about 600 bytes of the page after compression.
 */
const ICONS = {
  star: [
    "0 0 576 512",
    "M316.9 18C311.6 7 300.4 0 288.1 0s-23.4 7-28.8 18L195 150.3 51.4 171.5c-12 1.8-22 10.2-25.7 21.7s-.7 24.2 7.9 32.7L137.8 329 113.2 474.7c-2 12 3 24.2 12.9 31.3s23 8 33.8 2.3l128.3-68.5 128.3 68.5c10.8 5.7 23.9 4.9 33.8-2.3s14.9-19.3 12.9-31.3L438.5 329 542.7 225.9c8.6-8.5 11.7-21.2 7.9-32.7s-13.7-19.9-25.7-21.7L381.2 150.3 316.9 18z",
  ],
  fork: [
    "0 0 448 512",
    "M80 104a24 24 0 1 0 0-48 24 24 0 1 0 0 48zm80-24c0 32.8-19.7 61-48 73.3l0 38.7c0 17.7 14.3 32 32 32l160 0c17.7 0 32-14.3 32-32l0-38.7C307.7 141 288 112.8 288 80c0-44.2 35.8-80 80-80s80 35.8 80 80c0 32.8-19.7 61-48 73.3l0 38.7c0 53-43 96-96 96l-48 0 0 70.7c28.3 12.3 48 40.5 48 73.3c0 44.2-35.8 80-80 80s-80-35.8-80-80c0-32.8 19.7-61 48-73.3l0-70.7-48 0c-53 0-96-43-96-96l0-38.7C19.7 141 0 112.8 0 80C0 35.8 35.8 0 80 0s80 35.8 80 80zm208 24a24 24 0 1 0 0-48 24 24 0 1 0 0 48zM248 432a24 24 0 1 0 -48 0 24 24 0 1 0 48 0z",
  ],
} as const;

/** The icons' symbols, once, before the cards that use them. */
export function CardIconSymbols() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(ICONS).map(([name, [viewBox, path]]) => (
        <symbol key={name} id={`repository-${name}`} viewBox={viewBox}>
          <path d={path} fill="currentColor" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One repository. The card is one link: the link's ::after is stretched over the whole card (the
 * card is its containing block), so a press anywhere on it follows the link, while the link keeps
 * its own words for screen readers. The lift on hover and focus moves only `translate` and the
 * shadow, and only while hovered, so switching the theme animates nothing; with reduced motion
 * the card does not move, its border and shadow still answer.
 */
export function RepositoryCard({
  repository,
  tab,
  pinned,
  languageColor,
  reveal,
}: {
  repository: Repository;
  tab: ProjectsTab;
  /** The owner pinned it (site.config.ts → projects.pin): it stands out. */
  pinned: boolean;
  /** Linguist's colour for its language; null shows a neutral dot. */
  languageColor: string | null;
  /** The card fades in, after `delayMs` once `visible`; null shows it from the start. */
  reveal: { visible: boolean; delayMs: number } | null;
}) {
  const live = tab === "live" && repository.homepage;
  return (
    <li
      className={reveal ? `reveal ${reveal.visible ? "is-visible" : ""}` : undefined}
      style={reveal?.visible ? { transitionDelay: `${reveal.delayMs}ms` } : undefined}
      data-testid="repository-card"
      data-pinned={pinned ? "" : undefined}
    >
      <div
        className={`relative flex h-full flex-col rounded-card border bg-surface p-6 shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1 ${pinned ? "border-accent/50" : "border-line"}`}
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-card font-semibold break-words text-ink">
            {repository.name}
          </h3>
          {pinned ? (
            <span className="mt-0.5 shrink-0 rounded-full border border-accent/50 px-2 py-0.5 font-mono text-micro font-medium tracking-wider text-accent uppercase">
              Pinned
            </span>
          ) : null}
        </div>
        <p className="mt-2 flex-1 break-words">
          {repository.description ?? "No description available"}
        </p>
        <Pills label="Topics" names={repository.topics} className="mt-4" />
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 font-mono text-sm text-muted">
          {repository.language ? (
            <span className="inline-flex items-center gap-1.5" data-testid="language">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full bg-muted"
                style={languageColor ? { backgroundColor: languageColor } : undefined}
                data-testid="language-dot"
              />
              {repository.language}
            </span>
          ) : null}
          {(
            [
              ["star", "Stars", repository.stars],
              ["fork", "Forks", repository.forks],
            ] as const
          ).map(([icon, label, count]) => (
            <span key={icon} className="inline-flex items-center gap-1" data-testid={`${icon}s`}>
              <svg aria-hidden="true" width="1em" height="1em">
                <use href={`#repository-${icon}`} />
              </svg>
              <span className="sr-only">{label}: </span>
              {formatCount(count)}
            </span>
          ))}
        </p>
        <div className="mt-4 border-t border-line pt-4 text-sm">
          <ExternalLink
            href={live || repository.url}
            {...(live
              ? {}
              : eventAttributes(ANALYTICS_EVENTS.repositoryFollowed, { repo: repository.name }))}
            className="rounded font-semibold whitespace-nowrap text-accent after:absolute after:inset-0 after:rounded-card hover:underline"
          >
            {live ? "Visit Site →" : "View Repository →"}
            <span className="sr-only">: {repository.name}</span>
          </ExternalLink>
        </div>
      </div>
    </li>
  );
}
