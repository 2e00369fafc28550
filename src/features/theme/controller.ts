import { storage } from "../../lib/storage";
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
  type Theme,
} from "./theme";

/**
 * The theme in the browser: the saved choice, else the system preference, followed live. One
 * controller per page, started by the page script as soon as the page has loaded.
 */
export interface ThemeController {
  current(): Theme;
  /** Saves a choice and applies it. */
  choose(theme: Theme): void;
  toggle(): void;
  /** Called after every change, whatever its cause (switch, system, another tab). */
  onChange(listener: (theme: Theme) => void): () => void;
  stop(): void;
}

export function createThemeController(win: Window = window): ThemeController {
  const listeners = new Set<(theme: Theme) => void>();
  // The choice made on this page. It holds for the visit even when storage refuses to keep it
  // (blocked storage, full quota), and gives way to a choice made later in another tab.
  let choiceThisVisit: Theme | null = null;
  // Each matchMedia() call returns a new list: keep the one listened to, to stop listening.
  const media = win.matchMedia(DARK_QUERY);

  const current = (): Theme =>
    resolveTheme(choiceThisVisit ?? readSavedTheme(storage()), media.matches);

  const sync = () => {
    const theme = current();
    applyTheme(win.document.documentElement, theme);
    listeners.forEach((listener) => listener(theme));
  };

  const fromOtherTab = (event: StorageEvent) => {
    // `key` is null when the other tab cleared all storage.
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    choiceThisVisit = null;
    sync();
  };

  media.addEventListener("change", sync);
  win.addEventListener("storage", fromOtherTab);

  const choose = (theme: Theme) => {
    choiceThisVisit = theme;
    saveTheme(storage(), theme);
    sync();
  };

  return {
    current,
    choose,
    toggle: () => choose(current() === "dark" ? "light" : "dark"),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      media.removeEventListener("change", sync);
      win.removeEventListener("storage", fromOtherTab);
      listeners.clear();
    },
  };
}
