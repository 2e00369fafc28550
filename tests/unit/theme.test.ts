// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootTheme, followTheme } from "../../src/features/theme/theme";
import { blockedStorage, FakeSystem, memoryStorage } from "./fake-browser";

const root = () => document.documentElement;
const isDark = () => root().classList.contains("dark");

beforeEach(() => {
  root().className = "";
  root().removeAttribute("style");
});
afterEach(() => vi.unstubAllGlobals());

describe("the boot script in <head>", () => {
  function boot(storage: Storage, prefersDark: boolean): FakeSystem {
    const system = new FakeSystem(prefersDark);
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("matchMedia", system.matchMedia);
    bootTheme();
    return system;
  }

  it.each([
    { saved: "light", prefersDark: true, dark: false },
    { saved: undefined, prefersDark: false, dark: false },
    { saved: "blue", prefersDark: true, dark: true },
  ])("saved $saved, system dark $prefersDark: dark $dark", ({ saved, prefersDark, dark }) => {
    boot(memoryStorage(saved ? { theme: saved } : {}), prefersDark);
    expect(isDark()).toBe(dark);
    expect(root().style.colorScheme).toBe(dark ? "dark" : "light");
    expect(root().classList.contains("js")).toBe(true);
  });

  it("falls back to the system preference when storage is blocked", () => {
    expect(() => boot(blockedStorage(), true)).not.toThrow();
    expect(isDark()).toBe(true);
  });

  it("removes a dark class the system no longer wants", () => {
    root().classList.add("dark");
    boot(memoryStorage(), false);
    expect(isDark()).toBe(false);
  });
});

describe("the theme once the page has loaded", () => {
  let system: FakeSystem;
  let storage: Storage;
  /** Where another tab's storage events arrive: a window of the test's own. */
  let win: Window;

  function start(options: { prefersDark?: boolean; storage?: Storage } = {}) {
    system = new FakeSystem(options.prefersDark ?? false);
    storage = options.storage ?? memoryStorage();
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => storage);
    win = Object.assign(new EventTarget(), { matchMedia: system.matchMedia }) as unknown as Window;
    const show = vi.fn<(theme: string) => void>();
    return { show, ...followTheme(show, win) };
  }

  const otherTab = (key: string | null) => win.dispatchEvent(new StorageEvent("storage", { key }));

  it("a choice holds for the visit even when storage is blocked", () => {
    const theme = start({ prefersDark: false, storage: blockedStorage() });
    expect(theme.show).toHaveBeenLastCalledWith("light");
    expect(() => theme.toggle()).not.toThrow();
    expect(isDark()).toBe(true);
    system.set(true);
    system.set(false);
    expect(theme.show).toHaveBeenLastCalledWith("dark");
    expect(isDark()).toBe(true);
  });

  it("takes a choice made in another tab, over one made on this page", () => {
    const theme = start({ prefersDark: true });
    theme.toggle();
    theme.show.mockClear();

    storage.setItem("theme", "dark");
    otherTab("theme");
    expect(theme.show).toHaveBeenCalledExactlyOnceWith("dark");
    expect(isDark()).toBe(true);

    // Another key changing is none of the theme's business.
    otherTab("other");
    expect(theme.show).toHaveBeenCalledTimes(1);
  });

  it("goes back to the system when another tab clears storage", () => {
    const theme = start({ prefersDark: true });
    theme.toggle();
    storage.clear();
    otherTab(null);
    expect(theme.show).toHaveBeenLastCalledWith("dark");
    expect(isDark()).toBe(true);
  });
});
