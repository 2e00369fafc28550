export type Theme = "light" | "dark";

/** The key under which a visitor's explicit choice is saved. */
export const THEME_STORAGE_KEY = "theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

export function parseTheme(value: unknown): Theme | null {
  return value === "dark" || value === "light" ? value : null;
}

/** A saved choice wins; without one the system preference decides. */
export function resolveTheme(saved: Theme | null, systemPrefersDark: boolean): Theme {
  return saved ?? (systemPrefersDark ? "dark" : "light");
}

/** Storage can throw (privacy modes, disabled cookies): then nothing is saved. */
export function readSavedTheme(storage: Pick<Storage, "getItem"> | undefined): Theme | null {
  try {
    return parseTheme(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveTheme(storage: Pick<Storage, "setItem"> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies for this visit.
  }
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/**
 * Runs inline in <head> before the first paint (src/scripts/theme-boot.ts), so no page shows the
 * wrong theme. It also marks the document as scripted, which lets CSS hide content that
 * JavaScript will reveal without hiding it from visitors who have none.
 */
export function themeBootScript(key: string, query: string): void {
  const root = document.documentElement;
  root.classList.add("js");
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(key);
  } catch {
    // Storage is blocked: fall back to the system preference.
  }
  if (theme !== "dark" && theme !== "light") {
    theme = matchMedia(query).matches ? "dark" : "light";
  }
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}
