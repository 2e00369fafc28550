import * as v from "valibot";

/** A card shows this many topics at most. */
export const MAX_TOPICS = 3;

/** GitHub's own rule for a topic: lowercase letters, digits and hyphens, at most 50. */
const TOPIC = /^[a-z0-9][a-z0-9-]{0,49}$/;
const isTopic = (value: unknown): value is string => typeof value === "string" && TOPIC.test(value);

/** Text, trimmed; blank or anything else reads as null. */
const text = v.fallback(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty())), null);
const count = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
const flag = v.fallback(v.boolean(), false);

/**
 * A homepage is only kept when it is an http(s) URL. GitHub lets owners type anything there, so
 * a bare host such as `example.com` becomes `https://example.com` and everything else
 * (`javascript:`, `data:`, junk) counts as no homepage.
 */
export function safeHomepage(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  if (!hasScheme && !/^[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#]|$)/i.test(trimmed)) return null;
  try {
    const url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
    const web = url.protocol === "https:" || url.protocol === "http:";
    return web && url.hostname && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A repository as the site shows it. A field that does not fit reads as null, 0, false or no
 * topics; an item without an id, a name or a URL is dropped.
 */
const RepositorySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: text,
  stars: count,
  forks: count,
  /** The repository page; parseRepositories keeps only https pages on the code host. */
  url: v.pipe(v.string(), v.url()),
  /** The project's live site, or null when there is none or it is unsafe. */
  homepage: v.pipe(text, v.transform(safeHomepage)),
  fork: flag,
  archived: flag,
  pushedAt: text,
  /** The primary language as GitHub's Linguist names it: short text. */
  language: v.fallback(
    v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))),
    null,
  ),
  /** The first MAX_TOPICS topics that fit GitHub's rule, without repeats. */
  topics: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((topics) => [...new Set(topics.filter(isTopic))].slice(0, MAX_TOPICS)),
    ),
    [],
  ),
});

export type Repository = v.InferOutput<typeof RepositorySchema>;

/**
 * The repositories of a list that fit, each with a page that is an https URL on github.com or on
 * the host of a GitHub Enterprise API (https://host/api/v3). Both GitHub's answer and the
 * visitor's cache are read this way: storage is shared by every page of the origin.
 */
export function parseRepositories(items: readonly unknown[], apiBaseUrl: string): Repository[] {
  const api = new URL(apiBaseUrl);
  const enterprise = api.protocol === "https:" && api.hostname !== "api.github.com";
  const origins = enterprise ? ["https://github.com", api.origin] : ["https://github.com"];
  return items.flatMap((item) => {
    const result = v.safeParse(RepositorySchema, item);
    if (!result.success) return [];
    const url = new URL(result.output.url);
    const safe = url.protocol === "https:" && !url.username && !url.password;
    return safe && origins.includes(url.origin) && url.pathname.length > 1
      ? [{ ...result.output, url: url.href }]
      : [];
  });
}

/** One page of `GET /users/{username}/repos`, GitHub's names read as the site's. */
export function parseGitHubPage(body: unknown, apiBaseUrl: string): Repository[] {
  if (!Array.isArray(body)) {
    throw new Error("GitHub sent an unexpected answer instead of a list of repositories");
  }
  const renamed = body.map((item: Partial<Record<string, unknown>> | null) => ({
    ...item,
    stars: item?.stargazers_count,
    forks: item?.forks_count,
    url: item?.html_url,
    pushedAt: item?.pushed_at,
  }));
  return parseRepositories(renamed, apiBaseUrl);
}
