import { useState, useSyncExternalStore } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { useHydrated } from "../../lib/useHydrated";
import { arrangeRepositories, isPinned, withHomepage, type ProjectsOptions } from "./arrange";
import type { RepositoryList } from "./cache";
import type { RateLimit } from "./client";
import { useLanguageColors, type LanguageColors } from "./language-table";
import type { Repository } from "./parse";
import { PANEL_ID, ProjectTabs, tabId } from "./ProjectTabs";
import { CardIconSymbols } from "./CardIcons";
import { RepositoryCard, type ProjectsTab } from "./RepositoryCard";
import { staggerDelayMs } from "./stagger";
import { putTabInAddress, tabInAddress } from "./tab-address";
import { useInView } from "./useInView";
import { useRepositories, type ProjectsError } from "./useRepositories";

const timeFormat: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const dateTimeFormat: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

const NO_COLORS: LanguageColors = {};

function RepositoryGrid({
  repositories,
  tab,
  pin,
  languageColors,
  languageTableUrl,
}: {
  repositories: Repository[];
  tab: ProjectsTab;
  pin: readonly string[];
  languageColors: LanguageColors;
  languageTableUrl: string | undefined;
}) {
  const [ref, inView] = useInView<HTMLUListElement>();
  // Cards prerendered into the page (the build's snapshot) are shown as they are, so the first
  // paint has them; only cards that arrive later fade in.
  const hydrated = useHydrated();
  const [animate] = useState(hydrated);
  const shown = tab === "live" ? withHomepage(repositories) : repositories;
  const colors = useLanguageColors(
    languageColors,
    languageTableUrl,
    shown.map((repository) => repository.language),
  );
  if (shown.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line-strong bg-surface-2 px-6 py-12 text-center text-muted">
        {tab === "live" ? "No projects with a live site yet." : "No public repositories yet."}
      </p>
    );
  }
  return (
    <>
      <CardIconSymbols />
      <ul ref={ref} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((repository, index) => (
          <RepositoryCard
            key={repository.id}
            repository={repository}
            tab={tab}
            pinned={isPinned(repository, pin)}
            languageColor={
              repository.language && Object.hasOwn(colors, repository.language)
                ? (colors[repository.language] ?? null)
                : null
            }
            animate={animate}
            visible={inView}
            delayMs={staggerDelayMs(index)}
          />
        ))}
      </ul>
    </>
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
  /** Linguist's colours for the languages the build saw, by name. */
  languageColors?: LanguageColors;
  /** The site's full table of Linguist colours, fetched only for a language not in the above. */
  languageTableUrl?: string;
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
    <p className="mt-2 text-body" data-testid="rate-limit">
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
      <ExternalLink href={profileUrl} className="font-semibold text-accent underline">
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
      className="rounded-card border border-line border-l-4 border-l-red-600 bg-surface p-6 shadow-card"
    >
      <p className="font-semibold text-ink">Error: {error.message}</p>
      {error.rateLimit ? (
        <RateLimitLine rateLimit={error.rateLimit} ownerName={ownerName} profileUrl={profileUrl} />
      ) : null}
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 min-h-11 rounded-control bg-accent px-5 py-2 font-semibold text-on-accent hover:bg-accent-strong"
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
    <p
      className="mb-6 rounded-control border border-line bg-surface-2 px-4 py-3 text-sm text-muted"
      data-testid="stale-note"
    >
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
  languageColors = NO_COLORS,
  languageTableUrl,
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
          <p
            role="status"
            className="flex items-center gap-3 rounded-card border border-line bg-surface p-6 font-mono text-sm text-muted shadow-card"
          >
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" />
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
              pin={arrange.pin}
              languageColors={languageColors}
              languageTableUrl={languageTableUrl}
            />
          </>
        )}
      </div>
    </>
  );
}
