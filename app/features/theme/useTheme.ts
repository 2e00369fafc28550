import { useCallback, useSyncExternalStore } from "react";
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
  type Theme,
} from "./theme";

const listeners = new Set<() => void>();
let media: MediaQueryList | null = null;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The choice made on this page. It holds for the visit even when storage refuses to keep it
 * (blocked storage, full quota), and gives way to a choice made later in another tab.
 */
let choiceThisVisit: Theme | null = null;

export function currentTheme(): Theme {
  return resolveTheme(
    choiceThisVisit ?? readSavedTheme(storage()),
    window.matchMedia(DARK_QUERY).matches,
  );
}

function sync(): void {
  applyTheme(document.documentElement, currentTheme());
  listeners.forEach((listener) => listener());
}

function syncFromOtherTab(event: StorageEvent): void {
  // `key` is null when the other tab cleared all storage.
  if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
  choiceThisVisit = null;
  sync();
}

/**
 * Follows the system preference while no choice is saved, and choices made in other tabs.
 * The document class is kept in step here, so every subscriber sees the same theme.
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Each matchMedia() call returns a new list: keep the one listened to, to stop listening.
    media = window.matchMedia(DARK_QUERY);
    media.addEventListener("change", sync);
    window.addEventListener("storage", syncFromOtherTab);
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    media?.removeEventListener("change", sync);
    media = null;
    window.removeEventListener("storage", syncFromOtherTab);
  };
}

export function chooseTheme(theme: Theme): void {
  choiceThisVisit = theme;
  saveTheme(storage(), theme);
  sync();
}

/** `null` while prerendering and hydrating: the theme is only known in the browser. */
export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const toggle = useCallback(() => chooseTheme(currentTheme() === "dark" ? "light" : "dark"), []);
  return { theme, toggle };
}
