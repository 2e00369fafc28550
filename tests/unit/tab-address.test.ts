// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { putTabInAddress, tabInAddress } from "../../src/features/repositories/tab-address";

const tabs = (island: string) =>
  `${island.replace("></astro-island>", "")}><div role="tablist">` +
  '<button role="tab" data-tab="repositories">Repositories</button>' +
  '<button role="tab" data-tab="live"><span>Live Links</span></button></div></astro-island>';

const press = (name: string) =>
  document.querySelector<HTMLElement>(`[data-tab="${name}"] span, [data-tab="${name}"]`)?.click();

// The page's inline guard, as it runs ahead of the island.
beforeAll(() => import("../../src/scripts/projects-tabs"));
beforeEach(() => {
  window.history.replaceState(null, "", "/projects");
  document.body.innerHTML = "";
});

describe("the Projects tab in the address", () => {
  it("reads only the two known tabs", () => {
    for (const [search, tab] of [
      ["?tab=live", "live"],
      ["?tab=repositories", "repositories"],
      ["?tab=LIVE", "repositories"],
      ["", "repositories"],
    ]) {
      window.history.replaceState(null, "", `/projects${search}`);
      expect(tabInAddress()).toBe(tab);
    }
  });

  it("keeps other query parameters and adds no history entry", () => {
    window.history.replaceState(null, "", "/projects?utm_source=cv");
    const length = window.history.length;
    putTabInAddress("live");
    expect(window.location.search).toBe("?utm_source=cv&tab=live");
    expect(tabInAddress()).toBe("live");
    putTabInAddress("repositories");
    expect(window.location.search).toBe("?utm_source=cv");
    expect(window.history.length).toBe(length);
  });

  it("keeps a tab pressed before the island hydrates, for the island to read", () => {
    document.body.innerHTML = tabs("<astro-island ssr></astro-island>");
    press("live");
    expect(tabInAddress()).toBe("live");
    press("repositories");
    expect(tabInAddress()).toBe("repositories");
  });

  it("leaves the tabs to the island once it has hydrated", () => {
    document.body.innerHTML = tabs("<astro-island></astro-island>");
    press("live");
    expect(window.location.search).toBe("");
  });
});
