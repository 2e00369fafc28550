import { FaCodeFork, FaStar } from "react-icons/fa6";
import { ExternalLink } from "../../components/ExternalLink";
import type { Repository } from "./parse";

export type ProjectsTab = "repositories" | "live";

const formatCount = new Intl.NumberFormat("en", { notation: "compact" });

export function RepositoryCard({
  repository,
  tab,
  animate,
  visible,
  delayMs,
}: {
  repository: Repository;
  tab: ProjectsTab;
  /** Fade in once `visible`; false leaves the card shown from the start. */
  animate: boolean;
  visible: boolean;
  delayMs: number;
}) {
  const live = tab === "live" && repository.homepage;
  return (
    <li
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${animate ? "reveal" : ""} ${animate && visible ? "is-visible" : ""}`}
      style={{ transitionDelay: animate && visible ? `${delayMs}ms` : undefined }}
      data-testid="repository-card"
    >
      <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">
        {repository.name}
      </h2>
      <p className="mt-2 flex-1 break-words text-slate-700 dark:text-slate-300">
        {repository.description ?? "No description available"}
      </p>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="flex gap-4 text-sm text-slate-600 dark:text-slate-400">
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
        <ExternalLink
          href={live ? live : repository.url}
          className="rounded py-2 font-semibold whitespace-nowrap text-accent hover:underline"
        >
          {live ? "Visit Site →" : "View Repository →"}
          <span className="sr-only">: {repository.name}</span>
        </ExternalLink>
      </div>
    </li>
  );
}
