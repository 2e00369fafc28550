import type { ClientDirective } from "astro";
import { afterLoadIdle } from "./after-load";

/**
 * `client:afterload`: an island hydrates once its page has loaded, been painted and the browser
 * is idle. Its code (React and the component, about 70 KB compressed) then never competes with
 * the fonts, the largest picture or the first paint for a slow phone's bandwidth, as it may with
 * `client:idle`, whose idle moment can come while the page waits for its fonts. The island is
 * rendered on the server, and the page's inline guards keep what a visitor does before then.
 *
 * In the build, this directive arrives with Astro's island code in a file that the deferred
 * loader fetches at that very moment (integrations/finish-build.ts): on a page that has
 * already loaded, it hydrates at once rather than wait for another frame and idle period, so a
 * Send pressed early is not held longer than it must.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  if (document.readyState === "complete") hydrate();
  else afterLoadIdle(hydrate);
};

export default afterLoad;
