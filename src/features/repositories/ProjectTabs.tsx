import { useRef, type KeyboardEvent } from "react";
import type { ProjectsTab } from "./RepositoryCard";

export const TABS: { id: ProjectsTab; label: string }[] = [
  { id: "repositories", label: "Repositories" },
  { id: "live", label: "Live Links" },
];

export const tabId = (tab: ProjectsTab) => `tab-${tab}`;
export const PANEL_ID = "projects-panel";

/** The WAI-ARIA tabs pattern: arrow keys, Home and End move and select; one tab stop. */
export function ProjectTabs({
  selected,
  onSelect,
}: {
  selected: ProjectsTab;
  onSelect: (tab: ProjectsTab) => void;
}) {
  const refs = useRef<Partial<Record<ProjectsTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const last = TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Projects"
      className="inline-flex gap-1 rounded-control border border-line bg-surface-2 p-1"
    >
      {TABS.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            data-tab={tab.id}
            aria-selected={active}
            aria-controls={PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-[calc(var(--radius-control)-0.25rem)] px-4 py-2 text-sm font-semibold ${
              active ? "bg-surface text-accent shadow-card" : "text-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
