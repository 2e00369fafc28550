import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { ExternalLink } from "../../components/ExternalLink";
import { CardIcon } from "./CardIcons";
import type { Repository } from "./parse";

export type ProjectsTab = "repositories" | "live";

const formatCount = new Intl.NumberFormat("en", { notation: "compact" });

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
  animate,
  visible,
  delayMs,
}: {
  repository: Repository;
  tab: ProjectsTab;
  /** The owner pinned it (site.config.ts → projects.pin): it stands out. */
  pinned: boolean;
  /** Linguist's colour for its language; null shows a neutral dot. */
  languageColor: string | null;
  /** Fade in once `visible`; false leaves the card shown from the start. */
  animate: boolean;
  visible: boolean;
  delayMs: number;
}) {
  const live = tab === "live" && repository.homepage;
  const heading = (
    <h3 className="text-card font-semibold break-words text-ink">{repository.name}</h3>
  );
  return (
    <li
      className={`${animate ? "reveal" : ""} ${animate && visible ? "is-visible" : ""}`}
      style={{ transitionDelay: animate && visible ? `${delayMs}ms` : undefined }}
      data-testid="repository-card"
      data-pinned={pinned ? "" : undefined}
    >
      <div
        className={`relative flex h-full flex-col rounded-card border bg-surface p-6 shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1 ${pinned ? "border-accent/50" : "border-line"}`}
      >
        {pinned ? (
          <div className="flex items-start justify-between gap-3">
            {heading}
            <span className="mt-0.5 shrink-0 rounded-full border border-accent/50 px-2 py-0.5 font-mono text-micro font-medium tracking-wider text-accent uppercase">
              Pinned
            </span>
          </div>
        ) : (
          heading
        )}
        <p className="mt-2 flex-1 break-words">
          {repository.description ?? "No description available"}
        </p>
        {repository.topics.length > 0 ? (
          <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-1.5 font-mono text-xs">
            {repository.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5"
              >
                {topic}
              </li>
            ))}
          </ul>
        ) : null}
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
          <span className="inline-flex items-center gap-1" data-testid="stars">
            <CardIcon name="star" />
            <span className="sr-only">Stars: </span>
            {formatCount.format(repository.stars)}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="forks">
            <CardIcon name="fork" />
            <span className="sr-only">Forks: </span>
            {formatCount.format(repository.forks)}
          </span>
        </p>
        <div className="mt-4 border-t border-line pt-4 text-sm">
          <ExternalLink
            href={live ? live : repository.url}
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
