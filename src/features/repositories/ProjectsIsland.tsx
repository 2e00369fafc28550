import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import words from "virtual:portfolio/words/repositories";
import { afterLoadIdle } from "../../lib/after-load";
import { fill, islandWordsIn } from "../../lib/i18n";
import type { SiteConfig } from "../../config/schema";
import { arrangeRepositories, isPinned } from "./arrange";
import {
  fetchList,
  FetchProjectsError,
  isFresh,
  languageTable,
  parseCache,
  readCache,
  stamp,
  type LanguageColors,
  type RepositoryList,
} from "./client";
import { RepositoryCard, type RepositoryStrings as Words } from "./RepositoryCard";
import type { Repository } from "./parse";
import { putTabInAddress, tabInAddress, type ProjectsTab } from "./tab-address";

const TABS: ProjectsTab[] = ["repositories", "live"];
const PANEL_ID = "projects-panel";
const TAB_KEYS: Partial<Record<string, ProjectsTab>> = { Home: "repositories", End: "live" };

const listen = (type: "storage" | "popstate") => (onChange: () => void) => {
  window.addEventListener(type, onChange);
  return () => window.removeEventListener(type, onChange);
};
/** Another tab that refreshes the list updates this one too. */
const subscribeToCache = listen("storage");
const subscribeToAddress = listen("popstate");

/** What the island needs from the config, passed from the page as plain data. */
export interface ProjectsIslandProps {
  apiBaseUrl: string;
  username: string;
  ownerName: string;
  profileUrl: string;
  arrange: SiteConfig["projects"];
  /** The stamp of the list the build's cards (the children) show; null when it had none. */
  snapshot: ReturnType<typeof stamp> | null;
  /** The build's cards, drawn by the page with RepositoryGrid. */
  children?: ReactNode;
  /** Linguist's colours for the languages the snapshot has, by name. */
  languageColors: LanguageColors;
  /** The address of the cards' icon sprite. */
  icons: string;
  /** The site's full table of Linguist colours, fetched only for a language not in the above. */
  languageTableUrl: string;
  /** The page's language, when it is not English: the island speaks it. */
  lang?: string;
}

/**
 * The Projects page's island: the tabs, and the owner's repositories. Prerendered with the
 * build's cards on the Repositories tab, which it is given as children (so the page does not
 * carry the list twice); in the browser it reads the tab from the address, shows the visitor's
 * cache if it is newer, and refreshes the list from GitHub in the background unless the cache is
 * under ten minutes old. A list that shows what the build's cards show keeps them, and the focus
 * in them; a failed refresh never hides cards.
 */
export function ProjectsIsland(props: ProjectsIslandProps) {
  const { apiBaseUrl, username, snapshot, children, languageTableUrl, lang } = props;
  const t = islandWordsIn<Words>(words, lang);
  // Read as a string so React can compare snapshots; the prerender and hydration see no cache.
  const rawCache = useSyncExternalStore(
    subscribeToCache,
    () => readCache(apiBaseUrl, username),
    () => null,
  );
  const cached = useMemo(() => parseCache(rawCache, apiBaseUrl), [rawCache, apiBaseUrl]);
  /** This visit's answer from GitHub, or why there is none. */
  const [live, setLive] = useState<RepositoryList | Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A retry always asks GitHub; a first visit asks unless the cache is fresh.
    if (attempt === 0 && isFresh(parseCache(readCache(apiBaseUrl, username), apiBaseUrl))) return;
    const controller = new AbortController();
    // Whatever fails rejects with an Error: GitHub's answer, the network, the timeout.
    fetchList(apiBaseUrl, username, controller.signal).then(setLive, (error: Error) => {
      if (!controller.signal.aborted) setLive(error);
    });
    // Leaving the page aborts the request.
    return () => controller.abort();
  }, [apiBaseUrl, username, attempt]);

  const retry = () => {
    setLive(null);
    setAttempt((count) => count + 1);
  };
  const error = live instanceof Error ? live : null;
  // This visit's answer wins outright (a clock that is off must not bring back an older list),
  // else the cache if it is at least as new as the build's cards.
  const fresh =
    live && !(live instanceof Error)
      ? live
      : cached && cached.fetchedAt >= (snapshot?.fetchedAt ?? -Infinity)
        ? cached
        : null;
  const own = fresh && stamp(fresh).fingerprint !== snapshot?.fingerprint ? fresh : null;
  const fetchedAt = fresh?.fetchedAt ?? snapshot?.fetchedAt;
  const resetAt = error instanceof FetchProjectsError ? error.rateLimit?.resetAt : undefined;

  // The build's colours cover its snapshot; for a language it did not see (a refresh brought a
  // new repository) the site's full table is fetched, only then.
  const [table, setTable] = useState<LanguageColors>({});
  const missing = (own?.repositories ?? []).some(
    ({ language }) => language !== null && !Object.hasOwn(props.languageColors, language),
  );
  useEffect(() => {
    if (missing) void languageTable(languageTableUrl).then(setTable);
  }, [missing, languageTableUrl]);
  // Sentences with an element inside: the words before it and after it.
  const [stale, resets, meanwhile] = [
    t.stale.split("{date}"),
    t.resetsAt.split("{time}"),
    t.meanwhile.split("{profile}"),
  ];

  return (
    <ProjectsTabs busy={fetchedAt === undefined && !error} t={t}>
      {fetchedAt !== undefined ? (
        <>
          {error ? (
            // The cards from the cache or the build stay; this says how old they are.
            <p
              className="mb-6 rounded-control border border-line bg-surface-2 px-4 py-3 text-sm text-muted"
              data-testid="stale-note"
            >
              {stale[0]}
              <time dateTime={new Date(fetchedAt).toISOString()}>
                {new Date(fetchedAt).toLocaleString(lang ?? [], {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
              </time>
              {stale[1]}{" "}
              <button
                type="button"
                onClick={retry}
                className="rounded font-semibold text-accent underline"
              >
                {t.tryAgain}
              </button>
            </p>
          ) : null}
          {own ? (
            <RepositoryGrid
              arrange={props.arrange}
              icons={props.icons}
              lang={lang}
              repositories={own.repositories}
              languageColors={{ ...table, ...props.languageColors }}
              // The build's cards are in the first paint; only cards that come later fade in.
              reveal={!snapshot}
            />
          ) : (
            children
          )}
        </>
      ) : error ? (
        <div
          role="alert"
          className="rounded-card border border-line border-s-4 border-s-red-600 bg-surface p-6 shadow-card"
        >
          <p className="font-semibold text-ink">{fill(t.error, { message: error.message })}</p>
          {resetAt !== undefined ? (
            <p className="mt-2 text-body" data-testid="rate-limit">
              {t.rateLimit}{" "}
              {resetAt ? (
                <>
                  {resets[0]}
                  <time dateTime={resetAt.toISOString()}>
                    {resetAt.toLocaleTimeString(lang ?? [], { hour: "2-digit", minute: "2-digit" })}
                  </time>
                  {resets[1]}
                </>
              ) : (
                t.resetsSoon
              )}{" "}
              {meanwhile[0]}
              <ExternalLink
                href={props.profileUrl}
                className="font-semibold text-accent underline"
                newTab={t.newTab}
              >
                {fill(t.profile, { name: props.ownerName })}
              </ExternalLink>
              {meanwhile[1]}
            </p>
          ) : null}
          <button
            type="button"
            onClick={retry}
            className="mt-5 min-h-11 rounded-control bg-accent px-5 py-2 font-semibold text-on-accent hover:bg-accent-strong"
          >
            {t.retry}
          </button>
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-3 rounded-card border border-line bg-surface p-6 font-mono text-sm text-muted shadow-card"
        >
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" />
          {t.loading}
        </p>
      )}
    </ProjectsTabs>
  );
}

/**
 * The two tabs and their panel. What the panel holds is the same on both tabs (the cards hide by
 * the panel's `data-mode`), so a switch re-renders this alone, not the cards.
 */
function ProjectsTabs({ busy, t, children }: { busy: boolean; t: Words; children: ReactNode }) {
  // The prerendered page knows no query string: the address is read once hydrated.
  const addressTab = useSyncExternalStore(
    subscribeToAddress,
    tabInAddress,
    (): ProjectsTab => "repositories",
  );
  const [chosen, setChosen] = useState<ProjectsTab | null>(null);
  const tab = chosen ?? addressTab;
  const selectTab = (next: ProjectsTab) => {
    setChosen(next);
    // Once the frame showing the tab is out and the browser is idle: on a phone, replacing the
    // address takes about as long as the switch itself, and done at once it holds that back.
    afterLoadIdle(() => putTabInAddress(next), 500);
  };
  // The WAI-ARIA tabs pattern: the arrows move to the other tab, Home and End to the first and
  // last; the tab moved to is selected and focused.
  const onKeyDown = (event: KeyboardEvent) => {
    const other = tab === "live" ? "repositories" : "live";
    const next = /^Arrow(Left|Right)$/.test(event.key) ? other : TAB_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t.label}
        className="mt-6 flex w-fit gap-1 rounded-control border border-line bg-surface-2 p-1"
      >
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            data-tab={id}
            aria-selected={id === tab}
            aria-controls={PANEL_ID}
            tabIndex={id === tab ? 0 : -1}
            onClick={() => selectTab(id)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-[calc(var(--radius-control)-0.25rem)] px-4 py-2 text-sm font-semibold ${
              id === tab ? "bg-surface text-accent shadow-card" : "text-muted hover:text-ink"
            }`}
          >
            {t[id]}
          </button>
        ))}
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        aria-busy={busy}
        data-mode={tab}
        className="mt-6"
      >
        {children}
      </div>
    </>
  );
}

/**
 * A list's cards, arranged, and what the Live Links tab says when none of them has a site: the
 * page draws the build's snapshot with it, the island any list that shows something else.
 */
export function RepositoryGrid({
  repositories,
  arrange,
  languageColors,
  reveal,
  ...card
}: Pick<ProjectsIslandProps, "arrange" | "languageColors" | "lang" | "icons"> & {
  repositories: readonly Repository[];
  /** The cards fade in one after another once the grid scrolls into view. */
  reveal?: boolean;
}) {
  const t = islandWordsIn<Words>(words, card.lang);
  const [inView, setInView] = useState(!reveal);
  // A cleanup function from a ref callback runs before the next call (React 19).
  const observe = (grid: HTMLUListElement | null) => {
    if (!grid || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(grid);
    return () => observer.disconnect();
  };
  const arranged = arrangeRepositories(repositories, arrange);
  const colors = new Map(Object.entries(languageColors));
  return (
    <>
      {arranged.some((repository) => repository.homepage) ? null : (
        <p
          className={`rounded-card border border-dashed border-line-strong bg-surface-2 px-6 py-12 text-center text-muted ${arranged.length ? "hidden in-data-[mode=live]:block" : ""}`}
        >
          {arranged.length ? t.noLive : t.none}
        </p>
      )}
      <ul ref={observe} className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {arranged.map((repository, index) => (
          <RepositoryCard
            key={repository.id}
            repository={repository}
            {...card}
            t={t}
            pinned={isPinned(repository, arrange.pin)}
            languageColor={colors.get(repository.language ?? "") ?? null}
            // Each card starts 75 ms after the previous one; the cascade stays within 600 ms.
            reveal={reveal ? { visible: inView, delayMs: Math.min(index * 75, 600) } : null}
          />
        ))}
      </ul>
    </>
  );
}
