import { refreshFigures } from "../features/repositories/figures-refresh";

// Inlined into a case study's page (integrations/inline-scripts.ts) after its figures. It waits
// for an idle moment, as an island hydrated `client:idle` would: reading the page comes first.
const root = document.querySelector<HTMLElement>("[data-repository-figures]");
if (root) {
  const run = () => refreshFigures(root);
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}
