// A local stand-in for GitHub's REST API, so the benchmark measures the site and not the
// network: `GET /users/{username}/repos` answers with a dozen repositories in GitHub's own
// shape, honours `per_page` and `page` (announcing further pages in a Link header, as GitHub
// does) and sends the CORS headers the browser needs. Everything else is a GitHub-style 404.
import { createServer } from "node:http";

const NAMES = [
  ["portfolio", "This site: a prerendered React portfolio.", "TypeScript", 48, 9, true],
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

/**
 * @param {string} owner
 * @param {string} origin  where the stand-in is reachable, for the API URLs in each item
 */
export function repositories(owner, origin) {
  const ownerId = 583231;
  return NAMES.map(([name, description, language, stars, forks, live], index) => {
    const full = `${owner}/${name}`;
    const pushed = new Date(Date.UTC(2026, 9, 30 - index * 6, 12, 0, 0)).toISOString();
    return {
      id: 100000 + index,
      node_id: `R_kgDO${(100000 + index).toString(36).toUpperCase()}`,
      name,
      full_name: full,
      private: false,
      owner: {
        login: owner,
        id: ownerId,
        avatar_url: `https://avatars.githubusercontent.com/u/${ownerId}?v=4`,
        html_url: `https://github.com/${owner}`,
        type: "User",
        site_admin: false,
      },
      html_url: `https://github.com/${full}`,
      description,
      fork: name === "java-algorithms",
      url: `${origin}/repos/${full}`,
      created_at: new Date(Date.UTC(2023, index, 1)).toISOString(),
      updated_at: pushed,
      pushed_at: pushed,
      homepage: live ? `https://${owner}.github.io/${name}/` : index % 2 ? "" : null,
      size: 120 + index * 37,
      stargazers_count: stars,
      watchers_count: stars,
      language,
      has_issues: true,
      has_pages: Boolean(live),
      forks_count: forks,
      archived: name === "hello-world",
      disabled: false,
      open_issues_count: index % 3,
      license: index % 2 ? null : { key: "mit", name: "MIT License", spdx_id: "MIT" },
      topics: [],
      visibility: "public",
      forks: forks,
      open_issues: index % 3,
      watchers: stars,
      default_branch: "main",
    };
  });
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Reset",
};

/**
 * Starts the stand-in on localhost.
 * @param {number} port
 * @returns {Promise<{ origin: string, close: () => Promise<void>, requests: string[] }>}
 */
export function startGithubStandIn(port) {
  const origin = `http://localhost:${port}`;
  /** @type {string[]} */
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === "OPTIONS") {
      res
        .writeHead(204, {
          ...CORS,
          "Access-Control-Allow-Methods": "GET",
          "Access-Control-Allow-Headers": "Accept, Authorization, If-None-Match",
          "Access-Control-Max-Age": "86400",
        })
        .end();
      return;
    }
    const match = /^\/users\/([^/]+)\/repos\/?$/.exec(url.pathname);
    if (req.method !== "GET" || !match?.[1]) {
      res.writeHead(404, { ...CORS, "Content-Type": "application/json; charset=utf-8" });
      res.end(
        JSON.stringify({ message: "Not Found", documentation_url: "https://docs.github.com/rest" }),
      );
      return;
    }
    const owner = decodeURIComponent(match[1]);
    const perPage = Math.min(Math.max(Number(url.searchParams.get("per_page")) || 30, 1), 100);
    const page = Math.max(Number(url.searchParams.get("page")) || 1, 1);
    const all = repositories(owner, origin);
    const items = all.slice((page - 1) * perPage, page * perPage);
    /** @type {Record<string, string>} */
    const headers = {
      ...CORS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=60, s-maxage=60",
      "X-RateLimit-Limit": "60",
      "X-RateLimit-Remaining": "59",
      "X-RateLimit-Used": "1",
      "X-RateLimit-Reset": String(Math.floor(Date.now() / 1000) + 3600),
    };
    const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
    if (page < lastPage) {
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      const last = new URL(url);
      last.searchParams.set("page", String(lastPage));
      headers.Link = `<${next.href}>; rel="next", <${last.href}>; rel="last"`;
    }
    res.writeHead(200, headers).end(JSON.stringify(items));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () =>
      resolve({
        origin,
        requests,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
