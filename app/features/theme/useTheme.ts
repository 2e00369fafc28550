import { useCallback, useSyncExternalStore } from "react";
import {
  DARK_QUERY,
  applyTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
  type Theme,
} from "./theme";

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function currentTheme(): Theme {
  return resolveTheme(readSavedTheme(storage()), window.matchMedia(DARK_QUERY).matches);
}

function sync(): void {
  applyTheme(document.documentElement, currentTheme());
  listeners.forEach((listener) => listener());
}

/**
 * Follows the system preference while no choice is saved, and choices made in other tabs.
 * The document class is kept in step here, so every subscriber sees the same theme.
 */
export function subscribeTheme(listener: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  listeners.add(listener);
  if (listeners.size === 1) {
    media.addEventListener("change", sync);
    window.addEventListener("storage", sync);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      media.removeEventListener("change", sync);
      window.removeEventListener("storage", sync);
    }
  };
}

export function chooseTheme(theme: Theme): void {
  saveTheme(storage(), theme);
  sync();
}

/** `null` while prerendering and hydrating: the theme is only known in the browser. */
export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const toggle = useCallback(() => chooseTheme(currentTheme() === "dark" ? "light" : "dark"), []);
  return { theme, toggle };
}
