// @vitest-environment node
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleFindings } from "../../integrations/doctor.ts";
import { resolveSiteConfig } from "../../src/config/resolve.ts";
import { SAMPLE } from "../../src/config/sample.ts";
import { validateSiteConfig, type SiteConfigInput } from "../../src/config/schema.ts";
import { initCommand } from "../../tools/init.ts";
import { githubUser, rateLimitedAnswer, USER_NOT_FOUND } from "../support/github.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SHIPPED = readFileSync(join(ROOT, "site.config.ts"), "utf8");
/** The smallest PNG there is (one transparent pixel), as GitHub would serve a picture. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** GitHub's answers by path; any other path is its 404. */
const ANSWERS: Record<string, () => Response> = {
  "/users/janedoe": () =>
    Response.json(
      githubUser("janedoe", {
        name: "Jane Doe",
        bio: "I build payment systems that stay up.",
        location: "Lisbon, Portugal",
        blog: "janedoe.dev",
        email: "jane@janedoe.dev",
        twitter_username: "janedoe_dev",
      }),
    ),
  // Its picture (/u/7) is not there.
  "/users/bare": () => Response.json(githubUser("bare", { id: 7 })),
  "/users/limited": () => new Response(rateLimitedAnswer(1893456000).body, { status: 403 }),
  "/users/broken": () => new Response("Bad gateway", { status: 502 }),
  "/users/org-page": () => Response.json({ message: "Moved" }),
  "/u/583231": () => new Response(PNG, { headers: { "content-type": "image/png" } }),
};

let dir: string;
let requests: string[];

/** GitHub for the command, without the network; a host named `down.example` never answers. */
const standIn: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : input);
  requests.push(`${url.host}${url.pathname}${url.search}`);
  if (url.hostname === "down.example") {
    throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
  }
  return ANSWERS[url.pathname]?.() ?? Response.json(USER_NOT_FOUND, { status: 404 });
};

beforeEach(() => {
  // A fork's folder: the shipped config, the config code it imports, and Prettier's settings.
  dir = mkdtempSync(join(tmpdir(), "init-"));
  writeFileSync(join(dir, "site.config.ts"), SHIPPED);
  copyFileSync(join(ROOT, ".prettierrc.json"), join(dir, ".prettierrc.json"));
  mkdirSync(join(dir, "src"));
  symlinkSync(join(ROOT, "src", "config"), join(dir, "src", "config"));
  requests = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const errors: string[] = [];
  vi.stubGlobal("fetch", standIn);
  vi.spyOn(console, "log").mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  const exit = await initCommand(argv, dir, env);
  return { exit, out, errors };
}

const written = () => readFileSync(join(dir, "site.config.ts"), "utf8");

let copies = 0;
/** The written config as the build loads it (a fresh copy each time: imports are cached). */
async function writtenConfig(): Promise<SiteConfigInput> {
  copies += 1;
  const copy = join(dir, `site.config.${copies}.ts`);
  writeFileSync(copy, written());
  return ((await import(/* @vite-ignore */ copy)) as { default: SiteConfigInput }).default;
}

describe("npm run init -- --github USERNAME", () => {
  it("writes the profile into site.config.ts, saves the picture, and says what it wrote", async () => {
    mkdirSync(join(dir, "src/assets"));
    writeFileSync(join(dir, "src/assets/portrait.webp"), "an older portrait");
    writeFileSync(join(dir, "src/assets/portrait.old.jpg"), "the owner's own copy");
    const { exit, out, errors } = await run(["--github", "janedoe"]);
    expect(errors).toEqual([]);
    expect(exit).toBe(0);
    expect(requests).toEqual([
      "api.github.com/users/janedoe",
      "avatars.githubusercontent.com/u/583231?v=4&s=800",
    ]);
    expect(out[0]).toBe("Wrote site.config.ts from https://github.com/janedoe:");
    expect(out).toContain('  name: "Jane Doe"');
    expect(out).toContain("  social: GitHub, X, Website, LinkedIn");
    expect(out).toContain("Saved the profile picture as src/assets/portrait.png (the portrait).");
    expect(readFileSync(join(dir, "src/assets/portrait.png"))).toEqual(Buffer.from(PNG));
    expect(existsSync(join(dir, "src/assets/portrait.webp"))).toBe(false);
    // Only a picture named as init names it is replaced; other files stay.
    expect(existsSync(join(dir, "src/assets/portrait.old.jpg"))).toBe(true);

    const config = await writtenConfig();
    expect(validateSiteConfig(resolveSiteConfig(config, {})).ok).toBe(true);
    expect(config).toMatchObject({
      name: "Jane Doe",
      greeting: "Hi, I'm Jane Doe",
      tagline: "I build payment systems that stay up.",
      location: "Lisbon, Portugal",
      email: "jane@janedoe.dev",
      phone: "",
      portrait: "portrait.png",
      github: { username: "janedoe" },
      cv: { downloadName: "Jane-Doe-CV.pdf" },
      social: [
        { icon: "github", href: "https://github.com/janedoe", label: "GitHub" },
        { icon: "x", href: "https://x.com/janedoe_dev", label: "X" },
        { icon: "website", href: "https://janedoe.dev", label: "Website" },
        { icon: "linkedin", href: "https://www.linkedin.com/in/your-profile", label: "LinkedIn" },
      ],
    });
  });

  it("leaves what GitHub cannot tell as the sample's, for the doctor to list", async () => {
    await run(["--github", "janedoe"]);
    const site = resolveSiteConfig(await writtenConfig(), {});
    expect(sampleFindings(site, {}).map((item) => item.field)).toEqual([
      "intro",
      "availability.bookingUrl",
      "siteUrl",
      "social[3].href",
      "experience[0]",
      "experience[1]",
      "education[0]",
      "emailjs.publicKey",
      "emailjs.serviceId",
      "emailjs.templateId",
    ]);
  });

  it("keeps comments, layout and every field the profile does not fill, formatted", async () => {
    await run(["--github", "janedoe"]);
    const text = written();
    for (const kept of [
      "// env: VITE_SITE_URL. The public address of the site",
      'siteUrl: "https://alex-morgan.example.com"',
      'role: "Full-Stack Developer"',
      'sort: "stars"',
      '"Tailwind CSS"',
      'publicKey: "your-emailjs-public-key", // env: VITE_EMAILJS_PUBLIC_KEY',
      // The portrait takes the place of the sample's.
      '\n  portrait: "portrait.png", // env: VITE_PORTRAIT\n\n  // The colour of links',
      '\n    { icon: "x", href: "https://x.com/janedoe_dev", label: "X" },\n',
    ]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain("// portrait:");
    expect(text).not.toContain("Alex Morgan");
    expect(text).not.toContain("98765");
  });

  it("adds the portrait in place of its commented-out example, or else after location", async () => {
    writeFileSync(
      join(dir, "site.config.ts"),
      SHIPPED.replace(/^(\s*)portrait:/m, "$1// portrait:"),
    );
    await run(["--github", "janedoe"]);
    expect(written()).toContain('\n  portrait: "portrait.png",\n\n  // The colour of links');
    writeFileSync(join(dir, "site.config.ts"), SHIPPED.replace(/^\s*portrait:.*\n/m, ""));
    await run(["--github", "janedoe"]);
    expect(written()).toContain('  location: "Lisbon, Portugal",\n  portrait: "portrait.png",\n');
  });

  it("uses the login when the profile has no name, and keeps the sample where it has nothing", async () => {
    const { exit, out } = await run(["--github", "bare"]);
    expect(exit).toBe(0);
    const config = await writtenConfig();
    expect(config.name).toBe("bare");
    expect(config.cv.downloadName).toBe("bare-CV.pdf");
    expect(config.tagline).toBe(SAMPLE.tagline);
    expect(config.email).toBe(SAMPLE.email);
    expect(config.location).toBe("");
    expect(config.portrait).toBe(SAMPLE.portrait);
    expect(config.social.map((link) => link.icon)).toEqual(["github", "linkedin"]);
    expect(out.slice(-2)).toEqual([
      "No portrait: the picture answered 404; put your photo in src/assets/ and name it as portrait.",
      "Still the sample's: tagline (no bio on the profile), email (no public e-mail on the profile), role, intro, siteUrl, experience, education, availability, emailjs. `npm run doctor` lists each with its fix.",
    ]);
  });

  it("never writes over an edited config without --force", async () => {
    await run(["--github", "janedoe"]);
    const first = written();
    const again = await run(["--github", "bare"]);
    expect(again.exit).toBe(1);
    expect(again.errors).toEqual([
      "init: site.config.ts has been edited (name is no longer the sample's); add --force to write the GitHub profile over those fields.",
    ]);
    expect(written()).toBe(first);

    const forced = await run(["--force", "--github=bare"]);
    expect(forced.exit).toBe(0);
    expect((await writtenConfig()).name).toBe("bare");
  });

  it.each([
    ["nobody-here", {}, 'GitHub has no user "nobody-here"; check the spelling.'],
    [
      "janedoe",
      { VITE_GITHUB_API_URL: "https://down.example/api/" },
      "could not reach GitHub at https://down.example/api (ECONNREFUSED); check the connection and try again.",
    ],
    [
      "limited",
      {},
      "GitHub's hourly limit for this network is used up; try again later or set GITHUB_TOKEN.",
    ],
    ["broken", {}, 'GitHub answered 502 for "broken".'],
    ["org-page", {}, `GitHub's answer for "org-page" is not a user profile.`],
  ])("fails with one line and changes nothing for %s %o", async (user, env, message) => {
    const { exit, out, errors } = await run(["--github", user], env);
    expect(exit).toBe(1);
    expect(out).toEqual([]);
    expect(errors).toEqual([`init: ${message}`]);
    expect(written()).toBe(SHIPPED);
    expect(existsSync(join(dir, "src/assets"))).toBe(false);
  });

  it.each([
    [[], "usage: npm run init -- --github USERNAME [--force]"],
    [
      ["--github", "-bad-"],
      '"-bad-" is not a GitHub user name (letters, digits and single hyphens)',
    ],
    [
      ["--gihtub=jane"],
      "unknown option --gihtub=jane; usage: npm run init -- --github USERNAME [--force]",
    ],
    [
      ["--github", "jane", "--force=yes"],
      "unknown option --force=yes; usage: npm run init -- --github USERNAME [--force]",
    ],
  ])("refuses %j before asking GitHub", async (argv, message) => {
    const { exit, errors } = await run(argv);
    expect(exit).toBe(2);
    expect(errors).toEqual([`init: ${message}`]);
    expect(requests).toEqual([]);
  });
});
