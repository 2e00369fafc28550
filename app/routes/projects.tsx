import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/projects";
import { ExternalLink } from "../components/ExternalLink";
import { PageHeading } from "../components/PageHeading";
import { useHydrated } from "../components/useHydrated";
import { arrangeRepositories, withHomepage } from "../features/repositories/arrange";
import type { RepositoryList } from "../features/repositories/cache";
import type { RateLimit } from "../features/repositories/client";
import type { Repository } from "../features/repositories/parse";
import { PANEL_ID, ProjectTabs, tabId } from "../features/repositories/ProjectTabs";
import { RepositoryCard, type ProjectsTab } from "../features/repositories/RepositoryCard";
import { repositorySnapshot } from "../features/repositories/snapshot.server";
import { staggerDelayMs } from "../features/repositories/stagger";
import { useInView } from "../features/repositories/useInView";
import { useRepositories, type ProjectsError } from "../features/repositories/useRepositories";
import { pageMeta } from "../seo";
import { site } from "../site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Projects · ${site.name}`,
    description: `Open-source repositories and live projects by ${site.name}, ${site.role}.`,
    path: "/projects",
  });

/**
 * Runs only when the site is built (every route is prerendered and there is no server): the
 * repository list at that moment, or null when GitHub cannot be reached. Client-side
 * navigations read the same answer from the prerendered `projects.data` file.
 */
export async function loader(): Promise<{ snapshot: RepositoryList | null }> {
  const snapshot = await repositorySnapshot({
    apiBaseUrl: site.github.apiBaseUrl,
    username: site.github.username,
    env: process.env,
  });
  return { snapshot };
}

/** The snapshot never changes after the build; switching tabs must not fetch it again. */
export const shouldRevalidate = () => false;

function profileUrl(): string {
  return (
    site.social.find((link) => link.icon === "github")?.href ??
    `https://github.com/${site.github.username}`
  );
}

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

function RateLimitLine({ rateLimit }: { rateLimit: RateLimit }) {
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
      <ExternalLink href={profileUrl()} className="font-semibold underline">
        {site.name}'s GitHub profile
      </ExternalLink>
      .
    </p>
  );
}

function ErrorPanel({ error, onRetry }: { error: ProjectsError; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Error: {error.message}</p>
      {error.rateLimit ? <RateLimitLine rateLimit={error.rateLimit} /> : null}
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
        className="rounded font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        Try again
      </button>
    </p>
  );
}

function parseTab(value: string | null): ProjectsTab {
  return value === "live" ? "live" : "repositories";
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { state, retry } = useRepositories(
    site.github.apiBaseUrl,
    site.github.username,
    loaderData?.snapshot ?? null,
  );
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no query string: read the tab only once hydrated.
  const hydrated = useHydrated();
  const tab = hydrated ? parseTab(params.get("tab")) : "repositories";

  const selectTab = (next: ProjectsTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "live") updated.set("tab", "live");
        else updated.delete("tab");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeading>My Projects</PageHeading>
      {/* The tab comes from the address; a page opened on ?tab=live starts its scripts at once. */}
      <div className="mt-8" data-query-state="tab">
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
          // Prerendered without a snapshot, the page has nothing to show until its scripts fetch
          // the list, so they start at once rather than when the visitor first uses the page.
          <p role="status" data-needs-scripts="" className="text-slate-700 dark:text-slate-300">
            Loading projects...
          </p>
        ) : state.status === "error" ? (
          <ErrorPanel error={state} onRetry={retry} />
        ) : (
          <>
            {state.refreshFailed ? (
              <StaleNote fetchedAt={state.list.fetchedAt} onRetry={retry} />
            ) : null}
            <RepositoryGrid
              repositories={arrangeRepositories(state.list.repositories, site.projects)}
              tab={tab}
            />
          </>
        )}
      </div>
    </div>
  );
}
