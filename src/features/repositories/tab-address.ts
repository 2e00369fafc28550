import type { ProjectsTab } from "./RepositoryCard";

/**
 * The Projects tab lives in the address (`/projects?tab=live`), so a link can open on it and a
 * tab chosen before the island hydrates is still chosen once it has.
 */

export function parseTab(value: string | null): ProjectsTab {
  return value === "live" ? "live" : "repositories";
}

export function tabInAddress(): ProjectsTab {
  return parseTab(new URLSearchParams(window.location.search).get("tab"));
}

/** Replaces the address rather than adding to history: a tab is a view, not a page. */
export function putTabInAddress(tab: ProjectsTab): void {
  const url = new URL(window.location.href);
  if (tab === "live") url.searchParams.set("tab", "live");
  else url.searchParams.delete("tab");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Until the Projects island has hydrated its tabs are plain buttons: a press on one is kept in
 * the address, which the island reads when it takes over.
 */
export function guardEarlyTabs(doc: Document = document): void {
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const tab = target?.closest<HTMLElement>('[role="tab"][data-tab]');
      if (!tab?.closest("astro-island[ssr]")) return;
      putTabInAddress(parseTab(tab.dataset.tab ?? null));
    },
    true,
  );
}
