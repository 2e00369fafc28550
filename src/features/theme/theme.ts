import { storage } from "../../lib/storage";

export type Theme = "light" | "dark";

/** Where a visitor's explicit choice is saved, as "dark" or "light". */
const KEY = "theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The visitor's saved choice; none when storage holds none or refuses access. Read without
 * storage(), which would weigh on the theme's inline script in every page's <head>.
 */
function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/**
 * Runs inline in <head> before the first paint (src/scripts/theme-boot.ts), so no page shows the
 * wrong theme: the saved choice, else the system preference. It also marks the document as
 * scripted, which lets CSS hide content that JavaScript will reveal without hiding it from
 * visitors who have none.
 */
export function bootTheme(): void {
  document.documentElement.classList.add("js");
  applyTheme(savedTheme() ?? (matchMedia(DARK_QUERY).matches ? "dark" : "light"));
}

/**
 * The theme once the page has loaded: the saved choice, else the system preference, followed
 * live, as is a choice made in another tab. `show` hears the theme at once and after every
 * change; `toggle` flips it and saves the choice.
 */
export function followTheme(show: (theme: Theme) => void, win: Window = window) {
  // The choice made on this page. It holds for the visit even when storage refuses to keep it
  // (blocked storage, full quota), and gives way to a choice made later in another tab.
  let chosen: Theme | null = null;
  // Each matchMedia() call returns a new list: the one listened to is the one read.
  const media = win.matchMedia(DARK_QUERY);
  const current = (): Theme => chosen ?? savedTheme() ?? (media.matches ? "dark" : "light");
  const sync = () => {
    const theme = current();
    applyTheme(theme);
    show(theme);
  };
  media.addEventListener("change", sync);
  win.addEventListener("storage", (event) => {
    // `key` is null when the other tab cleared all storage.
    if (event.key !== null && event.key !== KEY) return;
    chosen = null;
    sync();
  });
  show(current());
  return {
    toggle() {
      chosen = current() === "dark" ? "light" : "dark";
      try {
        storage()?.setItem(KEY, chosen);
      } catch {
        // The choice still holds for this visit.
      }
      sync();
    },
  };
}
