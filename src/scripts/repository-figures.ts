import { refreshFigures } from "../features/repositories/figures-refresh";

// A case study's deferred script (integrations/inline-scripts.ts): the page's loader fetches it
// once the page has loaded and the browser is idle, as an island hydrated `client:idle` would.
const root = document.querySelector<HTMLElement>("[data-repository-figures]");
if (root) refreshFigures(root);
