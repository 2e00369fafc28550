/**
 * The browser's local or session storage, or undefined where there is none (the build) or it
 * refuses access (privacy modes, blocked cookies). Every feature reads storage through this.
 */
export function storage(kind: "local" | "session" = "local"): Storage | undefined {
  // Without a window (the build), reading it throws as a refusal does.
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
