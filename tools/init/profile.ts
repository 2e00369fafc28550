/**
 * `npm run init -- --github USERNAME`: the owner's public GitHub profile, and the edits it makes
 * to `site.config.ts`. Pure apart from `fetch`, so the tests run it against a stand-in.
 */
import ts from "typescript";
import { GitHubUnreachable, requestGitHubUser } from "../../integrations/github-user.ts";

/** The fields of `GET /users/{username}` that a first config is made of. */
export interface GitHubProfile {
  login: string;
  name: string | null;
  bio: string | null;
  location: string | null;
  blog: string | null;
  email: string | null;
  twitter_username: string | null;
  html_url: string;
  avatar_url: string;
}

/** A failure the command reports as its one line. */
export class InitError extends Error {
  override name = "InitError";
}

export async function fetchProfile(
  username: string,
  options: { apiBaseUrl: string; fetch?: typeof fetch; token?: string; timeoutMs?: number },
): Promise<GitHubProfile> {
  let response: Response;
  try {
    response = await requestGitHubUser(options.apiBaseUrl, username, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.token ? { token: options.token } : {}),
      timeoutMs: options.timeoutMs ?? 10_000,
    });
  } catch (error) {
    if (!(error instanceof GitHubUnreachable)) throw error;
    throw new InitError(
      `could not reach GitHub at ${options.apiBaseUrl.replace(/\/+$/, "")} (${error.reason}); check the connection and try again.`,
    );
  }
  if (response.status === 404) {
    throw new InitError(`GitHub has no user "${username}"; check the spelling.`);
  }
  if (response.status === 403 || response.status === 429) {
    throw new InitError(
      "GitHub's hourly limit for this network is used up; try again later or set GITHUB_TOKEN.",
    );
  }
  if (!response.ok) throw new InitError(`GitHub answered ${response.status} for "${username}".`);
  const body = (await response.json()) as Partial<GitHubProfile>;
  if (typeof body.login !== "string" || typeof body.html_url !== "string") {
    throw new InitError(`GitHub's answer for "${username}" is not a user profile.`);
  }
  const text = (value: unknown) =>
    typeof value === "string" && value.trim() ? value.trim().replace(/\s+/g, " ") : null;
  return {
    login: body.login,
    name: text(body.name),
    bio: text(body.bio),
    location: text(body.location),
    blog: text(body.blog),
    email: text(body.email),
    twitter_username: text(body.twitter_username),
    html_url: body.html_url,
    avatar_url: typeof body.avatar_url === "string" ? body.avatar_url : "",
  };
}

/** The picture types the portrait takes, by the content type GitHub serves them with. */
export const PORTRAIT_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

export async function fetchAvatar(
  profile: GitHubProfile,
  options: { fetch?: typeof fetch; size?: number; timeoutMs?: number },
): Promise<{ extension: string; bytes: Uint8Array } | { skipped: string }> {
  if (!profile.avatar_url) return { skipped: "the profile has no picture" };
  const url = new URL(profile.avatar_url);
  url.searchParams.set("s", String(options.size ?? 800));
  try {
    const response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return { skipped: `the picture answered ${response.status}` };
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const extension = PORTRAIT_TYPES[type];
    if (!extension) return { skipped: `the picture is ${type || "of no known type"}` };
    return { extension, bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch {
    return { skipped: "the picture could not be downloaded" };
  }
}

const websiteHref = (blog: string) => (/^https?:\/\//i.test(blog) ? blog : `https://${blog}`);

export interface SocialEntry {
  icon: string;
  href: string;
  label: string;
}

/** The config's own social links, read without running the file. */
export function readSocial(text: string): SocialEntry[] {
  const source = ts.createSourceFile("site.config.ts", text, ts.ScriptTarget.Latest, true);
  const list = find(configObject(source), "social")?.initializer;
  if (!list || !ts.isArrayLiteralExpression(list)) return [];
  return list.elements.flatMap((element) => {
    if (!ts.isObjectLiteralExpression(element)) return [];
    const value = (key: string) => {
      const init = property(element, key)?.initializer;
      return init && ts.isStringLiteral(init) ? init.text : null;
    };
    const [icon, href, label] = [value("icon"), value("href"), value("label")];
    return icon && href && label ? [{ icon, href, label }] : [];
  });
}

/**
 * The values a profile gives, by config field; absent ones stay as they are. Links the profile
 * cannot give (LinkedIn, ...) are kept after its own, so the owner sees where theirs go.
 */
export function profileValues(
  profile: GitHubProfile,
  portraitFile: string | null,
  existingSocial: readonly SocialEntry[] = [],
) {
  const name = profile.name ?? profile.login;
  const social: SocialEntry[] = [{ icon: "github", href: profile.html_url, label: "GitHub" }];
  if (profile.twitter_username) {
    social.push({
      icon: "x",
      href: `https://x.com/${profile.twitter_username.replace(/^@/, "")}`,
      label: "X",
    });
  }
  if (profile.blog)
    social.push({ icon: "website", href: websiteHref(profile.blog), label: "Website" });
  const given = new Set(["github", "x", "website"]);
  social.push(
    ...existingSocial.filter((link) => !given.has(link.icon)).map((link) => ({ ...link })),
  );
  return {
    name,
    greeting: `Hi, I'm ${name}`,
    ...(profile.bio ? { tagline: profile.bio } : {}),
    location: profile.location ?? "",
    ...(profile.email ? { email: profile.email } : {}),
    // GitHub has no phone number, and the sample's must not go live.
    phone: "",
    "github.username": profile.login,
    social,
    "cv.downloadName": `${
      name
        .normalize("NFKD")
        .replace(/[^\w.-]+/g, "-")
        .replace(/^-+|-+$/g, "") || profile.login
    }-CV.pdf`,
    ...(portraitFile ? { portrait: portraitFile } : {}),
  };
}

type Values = ReturnType<typeof profileValues>;
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** The object literal `defineSiteConfig({ ... })` (or `export default { ... }`) holds. */
function configObject(source: ts.SourceFile): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isExportAssignment(node)) {
      const value = node.expression;
      if (ts.isObjectLiteralExpression(value)) found = value;
      else if (ts.isCallExpression(value) && value.arguments[0]) {
        const arg = value.arguments[0];
        if (ts.isObjectLiteralExpression(arg)) found = arg;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) {
    throw new InitError(
      "site.config.ts does not export its config as `defineSiteConfig({ ... })`.",
    );
  }
  return found;
}

function property(object: ts.ObjectLiteralExpression, key: string) {
  return object.properties.find(
    (item): item is ts.PropertyAssignment =>
      ts.isPropertyAssignment(item) &&
      (ts.isIdentifier(item.name) || ts.isStringLiteral(item.name)) &&
      item.name.text === key,
  );
}

/** The property at a dotted path (`github.username`), if it is there. */
function find(object: ts.ObjectLiteralExpression, path: string): ts.PropertyAssignment | undefined {
  const [head, ...rest] = path.split(".");
  const item = head ? property(object, head) : undefined;
  if (!item || rest.length === 0) return item;
  return ts.isObjectLiteralExpression(item.initializer)
    ? find(item.initializer, rest.join("."))
    : undefined;
}

/** The string values of the config's text fields, read without running the file. */
export function readStrings(text: string, paths: readonly string[]): Record<string, string | null> {
  const source = ts.createSourceFile("site.config.ts", text, ts.ScriptTarget.Latest, true);
  const object = configObject(source);
  return Object.fromEntries(
    paths.map((path) => {
      const value = find(object, path)?.initializer;
      return [
        path,
        value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
          ? value.text
          : null,
      ];
    }),
  );
}

const literal = (value: Json, indent: string): string => {
  if (Array.isArray(value)) {
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join("\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item, indent)}`)
      .join(", ")} }`;
  }
  return JSON.stringify(value);
};

/**
 * `site.config.ts` with the profile's values written into it: each field's value is replaced
 * where it stands, so comments and every other field stay as the owner left them. A field the
 * file lacks (the portrait) is added after `location`, replacing a commented-out example.
 */
export function applyValues(text: string, values: Values): { text: string; written: string[] } {
  const source = ts.createSourceFile("site.config.ts", text, ts.ScriptTarget.Latest, true);
  const object = configObject(source);
  const edits: { start: number; end: number; text: string }[] = [];
  const written: string[] = [];

  for (const [path, value] of Object.entries(values) as [string, Json][]) {
    const item = find(object, path);
    if (item) {
      const line = text.lastIndexOf("\n", item.getStart(source)) + 1;
      const indent = /^[ \t]*/.exec(text.slice(line))?.[0] ?? "";
      edits.push({
        start: item.initializer.getStart(source),
        end: item.initializer.getEnd(),
        text: literal(value, indent),
      });
      written.push(path);
      continue;
    }
    if (path.includes(".")) continue;
    // A new top-level field: over its commented-out example if there is one, else after
    // `location` (or first).
    const example = new RegExp(`^([ \\t]*)//[ \\t]*${path}:.*$`, "m").exec(text);
    if (example) {
      edits.push({
        start: example.index,
        end: example.index + example[0].length,
        text: `${example[1] ?? ""}${path}: ${literal(value, example[1] ?? "")},`,
      });
    } else {
      const anchor = property(object, "location") ?? object.properties[0];
      const at = anchor ? text.indexOf(",", anchor.getEnd()) + 1 : object.getStart(source) + 1;
      edits.push({ start: at, end: at, text: `\n  ${path}: ${literal(value, "  ")},` });
    }
    written.push(path);
  }

  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return { text: out, written };
}
