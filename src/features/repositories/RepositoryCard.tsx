import { FaCodeFork, FaStar } from "react-icons/fa6";
import { ExternalLink } from "../../components/ExternalLink";
import { MAX_TOPICS, type Repository } from "./parse";

export type ProjectsTab = "repositories" | "live";

const formatCount = new Intl.NumberFormat("en", { notation: "compact" });

/**
 * One repository. The card's link (View Repository → on the Repositories tab, Visit Site → on
 * Live Links) is stretched over the whole card by its `::after`, so a press anywhere on the card
 * follows it while the markup keeps a single link. Keyboard focus outlines the link as everywhere
 * on the site and draws a ring around the card.
 */
export function RepositoryCard({
  repository,
  tab,
  animate,
  visible,
  delayMs,
  pinned = false,
  languageColor = null,
}: {
  repository: Repository;
  tab: ProjectsTab;
  /** Fade in once `visible`; false leaves the card shown from the start. */
  animate: boolean;
  visible: boolean;
  delayMs: number;
  /** Named by `projects.pin` in the config. */
  pinned?: boolean;
  /** The colour of the repository's language; null shows the name without a dot. */
  languageColor?: string | null;
}) {
  const live = tab === "live" && repository.homepage;
  const topics = repository.topics.slice(0, MAX_TOPICS);
  return (
    <li
      className={`flex ${animate ? "reveal" : ""} ${animate && visible ? "is-visible" : ""}`}
      style={{ transitionDelay: animate && visible ? `${delayMs}ms` : undefined }}
      data-testid="repository-card"
      data-pinned={pinned ? "true" : undefined}
    >
      <div
        data-card
        className={`group relative flex flex-1 flex-col rounded-xl border bg-white p-5 shadow-sm transition-[translate,border-color,box-shadow] duration-200 ease-out hover:border-accent hover:shadow-md has-[a:focus-visible]:border-accent motion-safe:hover:-translate-y-1 motion-safe:has-[a:focus-visible]:-translate-y-1 dark:bg-slate-900 ${
          pinned ? "border-accent" : "border-slate-200 dark:border-slate-800"
        }`}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {repository.name}
          </h2>
          {pinned ? (
            <span
              data-testid="pinned"
              className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-on-accent"
            >
              Pinned
            </span>
          ) : null}
        </div>
        <p className="mt-2 flex-1 break-words text-slate-700 dark:text-slate-300">
          {repository.description ?? "No description available"}
        </p>
        {topics.length > 0 ? (
          <ul aria-label="Topics" className="mt-3 flex flex-wrap gap-2" data-testid="topics">
            {topics.map((topic) => (
              <li
                key={topic}
                className="max-w-full truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {topic}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {repository.language ? (
              <span className="inline-flex items-center gap-1.5" data-testid="language">
                {languageColor ? (
                  <span
                    aria-hidden="true"
                    data-testid="language-dot"
                    className="size-3 shrink-0 rounded-full ring-1 ring-slate-900/10 dark:ring-white/20"
                    style={{ backgroundColor: languageColor }}
                  />
                ) : null}
                {repository.language}
              </span>
            ) : null}
            <p className="flex gap-4 font-mono">
              <span className="inline-flex items-center gap-1" data-testid="stars">
                <FaStar aria-hidden="true" />
                <span className="sr-only">Stars: </span>
                {formatCount.format(repository.stars)}
              </span>
              <span className="inline-flex items-center gap-1" data-testid="forks">
                <FaCodeFork aria-hidden="true" />
                <span className="sr-only">Forks: </span>
                {formatCount.format(repository.forks)}
              </span>
            </p>
          </div>
          <ExternalLink
            href={live ? live : repository.url}
            className="rounded py-2 font-semibold whitespace-nowrap text-accent group-hover:underline after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent focus-visible:after:outline-solid"
          >
            {live ? "Visit Site →" : "View Repository →"}
            <span className="sr-only">: {repository.name}</span>
          </ExternalLink>
        </div>
      </div>
    </li>
  );
}
