import { useCallback, useEffect, useState } from "react";
import { errorMessage, fetchRepositories, FetchProjectsError } from "./client";
import type { Repository } from "./parse";

export type RepositoriesState =
  | { status: "loading" }
  | { status: "loaded"; repositories: Repository[] }
  | { status: "error"; message: string; rateLimitResetAt: Date | null };

export function toErrorState(error: unknown): RepositoriesState {
  return {
    status: "error",
    message: errorMessage(error),
    rateLimitResetAt: error instanceof FetchProjectsError ? error.rateLimitResetAt : null,
  };
}

/** Loads the owner's repositories in the browser; leaving the page aborts the request. */
export function useRepositories(
  apiBaseUrl: string,
  username: string,
): { state: RepositoriesState; retry: () => void } {
  const [state, setState] = useState<RepositoriesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchRepositories({ apiBaseUrl, username, signal: controller.signal }).then(
      (repositories) => setState({ status: "loaded", repositories }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(toErrorState(error));
      },
    );
    return () => controller.abort();
  }, [apiBaseUrl, username, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
