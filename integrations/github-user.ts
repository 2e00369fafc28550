/**
 * `GET /users/{username}` on GitHub's API, as the doctor (does the user exist?) and `npm run init`
 * (the profile) ask it: GitHub's JSON media type and API version, the build's token when there is
 * one, and a time limit. A request that gets no answer throws GitHubUnreachable with the reason.
 */

/** Its message is "no answer in time", the system's error code (ENOTFOUND, ECONNREFUSED) or its own. */
export class GitHubUnreachable extends Error {
  override name = "GitHubUnreachable";
  get timedOut() {
    return this.message === "no answer in time";
  }
}

export async function requestGitHubUser(
  apiBaseUrl: string,
  username: string,
  options: { token?: string | undefined; timeoutMs: number },
): Promise<Response> {
  const headers: Record<string, string> = {
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    return await fetch(`${apiBaseUrl.replace(/\/+$/, "")}/users/${encodeURIComponent(username)}`, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    if (error.name === "TimeoutError") throw new GitHubUnreachable("no answer in time");
    // fetch fails as "fetch failed"; the system's reason is in its cause.
    const { code, message } = (error.cause ?? {}) as { code?: unknown; message?: unknown };
    const reason =
      typeof code === "string" ? code : typeof message === "string" ? message : error.message;
    throw new GitHubUnreachable(reason);
  }
}
