import { DARK_QUERY } from "../../src/features/theme/theme";

/**
 * Stand-ins for the browser's colour-scheme preference and storage, which jsdom does not have
 * or cannot be made to refuse access.
 */

/** A system colour-scheme preference that a test can change, like the OS setting. */
export class FakeSystem {
  prefersDark: boolean;
  /** Change listeners per MediaQueryList handed out; each matchMedia() call makes a new one. */
  private lists: Set<(event: MediaQueryListEvent) => void>[] = [];

  constructor(prefersDark: boolean) {
    this.prefersDark = prefersDark;
  }

  matchMedia = (query: string): MediaQueryList => {
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

  set(prefersDark: boolean) {
    this.prefersDark = prefersDark;
    const event = { matches: prefersDark, media: DARK_QUERY } as MediaQueryListEvent;
    for (const listeners of this.lists) listeners.forEach((listener) => listener(event));
  }
}

/** Storage that keeps values in a map, or throws on every call like a blocked one. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
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

export function blockedStorage(): Storage {
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
