import { useSearchParams } from "react-router";
import type { Route } from "./+types/projects";
import { PageHeading } from "../components/PageHeading";
import { useHydrated } from "../components/useHydrated";
import { PANEL_ID, ProjectTabs, tabId } from "../features/repositories/ProjectTabs";
import { RepositoryCard, type ProjectsTab } from "../features/repositories/RepositoryCard";
import { useInView } from "../features/repositories/useInView";
import { useRepositories, type RepositoriesState } from "../features/repositories/useRepositories";
import type { Repository } from "../features/repositories/parse";
import { ExternalLink } from "../components/ExternalLink";
import { pageMeta } from "../seo";
import { site } from "../site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Projects · ${site.name}`,
    description: `Open-source repositories and live projects by ${site.name}, ${site.role}.`,
    path: "/projects",
  });

/** Each card starts a little after the previous one; the whole cascade stays under 600 ms. */
const STAGGER_MS = 75;
const MAX_STAGGER_MS = 600;

function profileUrl(): string {
  return (
    site.social.find((link) => link.icon === "github")?.href ??
    `https://github.com/${site.github.username}`
  );
}

function RepositoryGrid({ repositories, tab }: { repositories: Repository[]; tab: ProjectsTab }) {
  const [ref, inView] = useInView<HTMLUListElement>();
  const shown = tab === "live" ? repositories.filter((repo) => repo.homepage) : repositories;
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
          visible={inView}
          delayMs={Math.min(index * STAGGER_MS, MAX_STAGGER_MS)}
        />
      ))}
    </ul>
  );
}

function ProjectsError({
  state,
  onRetry,
}: {
  state: Extract<RepositoriesState, { status: "error" }>;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Error: {state.message}</p>
      {state.rateLimitResetAt ? (
        <p className="mt-2" data-testid="rate-limit">
          GitHub's hourly limit for this network is used up. It resets at{" "}
          <time dateTime={state.rateLimitResetAt.toISOString()}>
            {state.rateLimitResetAt.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
          </time>
          . Meanwhile, see the projects on{" "}
          <ExternalLink href={profileUrl()} className="font-semibold underline">
            {site.name}'s GitHub profile
          </ExternalLink>
          .
        </p>
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

function parseTab(value: string | null): ProjectsTab {
  return value === "live" ? "live" : "repositories";
}

export default function Projects() {
  const { state, retry } = useRepositories(site.github.apiBaseUrl, site.github.username);
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
          <ProjectsError state={state} onRetry={retry} />
        ) : (
          <RepositoryGrid repositories={state.repositories} tab={tab} />
        )}
      </div>
    </div>
  );
}
