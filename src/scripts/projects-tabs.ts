import { putTabInAddress } from "../features/repositories/tab-address";

// Inlined into the Projects page (integrations/finish-build.ts), ahead of its island. Until the
// island has hydrated its tabs are plain buttons: a press on one is kept in the address, which
// the island reads when it takes over.
document.addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>('[role="tab"][data-tab]');
    if (tab?.closest("astro-island[ssr]")) putTabInAddress(tab.dataset.tab);
  },
  true,
);
