import { DARK_QUERY, THEME_STORAGE_KEY, themeBootScript } from "../features/theme/theme";

// Inlined at the top of every page's <head> (integrations/inline-scripts.ts), before the styles.
themeBootScript(THEME_STORAGE_KEY, DARK_QUERY);
