import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  themeBootScript,
  applyTheme,
  parseTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
} from "../../src/features/theme/theme";
import { blockedStorage, FakeSystem, memoryStorage } from "./fake-browser";
import { createThemeController, type ThemeController } from "../../src/features/theme/controller";

const root = () => document.documentElement;
const isDark = () => root().classList.contains("dark");

beforeEach(() => {
  root().className = "";
  root().removeAttribute("style");
});

describe("parseTheme", () => {
  it("accepts exactly dark and light", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
  });

  it.each([null, undefined, "", "Dark", " dark", "system", 1, true, {}])("rejects %j", (value) => {
    expect(parseTheme(value)).toBeNull();
  });
});

describe("resolveTheme", () => {
  it("a saved choice wins over the system preference", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("without a saved choice the system preference decides", () => {
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme(null, false)).toBe("light");
  });
});

describe("readSavedTheme and saveTheme", () => {
  it("read what is stored under the key theme", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
    const storage = memoryStorage();
    expect(readSavedTheme(storage)).toBeNull();
    saveTheme(storage, "dark");
    expect(storage.getItem("theme")).toBe("dark");
    expect(readSavedTheme(storage)).toBe("dark");
    saveTheme(storage, "light");
    expect(readSavedTheme(storage)).toBe("light");
  });

  it("ignore values that are not a theme", () => {
    expect(readSavedTheme(memoryStorage({ theme: "sepia" }))).toBeNull();
  });

  it("survive storage that throws or is missing", () => {
    expect(readSavedTheme(blockedStorage())).toBeNull();
    expect(() => saveTheme(blockedStorage(), "dark")).not.toThrow();
    expect(readSavedTheme(undefined)).toBeNull();
    expect(() => saveTheme(undefined, "dark")).not.toThrow();
  });
});

describe("applyTheme", () => {
  it("sets the dark class and the colour scheme on the root", () => {
    root().classList.add("js");
    applyTheme(root(), "dark");
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe("dark");
    applyTheme(root(), "light");
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe("light");
    expect(root().classList.contains("js")).toBe(true);
  });
});

describe("the boot script in <head>", () => {
  function boot(storage: Storage, prefersDark: boolean): FakeSystem {
    const system = new FakeSystem(prefersDark);
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("matchMedia", system.matchMedia);
    themeBootScript(THEME_STORAGE_KEY, DARK_QUERY);
    return system;
  }

  it.each([
    { saved: "dark", prefersDark: false, dark: true },
    { saved: "light", prefersDark: true, dark: false },
    { saved: undefined, prefersDark: true, dark: true },
    { saved: undefined, prefersDark: false, dark: false },
    { saved: "blue", prefersDark: true, dark: true },
  ])("saved $saved, system dark $prefersDark: dark $dark", ({ saved, prefersDark, dark }) => {
    boot(memoryStorage(saved ? { theme: saved } : {}), prefersDark);
    expect(isDark()).toBe(dark);
    expect(root().style.colorScheme).toBe(dark ? "dark" : "light");
    expect(root().classList.contains("js")).toBe(true);
  });

  it("asks the system for the dark colour-scheme preference", () => {
    const system = boot(memoryStorage(), false);
    expect(system.queries).toEqual(["(prefers-color-scheme: dark)"]);
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

describe("the theme controller", () => {
  let system: FakeSystem;
  let storage: Storage;
  const controllers: ThemeController[] = [];

  function start(options: { prefersDark?: boolean; storage?: Storage } = {}): ThemeController {
    system = new FakeSystem(options.prefersDark ?? false);
    storage = options.storage ?? memoryStorage();
    vi.stubGlobal("matchMedia", system.matchMedia);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => storage);
    const controller = createThemeController(window);
    controllers.push(controller);
    return controller;
  }

  const otherTab = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent("storage", { key, newValue }));

  // A controller left running would answer the storage events of the next test.
  afterEach(() => controllers.splice(0).forEach((controller) => controller.stop()));

  it("a choice saved before the page opened wins over the system, now and later", () => {
    const theme = start({ prefersDark: true, storage: memoryStorage({ theme: "light" }) });
    expect(theme.current()).toBe("light");
    system.set(false);
    system.set(true);
    expect(theme.current()).toBe("light");
    expect(isDark()).toBe(false);
  });

  it("follows the system live while nothing is saved, and saves nothing", () => {
    const theme = start({ prefersDark: false });
    const listener = vi.fn();
    theme.onChange(listener);
    expect(theme.current()).toBe("light");

    system.set(true);
    expect(listener).toHaveBeenLastCalledWith("dark");
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe("dark");

    system.set(false);
    expect(listener).toHaveBeenLastCalledWith("light");
    expect(isDark()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(storage.getItem("theme")).toBeNull();
  });

  it("saves a choice, which then wins over the system", () => {
    const theme = start({ prefersDark: false });
    const listener = vi.fn();
    theme.onChange(listener);
    theme.choose("dark");
    expect(storage.getItem("theme")).toBe("dark");
    expect(listener).toHaveBeenLastCalledWith("dark");
    expect(isDark()).toBe(true);

    system.set(true);
    system.set(false);
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("toggle flips what is shown and saves the result", () => {
    const theme = start({ prefersDark: true });
    theme.toggle();
    expect(theme.current()).toBe("light");
    expect(storage.getItem("theme")).toBe("light");
    expect(isDark()).toBe(false);
    theme.toggle();
    expect(theme.current()).toBe("dark");
    expect(storage.getItem("theme")).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("a choice holds for the visit even when storage is blocked", () => {
    const theme = start({ prefersDark: false, storage: blockedStorage() });
    expect(theme.current()).toBe("light");
    expect(() => theme.choose("dark")).not.toThrow();
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);
    system.set(true);
    system.set(false);
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("takes a choice made in another tab, over one made on this page", () => {
    const theme = start({ prefersDark: false });
    const listener = vi.fn();
    theme.onChange(listener);
    theme.choose("light");
    listener.mockClear();

    storage.setItem("theme", "dark");
    otherTab("theme", "dark");
    expect(listener).toHaveBeenCalledExactlyOnceWith("dark");
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);

    // Another key changing is none of the theme's business.
    otherTab("other", "x");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("goes back to the system when another tab clears storage", () => {
    const theme = start({ prefersDark: true });
    theme.choose("light");
    storage.clear();
    otherTab(null, null);
    expect(theme.current()).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("stop() releases every listener", () => {
    const theme = start({ prefersDark: false });
    const listener = vi.fn();
    theme.onChange(listener);
    expect(system.listenerCount()).toBe(1);

    theme.stop();
    expect(system.listenerCount()).toBe(0);
    system.set(true);
    storage.setItem("theme", "dark");
    otherTab("theme", "dark");
    expect(listener).not.toHaveBeenCalled();
    expect(isDark()).toBe(false);
  });

  it("onChange returns a way to stop listening", () => {
    const theme = start({ prefersDark: false });
    const kept = vi.fn();
    const dropped = vi.fn();
    theme.onChange(kept);
    const unsubscribe = theme.onChange(dropped);
    unsubscribe();
    system.set(true);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
