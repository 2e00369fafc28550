/**
 * `GET /users/{username}` on GitHub's API, as the doctor (does the user exist?) and `npm run init`
 * (the profile) ask it: GitHub's JSON media type and API version, the build's token when there is
 * one, and a time limit. A request that gets no answer resolves to the reason: NO_ANSWER, the
 * system's error code (ENOTFOUND, ECONNREFUSED) or its message.
 */
export const NO_ANSWER = "no answer in time";

export async function requestGitHubUser(
  apiBaseUrl: string,
  username: string,
  options: { token?: string | undefined; timeoutMs: number },
): Promise<Response | string> {
  try {
    return await fetch(`${apiBaseUrl.replace(/\/+$/, "")}/users/${encodeURIComponent(username)}`, {
      headers: {
        accept: "application/vnd.github+json",
        "x-github-api-version": "2022-11-28",
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    if (error.name === "TimeoutError") return NO_ANSWER;
    // fetch fails as "fetch failed"; the system's reason is in its cause.
    const { code, message } = (error.cause ?? {}) as { code?: unknown; message?: unknown };
    return typeof code === "string" ? code : typeof message === "string" ? message : error.message;
  }
}
