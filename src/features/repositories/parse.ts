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
  /** The primary language as GitHub's Linguist names it, or null when GitHub knows none. */
  language: string | null;
  /** At most MAX_TOPICS of the repository's topics, as GitHub spells them. */
  topics: string[];
}

/** A card shows this many topics at most. */
export const MAX_TOPICS = 3;

/** GitHub's own rule for a topic: lowercase letters, digits and hyphens, at most 50. */
const TOPIC = /^[a-z0-9][a-z0-9-]{0,49}$/;

/** Topics that fit GitHub's rule, without repeats, the first MAX_TOPICS of them. */
export function cleanTopics(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const topics: string[] = [];
  for (const item of value) {
    if (typeof item !== "string" || !TOPIC.test(item) || topics.includes(item)) continue;
    topics.push(item);
    if (topics.length === MAX_TOPICS) break;
  }
  return topics;
}

/** A language name is short text; anything else counts as no language. */
export function cleanLanguage(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  return name && name.length <= 60 ? name : null;
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
  language: v.optional(v.unknown()),
  topics: v.optional(v.unknown()),
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
      language: cleanLanguage(raw.language),
      topics: cleanTopics(raw.topics),
    });
  }
  return repositories;
}
