import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { SAMPLE } from "../../src/config/sample.ts";
import {
  applyValues,
  fetchAvatar,
  fetchProfile,
  InitError,
  profileValues,
  readSocial,
  readStrings,
} from "./profile.ts";

export interface InitIo {
  /** The project folder: site.config.ts and src/assets/ are in it. */
  cwd: string;
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  error: (line: string) => void;
  fetch?: typeof fetch;
  /** Where Prettier's settings are read from (the project, unless a test says otherwise). */
  prettierFrom?: string;
}

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

function parseArgs(argv: readonly string[]): { username: string; force: boolean } | string {
  let username: string | undefined;
  let force = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (arg === "--force") force = true;
    else if (arg === "--github") username = argv[(i += 1)];
    else if (arg.startsWith("--github=")) username = arg.slice("--github=".length);
    else return `unknown option ${arg}; ${USAGE}`;
  }
  if (!username) return USAGE;
  if (!/^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i.test(username)) {
    return `"${username}" is not a GitHub user name (letters, digits and single hyphens)`;
  }
  return { username, force };
}

/** `npm run init`: writes a first site.config.ts from a GitHub profile; returns the exit code. */
export async function initCommand(argv: readonly string[], io: InitIo): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === "string") {
    io.error(`init: ${args}`);
    return 2;
  }
  const configPath = join(io.cwd, "site.config.ts");
  const assets = join(io.cwd, "src", "assets");
  try {
    const original = readFileSync(configPath, "utf8");
    const current = readStrings(original, [...Object.keys(UNTOUCHED), "github.apiBaseUrl"]);
    const edited = Object.entries(UNTOUCHED).filter(([path, value]) => current[path] !== value);
    if (edited.length > 0 && !args.force) {
      const [path] = edited[0] ?? [""];
      io.error(
        `init: site.config.ts has been edited (${path} is no longer the sample's); ` +
          "add --force to write the GitHub profile over those fields.",
      );
      return 1;
    }

    const apiBaseUrl =
      io.env.VITE_GITHUB_API_URL?.trim() ||
      current["github.apiBaseUrl"] ||
      "https://api.github.com";
    const token = io.env.GITHUB_TOKEN?.trim();
    const profile = await fetchProfile(args.username, {
      apiBaseUrl,
      ...(io.fetch ? { fetch: io.fetch } : {}),
      ...(token ? { token } : {}),
    });

    const avatar = await fetchAvatar(profile, io.fetch ? { fetch: io.fetch } : {});
    let portraitFile: string | null = null;
    if ("bytes" in avatar) {
      portraitFile = `portrait.${avatar.extension}`;
      mkdirSync(assets, { recursive: true });
      for (const old of readdirSync(assets).filter((file) => /^portrait\.\w+$/.test(file))) {
        rmSync(join(assets, old));
      }
      writeFileSync(join(assets, portraitFile), avatar.bytes);
    }

    const values = profileValues(profile, portraitFile, readSocial(original));
    const { text, written } = applyValues(original, values);
    const options = (await resolveConfig(join(io.prettierFrom ?? io.cwd, "site.config.ts"))) ?? {};
    const formatted = await format(text, { ...options, plugins: [], filepath: configPath });
    writeFileSync(configPath, formatted);

    io.log(`Wrote site.config.ts from ${profile.html_url}:`);
    for (const path of written) {
      const value = (values as Record<string, unknown>)[path];
      const shown = Array.isArray(value)
        ? value.map((link: { label: string }) => link.label).join(", ")
        : JSON.stringify(value);
      io.log(`  ${path}: ${shown}`);
    }
    if ("bytes" in avatar) {
      io.log(`Saved the profile picture as src/assets/${portraitFile} (the portrait).`);
    } else {
      io.log(`No portrait: ${avatar.skipped}; the site shows your initials.`);
    }
    const missing = [
      ...(profile.bio ? [] : ["tagline (no bio on the profile)"]),
      ...(profile.email ? [] : ["email (no public e-mail on the profile)"]),
      "role",
      "intro",
      "siteUrl",
      "experience",
      "education",
      "availability",
      "emailjs",
    ];
    io.log(
      `Still the sample's: ${missing.join(", ")}. \`npm run doctor\` lists each with its fix.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof InitError) {
      io.error(`init: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
