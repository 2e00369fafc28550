/**
 * The browser's local or session storage, or undefined where there is none (the build) or it
 * refuses access (privacy modes, blocked cookies). Every feature reads storage through this.
 */
export function storage(kind: "local" | "session" = "local"): Storage | undefined {
  try {
    if (typeof window === "undefined") return undefined;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
