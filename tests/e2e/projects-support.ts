import { expect, type Page, type Request, type Route } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import { createServer as createNetServer } from "node:net";
import path from "node:path";
import config from "../../site.config.ts";
import { resolveSiteConfig } from "../../app/config/resolve.ts";
// Its page.goto and request.get add the base path a build is served under (BASE_PATH).
import { BASE_PATH, test as base } from "./support/test";

/**
 * The Projects tests build the site themselves, twice, so they never depend on whether the
 * machine that runs them can reach GitHub:
 *   - "live": the build's GitHub is a closed port, so /projects is prerendered without a
 *     snapshot and loads the list in the browser;
 *   - "snapshot": the build reads the list from a stand-in GitHub started here, with a token.
 * Each build is made once per test run and shared by the workers.
 */

export const site = resolveSiteConfig(config, process.env);
export const OWNER = site.github.username;
export const API = "https://api.github.com";
export const REPOS_URL = `${API}/users/${OWNER}/repos?per_page=100`;
/** The token the snapshot build is given; it must never reach a file visitors download. */
export const SNAPSHOT_TOKEN = "ghp_snapshotTestToken0123456789abcdefXYZ";

export type SiteVariant = "live" | "snapshot";

const ROOT = process.cwd();
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const variantDir = (variant: SiteVariant) => path.join(ROOT, `${BUILD_DIR}-projects-${variant}`);
const LOCKS = path.join(ROOT, `${BUILD_DIR}-projects-locks`);
// Workers of one run share their parent process: its id names this run's builds.
const RUN = String(process.ppid);

/** A GitHub repository in the shape `GET /users/{username}/repos` really answers with. */
export function githubRepository(
  id: number,
  name: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    node_id: `R_kgDOH${id}`,
    name,
    full_name: `${OWNER}/${name}`,
    private: false,
    owner: {
      login: OWNER,
      id: 583231,
      node_id: "MDQ6VXNlcjU4MzIzMQ==",
      avatar_url: "https://avatars.githubusercontent.com/u/583231?v=4",
      url: `${API}/users/${OWNER}`,
      html_url: `https://github.com/${OWNER}`,
      type: "User",
      site_admin: false,
    },
    html_url: `https://github.com/${OWNER}/${name}`,
    description: null,
    fork: false,
    url: `${API}/repos/${OWNER}/${name}`,
    created_at: "2020-01-10T10:00:00Z",
    updated_at: "2025-03-01T10:00:00Z",
    pushed_at: "2025-03-01T10:00:00Z",
    homepage: null,
    size: 120,
    stargazers_count: 0,
    watchers_count: 0,
    language: "TypeScript",
    has_issues: true,
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

/** The headers GitHub sends with a list (CORS included: the page is on another origin). */
export function githubHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    "content-type": "application/json; charset=utf-8",
    "access-control-allow-origin": "*",
    "access-control-expose-headers":
      "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
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

export function fulfillRepos(
  route: Route,
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return route.fulfill({
    status: init.status ?? 200,
    headers: githubHeaders(init.headers),
    body: JSON.stringify(body),
  });
}

/**
 * Answers GitHub's API with `answer` and records every request the page sends there. Any other
 * request that leaves the local server is refused, so nothing reaches the internet.
 */
export async function routeGitHub(
  page: Page,
  answer: (route: Route, index: number) => Promise<void> | void,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== API) return route.abort("blockedbyclient");
      requests.push(route.request());
      await answer(route, requests.length - 1);
    },
  );
  return requests;
}

/** A promise and the function that settles it, to hold an answer back until a test says so. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The three repositories the stand-in GitHub gives the snapshot build, over two pages. */
export const SNAPSHOT_REPOS = [
  githubRepository(101, "snapshot-site", {
    description: "Prerendered at build time",
    homepage: "https://snapshot.example.com",
    stargazers_count: 7,
    forks_count: 2,
    pushed_at: "2025-05-01T00:00:00Z",
  }),
  githubRepository(102, "snapshot-tool", {
    description: '<img src=x onerror="window.__snapshotXss=1">',
    stargazers_count: 3,
    forks_count: 1,
    pushed_at: "2025-04-01T00:00:00Z",
  }),
  githubRepository(103, "snapshot-notes", {
    stargazers_count: 1,
    pushed_at: "2025-03-01T00:00:00Z",
  }),
];

export interface StandInRequest {
  url: string;
  authorization: string | null;
}

async function startStandInGitHub(): Promise<{
  url: string;
  requests: StandInRequest[];
  close: () => Promise<void>;
}> {
  const requests: StandInRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization ?? null });
    const url = new URL(req.url ?? "/", "http://stand-in");
    // Page 2 is announced under /user/{id}/repos, as GitHub does.
    if (url.pathname !== `/users/${OWNER}/repos` && url.pathname !== "/user/583231/repos") {
      res.writeHead(404, githubHeaders()).end(JSON.stringify({ message: "Not Found" }));
      return;
    }
    const page = url.searchParams.get("page") ?? "1";
    const origin = `http://127.0.0.1:${port}`;
    const headers =
      page === "1"
        ? githubHeaders({
            link: `<${origin}/user/583231/repos?per_page=100&page=2>; rel="next", <${origin}/user/583231/repos?per_page=100&page=2>; rel="last"`,
          })
        : githubHeaders();
    res.writeHead(200, headers);
    res.end(JSON.stringify(page === "1" ? SNAPSHOT_REPOS.slice(0, 2) : SNAPSHOT_REPOS.slice(2)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const port = address.port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build failed (${code}):\n${output}`)),
    );
  });
}

export interface BuiltSite {
  dir: string;
  /** Everything the build printed. */
  log: string;
  /** What the stand-in GitHub was asked during the build ("snapshot" only). */
  standInRequests: StandInRequest[];
}

async function buildVariant(variant: SiteVariant): Promise<BuiltSite> {
  const dir = variantDir(variant);
  await rm(dir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: path.basename(dir), CI: "1" };
  if (variant === "snapshot") {
    const standIn = await startStandInGitHub();
    try {
      const log = await run("npx", ["react-router", "build"], {
        ...env,
        SNAPSHOT_GITHUB_API_URL: standIn.url,
        GITHUB_TOKEN: SNAPSHOT_TOKEN,
      });
      return { dir, log, standInRequests: standIn.requests };
    } finally {
      await standIn.close();
    }
  }
  const closed = await freePort();
  const log = await run("npx", ["react-router", "build"], {
    ...env,
    SNAPSHOT_GITHUB_API_URL: `http://127.0.0.1:${closed}`,
    GITHUB_TOKEN: "",
  });
  return { dir, log, standInRequests: [] };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds a variant once per run: the first worker builds, the others wait for its result. A
 * worker that died while building (a timeout under heavy load) leaves its lock behind; the next
 * one notices the builder is gone and builds instead.
 */
async function sharedBuild(variant: SiteVariant): Promise<BuiltSite> {
  await mkdir(LOCKS, { recursive: true });
  const lock = path.join(LOCKS, `${variant}-${RUN}.lock`);
  const done = path.join(LOCKS, `${variant}-${RUN}.json`);
  for (let waited = 0; waited < 600_000; waited += 500) {
    if (existsSync(done)) {
      const result = JSON.parse(await readFile(done, "utf8")) as BuiltSite | { error: string };
      if ("error" in result) throw new Error(result.error);
      return result;
    }
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, "pid"), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
      if (owner && !alive(owner)) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
  }
  if (existsSync(done)) return sharedBuild(variant);
  // Markers of earlier runs are no longer needed once this run has the lock.
  for (const name of await readdir(LOCKS)) {
    if (name.startsWith(`${variant}-`) && !name.startsWith(`${variant}-${RUN}.`)) {
      await rm(path.join(LOCKS, name), { recursive: true, force: true });
    }
  }
  try {
    const built = await buildVariant(variant);
    await writeFile(done, JSON.stringify(built));
    return built;
  } catch (error) {
    await writeFile(done, JSON.stringify({ error: String(error) }));
    throw error;
  }
}

async function serve(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      "scripts/serve.mjs",
      ...["--port", String(port), "--host", "127.0.0.1"],
      ...["--dir", `${dir}/client`, "--base", BASE_PATH],
    ],
    { cwd: ROOT, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${url}${BASE_PATH}`)).ok) return { url, server };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the static server for ${dir} did not start`);
}

type Sites = (variant: SiteVariant) => Promise<BuiltSite & { url: string }>;

export const test = base.extend<
  { siteVariant: SiteVariant; built: BuiltSite & { url: string } },
  { sites: Sites }
>({
  siteVariant: ["live", { option: true }],
  sites: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const started = new Map<SiteVariant, Promise<BuiltSite & { url: string }>>();
      const servers: ChildProcess[] = [];
      await provide((variant) => {
        let site = started.get(variant);
        if (!site) {
          site = sharedBuild(variant).then(async (built) => {
            const { url, server } = await serve(built.dir);
            servers.push(server);
            return { ...built, url };
          });
          started.set(variant, site);
        }
        return site;
      });
      for (const server of servers) server.kill();
    },
    { scope: "worker", timeout: 900_000 },
  ],
  built: [
    async ({ sites, siteVariant }, provide) => provide(await sites(siteVariant)),
    // Two production builds under a loaded machine can take minutes.
    { timeout: 900_000 },
  ],
  baseURL: async ({ built }, provide) => provide(built.url),
});

export { expect };

/** The repository cards in the order shown. */
export const cards = (page: Page) => page.getByTestId("repository-card");
