import type { BrowserContext, Page, Request, Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  GITHUB_API,
  githubHeaders,
  githubRepository,
  type GitHubRepository,
} from "../../support/github.ts";
import { site } from "./site.ts";

/**
 * The two services the browser talks to, answered locally in the shape they really answer with,
 * and every request recorded so a test can assert exactly what the site asked. Anything else
 * that leaves the local server is refused, so no test reaches the internet.
 */

export const OWNER = site.github.username;
export const REPOS_URL = `${GITHUB_API}/users/${OWNER}/repos?per_page=100`;
export const EMAILJS_SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";

const CORS = { "access-control-allow-origin": "*" };

/** A repository of the site's owner, as GitHub sends it. */
export const repository = (id: number, name: string, fields: Record<string, unknown> = {}) =>
  githubRepository(OWNER, id, name, fields);

/** Answers a GitHub request with a list (or any body) and GitHub's headers. */
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

/** The body of the official client's request, with the version the build bundled. */
export function emailJsBody(sent: { name: string; email: string; message: string }) {
  const { version } = JSON.parse(
    readFileSync("node_modules/@emailjs/browser/package.json", "utf8"),
  ) as { version: string };
  return {
    lib_version: version,
    user_id: site.emailjs.publicKey,
    service_id: site.emailjs.serviceId,
    template_id: site.emailjs.templateId,
    template_params: { from_name: sent.name, from_email: sent.email, message: sent.message },
  };
}

/** EmailJS's answers as it really gives them: a text body, CORS open to every origin. */
export const emailJs = {
  ok: (route: Route) =>
    route.fulfill({ status: 200, contentType: "text/plain", headers: CORS, body: "OK" }),
  badRequest: (route: Route) =>
    route.fulfill({
      status: 400,
      contentType: "text/plain",
      headers: CORS,
      body: "The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin",
    }),
  serverError: (route: Route) =>
    route.fulfill({ status: 500, contentType: "text/plain", headers: CORS, body: "Server Error" }),
  networkFailure: (route: Route) => route.abort("internetdisconnected"),
};

const isLocal = (url: URL) => url.hostname === "localhost" || url.hostname === "127.0.0.1";

/**
 * Answers GitHub's API with `answer` (given the request's index) and records every request the
 * page sends there; refuses any other request that leaves the local server.
 */
export async function routeGitHub(
  target: Page | BrowserContext,
  answer: (route: Route, index: number) => Promise<void> | void,
): Promise<Request[]> {
  const requests: Request[] = [];
  await target.route(
    (url) => !isLocal(url),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== GITHUB_API) return route.abort("blockedbyclient");
      requests.push(route.request());
      await answer(route, requests.length - 1);
    },
  );
  return requests;
}

/** Answers every GitHub request with `body` and records them (routeGitHub's usual case). */
export const answerGitHub = (target: Page | BrowserContext, body: unknown) =>
  routeGitHub(target, (route) => fulfillRepos(route, body));

/**
 * Answers EmailJS with `answer` and records every POST it receives; GitHub gets `repositories`
 * (none unless given); anything else is refused, and recorded as `refused`.
 */
export async function routeServices(
  target: Page | BrowserContext,
  options: {
    emailJs?: (route: Route) => Promise<void> | void;
    repositories?: GitHubRepository[];
  } = {},
): Promise<{ github: Request[]; emailJs: Request[]; all: Request[]; refused: Request[] }> {
  const recorded = {
    github: [] as Request[],
    emailJs: [] as Request[],
    all: [] as Request[],
    refused: [] as Request[],
  };
  await target.route(
    (url) => !isLocal(url),
    async (route) => {
      const request = route.request();
      recorded.all.push(request);
      const url = new URL(request.url());
      if (url.origin === GITHUB_API) {
        recorded.github.push(request);
        return fulfillRepos(route, options.repositories ?? []);
      }
      if (url.hostname === "api.emailjs.com") {
        if (request.method() === "POST") recorded.emailJs.push(request);
        return (options.emailJs ?? emailJs.ok)(route);
      }
      recorded.refused.push(request);
      return route.abort("blockedbyclient");
    },
  );
  return recorded;
}

/** A promise and the function that settles it, to hold an answer back until a test says so. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The repository cards shown, in order (Live Links hides the others). */
export const cards = (page: Page) => page.getByTestId("repository-card").filter({ visible: true });
