import { createServer } from "node:http";
import type { Repository } from "../../src/features/repositories/parse";

/**
 * One stand-in for GitHub's REST API, shared by the unit tests, the browser tests and the
 * benchmark: repositories in the shape `GET /users/{username}/repos` really answers with, the
 * headers GitHub sends (CORS, rate limit), and a local server that pages like GitHub does.
 */

export const GITHUB_API = "https://api.github.com";
const OWNER_ID = 583231;

export type GitHubRepository = Record<string, unknown> & {
  id: number;
  name: string;
  html_url: string;
};

/** A repository as the site holds it once parsed; `fields` override any of its values. */
export function parsedRepository(
  id: number,
  name: string,
  fields: Partial<Repository> = {},
): Repository {
  return {
    id,
    name,
    description: null,
    stars: 0,
    forks: 0,
    url: `https://github.com/octocat/${name}`,
    homepage: null,
    fork: false,
    archived: false,
    pushedAt: null,
    language: null,
    topics: [],
    ...fields,
  };
}

/** A repository as GitHub sends it; `fields` override any of its values. */
export function githubRepository(
  owner: string,
  id: number,
  name: string,
  fields: Record<string, unknown> = {},
  apiOrigin: string = GITHUB_API,
): GitHubRepository {
  return {
    id,
    node_id: `R_kgDOH${id}`,
    name,
    full_name: `${owner}/${name}`,
    private: false,
    owner: {
      login: owner,
      id: OWNER_ID,
      node_id: "MDQ6VXNlcjU4MzIzMQ==",
      avatar_url: `https://avatars.githubusercontent.com/u/${OWNER_ID}?v=4`,
      url: `${apiOrigin}/users/${owner}`,
      html_url: `https://github.com/${owner}`,
      type: "User",
      site_admin: false,
    },
    html_url: `https://github.com/${owner}/${name}`,
    description: null,
    fork: false,
    url: `${apiOrigin}/repos/${owner}/${name}`,
    created_at: "2020-01-10T10:00:00Z",
    updated_at: "2025-03-01T10:00:00Z",
    pushed_at: "2025-03-01T10:00:00Z",
    homepage: null,
    size: 120,
    stargazers_count: 0,
    watchers_count: 0,
    language: "TypeScript",
    has_issues: true,
    has_pages: false,
    forks_count: 0,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: null,
    allow_forking: true,
    is_template: false,
    topics: [],
    visibility: "public",
    forks: 0,
    open_issues: 0,
    watchers: 0,
    default_branch: "main",
    ...fields,
  };
}

type Sample = [string, string | null, string | null, number, number, boolean];

const SAMPLE: Sample[] = [
  ["portfolio", "This site: a prerendered portfolio.", "TypeScript", 48, 9, true],
  ["task-board", "Kanban board with drag and drop and offline sync.", "TypeScript", 31, 6, true],
  [
    "shop-api",
    "REST API for a small online shop: Express, MongoDB, JWT.",
    "JavaScript",
    22,
    4,
    false,
  ],
  ["weather-now", "Weather forecasts on a map, from open data.", "JavaScript", 17, 3, true],
  ["chat-socket", "Real-time chat with rooms over WebSockets.", "JavaScript", 14, 5, false],
  ["expense-tracker", "React Native app to track shared expenses.", "TypeScript", 12, 2, false],
  ["dotfiles", null, "Shell", 3, 0, false],
  ["java-algorithms", "Classic algorithms and data structures in Java.", "Java", 26, 11, false],
  ["next-blog", "Static blog with Next.js and MDX.", "TypeScript", 9, 1, true],
  ["firebase-auth-demo", "Sign-in flows with Firebase Authentication.", "JavaScript", 7, 2, true],
  [
    "tailwind-components",
    "Accessible UI components styled with Tailwind CSS.",
    "HTML",
    19,
    3,
    true,
  ],
  ["hello-world", "My first repository on GitHub.", null, 1, 0, false],
];

/** Topics as owners tag their repositories: some have many, some none. */
const SAMPLE_TOPICS: Record<string, string[]> = {
  portfolio: ["astro", "react", "tailwindcss", "portfolio"],
  "task-board": ["react", "typescript", "pwa"],
  "shop-api": ["express", "mongodb", "rest-api"],
  "weather-now": ["leaflet", "open-data"],
  "expense-tracker": ["react-native", "expo"],
  "next-blog": ["nextjs", "mdx", "blog"],
  "tailwind-components": ["tailwindcss", "a11y"],
};

/** A dozen varied repositories (forks, archived, with and without homepage or description). */
export function sampleRepositories(
  owner: string,
  apiOrigin: string = GITHUB_API,
): GitHubRepository[] {
  return SAMPLE.map(([name, description, language, stars, forks, live], index) => {
    const pushed = new Date(Date.UTC(2026, 9, 30 - index * 6, 12, 0, 0)).toISOString();
    return githubRepository(
      owner,
      100000 + index,
      name,
      {
        description,
        language,
        topics: SAMPLE_TOPICS[name] ?? [],
        stargazers_count: stars,
        watchers_count: stars,
        watchers: stars,
        forks_count: forks,
        forks,
        homepage: live ? `https://${owner}.github.io/${name}/` : index % 2 ? "" : null,
        has_pages: live,
        fork: name === "java-algorithms",
        archived: name === "hello-world",
        created_at: new Date(Date.UTC(2023, index, 1)).toISOString(),
        updated_at: pushed,
        pushed_at: pushed,
      },
      apiOrigin,
    );
  });
}

/** The headers GitHub sends with a list (CORS included: the page is on another origin). */
export function githubHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    "content-type": "application/json; charset=utf-8",
    "access-control-allow-origin": "*",
    "access-control-expose-headers":
      "ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Reset",
    "cache-control": "public, max-age=60, s-maxage=60",
    "x-github-media-type": "github.v3; format=json",
    "x-ratelimit-limit": "60",
    "x-ratelimit-remaining": "57",
    "x-ratelimit-reset": "1893456000",
    "x-ratelimit-used": "3",
    "x-ratelimit-resource": "core",
    ...extra,
  };
}

/** GitHub's answer when the hourly limit is used up. */
export function rateLimitedAnswer(resetEpochSeconds: number) {
  return {
    status: 403,
    headers: githubHeaders({
      "x-ratelimit-remaining": "0",
      "x-ratelimit-used": "60",
      "x-ratelimit-reset": String(resetEpochSeconds),
    }),
    body: JSON.stringify({
      message:
        "API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
    }),
  };
}

/** A user as `GET /users/{username}` answers; `fields` override any of its values. */
export function githubUser(
  login: string,
  fields: Record<string, unknown> = {},
  apiOrigin: string = GITHUB_API,
  avatarOrigin = "https://avatars.githubusercontent.com",
): Record<string, unknown> & { login: string; id: number; avatar_url: string } {
  const id = typeof fields.id === "number" ? fields.id : OWNER_ID;
  const api = `${apiOrigin}/users/${login}`;
  return {
    login,
    id,
    node_id: "MDQ6VXNlcjU4MzIzMQ==",
    avatar_url: `${avatarOrigin}/u/${id}?v=4`,
    gravatar_id: "",
    url: api,
    html_url: `https://github.com/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: "User",
    user_view_type: "public",
    site_admin: false,
    name: null,
    company: null,
    blog: "",
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 12,
    public_gists: 0,
    followers: 40,
    following: 3,
    created_at: "2015-04-02T09:13:40Z",
    updated_at: "2026-10-30T12:00:00Z",
    ...fields,
  };
}

/** GitHub's 404, as `GET /users/{username}` sends it for a user that does not exist. */
export const USER_NOT_FOUND = {
  message: "Not Found",
  documentation_url: "https://docs.github.com/rest/users/users#get-a-user",
  status: "404",
};

export interface StandInRequest {
  method: string;
  url: string;
  authorization: string | null;
}

export interface GitHubStandIn {
  /** Where it listens, to use as the API base URL. */
  origin: string;
  requests: StandInRequest[];
  close: () => Promise<void>;
}

/**
 * Starts the stand-in on localhost (port 0: any free port). `GET /users/{owner}/repos` answers
 * with `repositories(owner, origin)`, honouring `per_page` (default 30, at most `maxPerPage`,
 * GitHub's 100 unless told) and `page` and announcing further pages in a `Link` header, as GitHub
 * does. A lower `maxPerPage` makes paging happen with a handful of repositories. Anything else is
 * GitHub's 404.
 */
export function startGitHubStandIn(
  options: {
    port?: number;
    host?: string;
    repositories?: (owner: string, origin: string) => GitHubRepository[];
    maxPerPage?: number;
    /** Users `GET /users/{username}` knows, by login; any other is GitHub's 404. */
    users?: (origin: string) => Record<string, Record<string, unknown>>;
    /** Pictures served at `/avatars/{path}` (for `avatar_url`), with their content type. */
    avatars?: Record<string, { type: string; body: Uint8Array }>;
  } = {},
): Promise<GitHubStandIn> {
  const host = options.host ?? "127.0.0.1";
  const build = options.repositories ?? sampleRepositories;
  const requests: StandInRequest[] = [];
  let origin = "";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    requests.push({
      method: req.method ?? "GET",
      url: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization ?? null,
    });
    if (req.method === "OPTIONS") {
      res
        .writeHead(204, {
          "access-control-allow-origin": "*",
          "access-control-allow-methods": "GET",
          "access-control-allow-headers": "Accept, Authorization, If-None-Match",
          "access-control-max-age": "86400",
        })
        .end();
      return;
    }
    const avatar = /^\/avatars\/(.+)$/.exec(url.pathname);
    const picture = avatar?.[1] ? options.avatars?.[avatar[1]] : undefined;
    if (req.method === "GET" && picture) {
      res.writeHead(200, { "content-type": picture.type, "cache-control": "max-age=300" });
      res.end(picture.body);
      return;
    }
    const user = /^\/users\/([^/]+)\/?$/.exec(url.pathname);
    if (req.method === "GET" && user?.[1] && options.users) {
      const known = options.users(origin)[decodeURIComponent(user[1]).toLowerCase()];
      res.writeHead(known ? 200 : 404, githubHeaders());
      res.end(JSON.stringify(known ?? USER_NOT_FOUND));
      return;
    }
    const match = /^\/users\/([^/]+)\/repos\/?$/.exec(url.pathname);
    if (req.method !== "GET" || !match?.[1]) {
      res.writeHead(404, githubHeaders());
      res.end(
        JSON.stringify({ message: "Not Found", documentation_url: "https://docs.github.com/rest" }),
      );
      return;
    }
    const owner = decodeURIComponent(match[1]);
    const perPage = Math.min(
      Math.max(Number(url.searchParams.get("per_page")) || 30, 1),
      options.maxPerPage ?? 100,
    );
    const page = Math.max(Number(url.searchParams.get("page")) || 1, 1);
    const all = build(owner, origin);
    const headers = githubHeaders();
    const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
    if (page < lastPage) {
      const next = new URL(url.href);
      next.searchParams.set("page", String(page + 1));
      const last = new URL(url.href);
      last.searchParams.set("page", String(lastPage));
      headers.link = `<${next.href}>; rel="next", <${last.href}>; rel="last"`;
    }
    res
      .writeHead(200, headers)
      .end(JSON.stringify(all.slice((page - 1) * perPage, page * perPage)));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      if (!address || typeof address === "string") return reject(new Error("no port"));
      origin = `http://${host === "127.0.0.1" ? "127.0.0.1" : host}:${address.port}`;
      resolve({
        origin,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
