import { useState, useSyncExternalStore } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { useHydrated } from "../../lib/useHydrated";
import { arrangeRepositories, withHomepage, type ProjectsOptions } from "./arrange";
import type { RepositoryList } from "./cache";
import type { RateLimit } from "./client";
import type { Repository } from "./parse";
import { PANEL_ID, ProjectTabs, tabId } from "./ProjectTabs";
import { RepositoryCard, type ProjectsTab } from "./RepositoryCard";
import { staggerDelayMs } from "./stagger";
import { putTabInAddress, tabInAddress } from "./tab-address";
import { useInView } from "./useInView";
import { useRepositories, type ProjectsError } from "./useRepositories";

const timeFormat: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const dateTimeFormat: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

function RepositoryGrid({ repositories, tab }: { repositories: Repository[]; tab: ProjectsTab }) {
  const [ref, inView] = useInView<HTMLUListElement>();
  // Cards prerendered into the page (the build's snapshot) are shown as they are, so the first
  // paint has them; only cards that arrive later fade in.
  const hydrated = useHydrated();
  const [animate] = useState(hydrated);
  const shown = tab === "live" ? withHomepage(repositories) : repositories;
  if (shown.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {tab === "live" ? "No projects with a live site yet." : "No public repositories yet."}
      </p>
    );
  }
  return (
    <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((repository, index) => (
        <RepositoryCard
          key={repository.id}
          repository={repository}
          tab={tab}
          animate={animate}
          visible={inView}
          delayMs={staggerDelayMs(index)}
        />
      ))}
    </ul>
  );
}

/** What the island needs from the config, passed from the page as plain data. */
export interface ProjectsIslandProps {
  apiBaseUrl: string;
  username: string;
  ownerName: string;
  profileUrl: string;
  arrange: ProjectsOptions;
  /** The build's copy of the list, or null when the build could not reach GitHub. */
  snapshot: RepositoryList | null;
}

function RateLimitLine({
  rateLimit,
  ownerName,
  profileUrl,
}: {
  rateLimit: RateLimit;
  ownerName: string;
  profileUrl: string;
}) {
  const resetAt = rateLimit.resetAt;
  return (
    <p className="mt-2" data-testid="rate-limit">
      GitHub's hourly limit for this network is used up.{" "}
      {resetAt ? (
        <>
          It resets at{" "}
          <time dateTime={resetAt.toISOString()}>{resetAt.toLocaleTimeString([], timeFormat)}</time>
          .
        </>
      ) : (
        "It resets within the hour."
      )}{" "}
      Meanwhile, see the projects on{" "}
      <ExternalLink href={profileUrl} className="font-semibold underline">
        {ownerName}'s GitHub profile
      </ExternalLink>
      .
    </p>
  );
}

function ErrorPanel({
  error,
  onRetry,
  ownerName,
  profileUrl,
}: {
  error: ProjectsError;
  onRetry: () => void;
  ownerName: string;
  profileUrl: string;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Error: {error.message}</p>
      {error.rateLimit ? (
        <RateLimitLine rateLimit={error.rateLimit} ownerName={ownerName} profileUrl={profileUrl} />
      ) : null}
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 min-h-11 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 dark:bg-red-200 dark:text-red-950 dark:hover:bg-red-100"
      >
        Retry
      </button>
    </div>
  );
}

/** Cards from the cache or the build stay when a refresh fails; this says how old they are. */
function StaleNote({ fetchedAt, onRetry }: { fetchedAt: number; onRetry: () => void }) {
  const when = new Date(fetchedAt);
  return (
    <p className="mb-6 text-sm text-slate-600 dark:text-slate-400" data-testid="stale-note">
      Showing the list as of{" "}
      <time dateTime={when.toISOString()}>{when.toLocaleString([], dateTimeFormat)}</time>; it could
      not be refreshed just now.{" "}
      <button
        type="button"
        onClick={onRetry}
        className="rounded font-semibold text-accent underline"
      >
        Try again
      </button>
    </p>
  );
}

const subscribeToAddress = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/** The prerendered page knows no query string: it is read once hydrated. */
const prerenderedTab = (): ProjectsTab => "repositories";

/**
 * The Projects page's island: tabs, the live list with its cache and retry. Prerendered with the
 * build's snapshot on the Repositories tab; in the browser it reads the tab from the address and
 * refreshes the list from GitHub.
 */
export function ProjectsIsland({
  apiBaseUrl,
  username,
  ownerName,
  profileUrl,
  arrange,
  snapshot,
}: ProjectsIslandProps) {
  const { state, retry } = useRepositories(apiBaseUrl, username, snapshot);
  const addressTab = useSyncExternalStore(subscribeToAddress, tabInAddress, prerenderedTab);
  const [chosen, setChosen] = useState<ProjectsTab | null>(null);
  const tab = chosen ?? addressTab;

  const selectTab = (next: ProjectsTab) => {
    setChosen(next);
    putTabInAddress(next);
  };

  return (
    <>
      <div className="mt-8">
        <ProjectTabs selected={tab} onSelect={selectTab} />
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        aria-busy={state.status === "loading"}
        className="mt-8"
      >
        {state.status === "loading" ? (
          <p role="status" className="text-slate-700 dark:text-slate-300">
            Loading projects...
          </p>
        ) : state.status === "error" ? (
          <ErrorPanel error={state} onRetry={retry} ownerName={ownerName} profileUrl={profileUrl} />
        ) : (
          <>
            {state.refreshFailed ? (
              <StaleNote fetchedAt={state.list.fetchedAt} onRetry={retry} />
            ) : null}
            <RepositoryGrid
              repositories={arrangeRepositories(state.list.repositories, arrange)}
              tab={tab}
            />
          </>
        )}
      </div>
    </>
  );
}
