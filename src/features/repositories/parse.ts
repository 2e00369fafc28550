import * as v from "valibot";

/** A repository as the site shows it: parsed, with links that are safe to put in an href. */
export interface Repository {
  id: number;
  name: string;
  description: string | null;
  stars: number;
  forks: number;
  /** The repository page: always an https URL on the code host. */
  url: string;
  /** The project's live site: an http(s) URL, or null when there is none or it is unsafe. */
  homepage: string | null;
  fork: boolean;
  archived: boolean;
  pushedAt: string | null;
}

const count = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
const optionalText = v.fallback(v.nullish(v.string(), null), null);

const RawRepositorySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: optionalText,
  stargazers_count: v.optional(count, 0),
  forks_count: v.optional(count, 0),
  html_url: v.string(),
  homepage: optionalText,
  fork: v.fallback(v.optional(v.boolean(), false), false),
  archived: v.fallback(v.optional(v.boolean(), false), false),
  pushed_at: optionalText,
});

/**
 * A homepage is only kept when it is an http(s) URL. GitHub lets owners type anything there, so
 * a bare host such as `example.com` becomes `https://example.com` and everything else
 * (`javascript:`, `data:`, junk) counts as no homepage.
 */
export function safeHomepage(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  if (!hasScheme && !/^[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#]|$)/i.test(trimmed)) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A repository page must be an https URL on one of the allowed code-host origins. */
export function safeRepositoryUrl(value: string, allowedOrigins: readonly string[]): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" || url.username || url.password) return null;
    return allowedOrigins.includes(url.origin) && url.pathname.length > 1 ? url.href : null;
  } catch {
    return null;
  }
}

/** github.com, plus the host of a GitHub Enterprise API (https://host/api/v3). */
export function repositoryOrigins(apiBaseUrl: string): string[] {
  const origins = ["https://github.com"];
  try {
    const api = new URL(apiBaseUrl);
    if (api.hostname !== "api.github.com" && api.protocol === "https:") origins.push(api.origin);
  } catch {
    // An invalid base URL is reported by the config check at build time.
  }
  return origins;
}

export class UnexpectedResponseError extends Error {
  constructor() {
    super("GitHub sent an unexpected answer instead of a list of repositories");
    this.name = "UnexpectedResponseError";
  }
}

/**
 * Parses one page of `GET /users/{username}/repos`. A body that is not a list is an error; an
 * item that does not fit is dropped rather than breaking the whole page.
 */
export function parseRepositories(body: unknown, allowedOrigins: readonly string[]): Repository[] {
  if (!Array.isArray(body)) throw new UnexpectedResponseError();
  const repositories: Repository[] = [];
  for (const item of body) {
    const result = v.safeParse(RawRepositorySchema, item);
    if (!result.success) continue;
    const raw = result.output;
    const url = safeRepositoryUrl(raw.html_url, allowedOrigins);
    if (!url) continue;
    const description = raw.description?.trim();
    repositories.push({
      id: raw.id,
      name: raw.name,
      description: description ? description : null,
      stars: raw.stargazers_count,
      forks: raw.forks_count,
      url,
      homepage: safeHomepage(raw.homepage),
      fork: raw.fork,
      archived: raw.archived,
      pushedAt: raw.pushed_at,
    });
  }
  return repositories;
}
