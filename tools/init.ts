import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import ts from "typescript";
import { requestGitHubUser } from "../integrations/github-user.ts";
import type { SiteEnv } from "../src/config/resolve.ts";
import { SAMPLE } from "../src/config/sample.ts";
import { GITHUB_USERNAME } from "../src/config/schema.ts";

/** The build's variables: the SITE_ENV override of github.apiBaseUrl, and GITHUB_TOKEN. */
type Env = SiteEnv & { GITHUB_TOKEN?: string };

/** The profile's fields the config is made of. */
type Profile = { login: string; html_url: string } & Partial<
  Record<"name" | "bio" | "location" | "blog" | "email" | "twitter_username" | "avatar_url", string>
>;

type Link = { icon: string; href: string; label: string };

/** A failure the command reports as its one line; it exits 2 on a command line it refuses. */
class InitError extends Error {
  exitCode = 1;
}
const refuse = (message: string) => Object.assign(new InitError(message), { exitCode: 2 });

const USAGE = "usage: npm run init -- --github USERNAME [--force]";

/** The fields whose sample values mean nobody has edited the config yet. */
const UNTOUCHED: Record<string, string> = {
  name: SAMPLE.name,
  greeting: SAMPLE.greeting,
  tagline: SAMPLE.tagline,
  intro: SAMPLE.intro,
  email: SAMPLE.email,
  phone: SAMPLE.phone,
  siteUrl: SAMPLE.siteUrl,
  "github.username": SAMPLE.githubUsername,
  "cv.downloadName": SAMPLE.cvDownloadName,
};

function readArgs(argv: readonly string[]) {
  const options = { github: { type: "string" }, force: { type: "boolean" } } as const;
  const { values, tokens } = parseArgs({ args: [...argv], options, strict: false, tokens: true });
  // Not strict, so that a missing user name gets the usage; anything unknown is still refused,
  // and so is a value given to --force.
  const unknown = tokens.find(
    (token) =>
      token.kind !== "option" ||
      !(token.name in options) ||
      (token.name === "force" && token.value !== undefined),
  );
  if (unknown) throw refuse(`unknown option ${argv[unknown.index]}; ${USAGE}`);
  const { github: username, force } = values;
  if (typeof username !== "string" || !username) throw refuse(USAGE);
  if (!GITHUB_USERNAME.test(username)) {
    throw refuse(`"${username}" is not a GitHub user name (letters, digits and single hyphens)`);
  }
  return { username, force: force === true };
}

/**
 * npm run init -- --github USERNAME [--force]
 *
 * Writes a first site.config.ts in `cwd`, the project's folder, from the owner's public GitHub
 * profile and saves the profile picture as the portrait in src/assets/. An edited config is only
 * written over with --force. Returns the exit code.
 */
export async function initCommand(argv: readonly string[], cwd: string, env: Env): Promise<number> {
  try {
    const { username, force } = readArgs(argv);
    await init(username, force, cwd, env);
    return 0;
  } catch (error) {
    if (!(error instanceof InitError)) throw error;
    console.error(`init: ${error.message}`);
    return error.exitCode;
  }
}

async function init(username: string, force: boolean, cwd: string, env: Env) {
  const configPath = join(cwd, "site.config.ts");
  const original = readFileSync(configPath, "utf8");
  const config = configObject(original);
  const edited = Object.keys(UNTOUCHED).find((path) => stringAt(config, path) !== UNTOUCHED[path]);
  if (edited && !force) {
    throw new InitError(
      `site.config.ts has been edited (${edited} is no longer the sample's); ` +
        "add --force to write the GitHub profile over those fields.",
    );
  }
  const apiBaseUrl =
    env.VITE_GITHUB_API_URL?.trim() ||
    stringAt(config, "github.apiBaseUrl") ||
    "https://api.github.com";
  const profile = await fetchProfile(username, apiBaseUrl, env.GITHUB_TOKEN?.trim());

  const portrait = await fetchPortrait(profile.avatar_url);
  if (typeof portrait !== "string") {
    const assets = join(cwd, "src", "assets");
    mkdirSync(assets, { recursive: true });
    for (const old of readdirSync(assets).filter((file) => /^portrait\.\w+$/.test(file))) {
      rmSync(join(assets, old));
    }
    writeFileSync(join(assets, portrait.file), portrait.bytes);
  }

  const name = profile.name ?? profile.login;
  const { blog, twitter_username: twitter } = profile;
  const given: [string, string, string | undefined][] = [
    ["github", "GitHub", profile.html_url],
    ["x", "X", twitter && `https://x.com/${twitter.replace(/^@/, "")}`],
    ["website", "Website", blog && (/^https?:\/\//i.test(blog) ? blog : `https://${blog}`)],
  ];
  // Links the profile cannot give (LinkedIn, ...) stay after its own, for the owner to fill in.
  const list = find(config, "social");
  const kept = (list && ts.isArrayLiteralExpression(list) ? list.elements : []).flatMap((link) => {
    const [icon, href, label] = ["icon", "href", "label"].map((key) => stringAt(link, key));
    return icon && href && label && !given.some(([mine]) => mine === icon)
      ? [{ icon, href, label }]
      : [];
  });
  const social = given.flatMap(([icon, label, href]) => (href ? [{ icon, href, label }] : []));
  const fileName = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const values: [string, string | Link[] | undefined][] = [
    ["name", name],
    ["greeting", `Hi, I'm ${name}`],
    ["tagline", profile.bio],
    ["location", profile.location ?? ""],
    ["email", profile.email],
    // GitHub has no phone number, and the sample's must not go live.
    ["phone", ""],
    ["github.username", profile.login],
    ["social", [...social, ...kept]],
    ["cv.downloadName", `${fileName || profile.login}-CV.pdf`],
    ["portrait", typeof portrait === "string" ? undefined : portrait.file],
  ];

  // Each value replaces the old one where it stands, so comments and other fields stay as the
  // owner left them; Prettier lays the new text out. A missing top-level field goes in place of
  // its commented-out example, or else after `location` (or the first field).
  const edits: [start: number, end: number, text: string][] = [];
  const written: string[] = [];
  const anchor = find(config, "location") ?? config.properties[0];
  const at = anchor?.getEnd() ?? config.getStart() + 1;
  for (const [path, value] of values) {
    if (value === undefined) continue;
    const text = JSON.stringify(value);
    const node = find(config, path);
    const hint = new RegExp(`^[ \\t]*//[ \\t]*${path}:.*$`, "m").exec(original);
    if (!node && path.includes(".")) continue;
    if (node) edits.push([node.getStart(), node.getEnd(), text]);
    else if (hint) edits.push([hint.index, hint.index + hint[0].length, `${path}: ${text},`]);
    else edits.push([at, at, anchor ? `, ${path}: ${text}` : `${path}: ${text},`]);
    const shown = Array.isArray(value) ? value.map((link) => link.label).join(", ") : text;
    written.push(`  ${path}: ${shown}`);
  }
  let out = original;
  // From the end back, so earlier offsets stay valid; fields added at one place keep their order.
  for (const [start, end, text] of edits.reverse().sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  const options = (await resolveConfig(configPath)) ?? {};
  // The project's Prettier plugins are for other file types; a .ts file needs none of them.
  writeFileSync(configPath, await format(out, { ...options, plugins: [], filepath: configPath }));

  console.log(`Wrote site.config.ts from ${profile.html_url}:`);
  written.forEach((line) => console.log(line));
  console.log(
    typeof portrait === "string"
      ? `No portrait: ${portrait}; put your photo in src/assets/ and name it as portrait.`
      : `Saved the profile picture as src/assets/${portrait.file} (the portrait).`,
  );
  const missing = [
    profile.bio ? "" : "tagline (no bio on the profile), ",
    profile.email ? "" : "email (no public e-mail on the profile), ",
  ].join("");
  console.log(
    `Still the sample's: ${missing}role, intro, siteUrl, experience, education, availability, ` +
      "emailjs. `npm run doctor` lists each with its fix.",
  );
}

async function fetchProfile(username: string, apiBaseUrl: string, token?: string) {
  const response = await requestGitHubUser(apiBaseUrl, username, { token, timeoutMs: 10_000 });
  if (typeof response === "string") {
    throw new InitError(
      `could not reach GitHub at ${apiBaseUrl.replace(/\/+$/, "")} (${response}); check the connection and try again.`,
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
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (typeof body.login !== "string" || typeof body.html_url !== "string") {
    throw new InitError(`GitHub's answer for "${username}" is not a user profile.`);
  }
  // Each text on one line; an empty one is left out.
  const texts = Object.entries(body).flatMap(([key, value]) =>
    typeof value === "string" && value.trim() ? [[key, value.trim().replace(/\s+/g, " ")]] : [],
  );
  return Object.fromEntries(texts) as Profile;
}

/** The profile picture, or why there is none. */
async function fetchPortrait(avatarUrl: string | undefined) {
  if (!avatarUrl) return "the profile has no picture";
  try {
    const url = new URL(avatarUrl);
    url.searchParams.set("s", "800");
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return `the picture answered ${response.status}`;
    const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    const [, extension] = /^image\/(jpeg|png|webp|avif)$/.exec(type) ?? [];
    if (!extension) return `the picture is ${type || "of no known type"}`;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { file: `portrait.${extension.replace("jpeg", "jpg")}`, bytes };
  } catch {
    return "the picture could not be downloaded";
  }
}

/** The object literal `defineSiteConfig({ ... })` (or `export default { ... }`) holds. */
function configObject(text: string): ts.ObjectLiteralExpression {
  const source = ts.createSourceFile("site.config.ts", text, ts.ScriptTarget.Latest, true);
  const value = source.statements.find(ts.isExportAssignment)?.expression;
  const object = value && ts.isCallExpression(value) ? value.arguments[0] : value;
  if (object && ts.isObjectLiteralExpression(object)) return object;
  throw new InitError("site.config.ts does not export its config as `defineSiteConfig({ ... })`.");
}

/** The value at a dotted path (`github.username`) of an object literal, if it is there. */
function find(node: ts.Expression | undefined, path: string): ts.Expression | undefined {
  for (const key of path.split(".")) {
    if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
    node = node.properties.find(
      // `name:` or `"name":`; a computed name has no text.
      (item): item is ts.PropertyAssignment =>
        ts.isPropertyAssignment(item) && "text" in item.name && item.name.text === key,
    )?.initializer;
  }
  return node;
}

function stringAt(node: ts.Expression, path: string): string | undefined {
  const value = find(node, path);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

if (import.meta.main) {
  const cwd = fileURLToPath(new URL("..", import.meta.url));
  process.exitCode = await initCommand(process.argv.slice(2), cwd, process.env);
}
