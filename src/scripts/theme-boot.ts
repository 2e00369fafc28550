import { bootTheme } from "../features/theme/theme";

// Inlined at the top of every page's <head> (integrations/finish-build.ts), before the styles.
bootTheme();
