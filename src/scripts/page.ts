import { enhancePage } from "./enhance";

// Inlined at the end of every page's body (integrations/finish-build.ts): the markup above it is
// parsed, so the controls are wired before the page is first shown.
enhancePage();
