/**
 * The Projects tab lives in the address (`/projects?tab=live`), so a link can open on it and a
 * tab chosen before the island hydrates (src/scripts/projects-tabs.ts) is still chosen once it has.
 */

export type ProjectsTab = "repositories" | "live";

export const tabInAddress = (): ProjectsTab =>
  new URLSearchParams(window.location.search).get("tab") === "live" ? "live" : "repositories";

/** Replaces the address rather than adding to history: a tab is a view, not a page. */
export function putTabInAddress(tab: string | undefined): void {
  const url = new URL(window.location.href);
  if (tab === "live") url.searchParams.set("tab", "live");
  else url.searchParams.delete("tab");
  window.history.replaceState(window.history.state, "", url);
}
