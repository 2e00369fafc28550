import { site } from "../../site";
import { fetchRepositories, FetchProjectsError, type RepositoryList } from "./client";

/**
 * The build-time copy of the repository list that /projects and the case studies are prerendered
 * with, so crawlers, visitors without JavaScript and the first paint see it. Only pages import
 * this, so the token it reads never reaches the browser.
 */

function reason(error: unknown, apiBaseUrl: string, withToken: boolean): string {
  if (error instanceof FetchProjectsError) {
    if (error.rateLimit) {
      return withToken
        ? "GitHub's rate limit for this token is used up"
        : "GitHub's hourly limit for this network is used up; set GITHUB_TOKEN for a higher one";
    }
    if (error.status === 401) return "GitHub refused GITHUB_TOKEN (401); check or unset it";
    return `GitHub answered ${error.status}`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `could not read ${apiBaseUrl}: ${error instanceof Error ? error.message : String(error)}${code}`;
}

/** `GITHUB_TOKEN` in `env` raises the limit; `SNAPSHOT_GITHUB_API_URL` reads the list from elsewhere. */
export async function loadRepositorySnapshot(
  { apiBaseUrl: configured, username }: { apiBaseUrl: string; username: string },
  env: Record<string, string | undefined>,
): Promise<RepositoryList | null> {
  const apiBaseUrl = env.SNAPSHOT_GITHUB_API_URL?.trim() || configured;
  const token = env.GITHUB_TOKEN?.trim() || undefined;
  try {
    // Five seconds a request: an offline build must not stall.
    const repositories = await fetchRepositories({ apiBaseUrl, username, token, timeoutMs: 5_000 });
    console.warn(
      `Projects snapshot: ${repositories.length} repositories of ${username} prerendered into /projects.`,
    );
    return { fetchedAt: Date.now(), repositories };
  } catch (error) {
    console.warn(
      `Projects snapshot skipped: ${reason(error, apiBaseUrl, Boolean(token))}. /projects will load the list in the browser.`,
    );
    return null;
  }
}

let memo: { at: number; list: Promise<RepositoryList | null> } | undefined;

/**
 * The pages' entry point, for the configured account. The build asks once; the dev server asks on
 * every page load, so the answer is kept for ten minutes to stay far below GitHub's hourly limit.
 */
export function repositorySnapshot(): Promise<RepositoryList | null> {
  if (!memo || Date.now() - memo.at > 10 * 60 * 1000) {
    memo = { at: Date.now(), list: loadRepositorySnapshot(site.github, process.env) };
  }
  return memo.list;
}
