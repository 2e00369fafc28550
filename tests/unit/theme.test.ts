import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DARK_QUERY,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
  applyTheme,
  parseTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
} from "../../src/features/theme/theme";

/** A system colour-scheme preference that a test can change, like the OS setting. */
class FakeSystem {
  prefersDark: boolean;
  queries: string[] = [];
  /** Change listeners per MediaQueryList handed out; each matchMedia() call makes a new one. */
  private lists: Set<(event: MediaQueryListEvent) => void>[] = [];

  constructor(prefersDark: boolean) {
    this.prefersDark = prefersDark;
  }

  matchMedia = (query: string): MediaQueryList => {
    this.queries.push(query);
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    this.lists.push(listeners);
    const prefersDark = () => this.prefersDark;
    return {
      media: query,
      get matches() {
        return prefersDark();
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as MediaQueryList;
  };

  listenerCount(): number {
    return this.lists.reduce((count, listeners) => count + listeners.size, 0);
  }

  set(prefersDark: boolean) {
    this.prefersDark = prefersDark;
    const event = { matches: prefersDark, media: DARK_QUERY } as MediaQueryListEvent;
    for (const listeners of this.lists) listeners.forEach((listener) => listener(event));
  }
}

/** Storage that keeps values in a map, or throws on every call like a blocked one. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function blockedStorage(): Storage {
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    length: 0,
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  };
}

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
    // As the browser runs it: a classic script in the page's global scope.
    new Function(THEME_BOOT_SCRIPT)();
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

describe("the theme store", () => {
  let system: FakeSystem;
  let storage: Storage;

  /** A fresh copy of the module, so no choice made in one test leaks into the next. */
  async function load(options: { prefersDark?: boolean; storage?: Storage } = {}) {
    vi.resetModules();
    system = new FakeSystem(options.prefersDark ?? false);
    storage = options.storage ?? memoryStorage();
    vi.stubGlobal("matchMedia", system.matchMedia);
    vi.spyOn(window, "matchMedia").mockImplementation(system.matchMedia);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => storage);
    return import("../../src/features/theme/useTheme");
  }

  afterEach(() => vi.resetModules());

  it("follows system changes while no choice is saved", async () => {
    const store = await load({ prefersDark: false });
    const listener = vi.fn();
    const unsubscribe = store.subscribeTheme(listener);
    expect(store.currentTheme()).toBe("light");

    system.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.currentTheme()).toBe("dark");
    expect(isDark()).toBe(true);

    system.set(false);
    expect(store.currentTheme()).toBe("light");
    expect(isDark()).toBe(false);
    expect(storage.getItem("theme")).toBeNull();
    unsubscribe();
  });

  it("stops following the system once a choice is saved", async () => {
    const store = await load({ prefersDark: false });
    const unsubscribe = store.subscribeTheme(() => {});
    store.chooseTheme("light");
    expect(storage.getItem("theme")).toBe("light");

    system.set(true);
    expect(store.currentTheme()).toBe("light");
    expect(isDark()).toBe(false);

    store.chooseTheme("dark");
    expect(storage.getItem("theme")).toBe("dark");
    system.set(false);
    expect(isDark()).toBe(true);
    unsubscribe();
  });

  it("a choice saved before the page opened wins over the system", async () => {
    const store = await load({ prefersDark: true, storage: memoryStorage({ theme: "light" }) });
    expect(store.currentTheme()).toBe("light");
  });

  it("a choice holds for the visit even when storage is blocked", async () => {
    const store = await load({ prefersDark: false, storage: blockedStorage() });
    const unsubscribe = store.subscribeTheme(() => {});
    expect(store.currentTheme()).toBe("light");
    expect(() => store.chooseTheme("dark")).not.toThrow();
    expect(store.currentTheme()).toBe("dark");
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(true);
    unsubscribe();
  });

  it("takes a choice made in another tab", async () => {
    const store = await load({ prefersDark: false });
    const listener = vi.fn();
    const unsubscribe = store.subscribeTheme(listener);
    store.chooseTheme("light");
    listener.mockClear();

    storage.setItem("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.currentTheme()).toBe("dark");
    expect(isDark()).toBe(true);

    // Another key changing is none of the theme's business.
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x" }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("stops listening once the last subscriber leaves", async () => {
    const store = await load();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribeTheme(first);
    const unsubscribeSecond = store.subscribeTheme(second);
    expect(system.listenerCount()).toBe(1);
    unsubscribeFirst();
    system.set(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeSecond();
    expect(system.listenerCount()).toBe(0);
    system.set(false);
    expect(second).toHaveBeenCalledTimes(1);
    // Subscribing again listens again, once.
    const unsubscribeThird = store.subscribeTheme(vi.fn());
    expect(system.listenerCount()).toBe(1);
    unsubscribeThird();
  });

  it("useTheme gives the theme and a toggle that saves the choice", async () => {
    const store = await load({ prefersDark: true });
    const { result, unmount } = renderHook(() => store.useTheme());
    expect(result.current.theme).toBe("dark");

    act(() => result.current.toggle());
    expect(result.current.theme).toBe("light");
    expect(storage.getItem("theme")).toBe("light");
    expect(isDark()).toBe(false);

    act(() => result.current.toggle());
    expect(result.current.theme).toBe("dark");
    expect(storage.getItem("theme")).toBe("dark");
    unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it("useTheme follows the system while nothing is saved", async () => {
    const store = await load({ prefersDark: false });
    const { result, unmount } = renderHook(() => store.useTheme());
    expect(result.current.theme).toBe("light");
    act(() => system.set(true));
    expect(result.current.theme).toBe("dark");
    act(() => system.set(false));
    expect(result.current.theme).toBe("light");
    unmount();
  });
});
