// @vitest-environment node
import {
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
import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFindings } from "../../integrations/doctor.ts";
import { resolveSiteConfig } from "../../src/config/resolve.ts";
import { validateSiteConfig, type SiteConfigInput } from "../../src/config/schema.ts";
import { initCommand } from "../../tools/init/command.ts";
import { applyValues, profileValues, readStrings } from "../../tools/init/profile.ts";
import { githubUser, startGitHubStandIn, type GitHubStandIn } from "../support/github.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SHIPPED = readFileSync(join(ROOT, "site.config.ts"), "utf8");
/** The smallest PNG there is (one transparent pixel), as GitHub would serve a picture. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

let dir: string;
let github: GitHubStandIn;

beforeEach(async () => {
  // A fork's folder: the shipped config, and the config code it imports.
  dir = mkdtempSync(join(tmpdir(), "init-"));
  writeFileSync(join(dir, "site.config.ts"), SHIPPED);
  mkdirSync(join(dir, "src"));
  symlinkSync(join(ROOT, "src", "config"), join(dir, "src", "config"));
  github = await startGitHubStandIn({
    users: (origin) => ({
      janedoe: githubUser(
        "janedoe",
        {
          name: "Jane Doe",
          bio: "I build payment systems that stay up.",
          location: "Lisbon, Portugal",
          blog: "janedoe.dev",
          email: "jane@janedoe.dev",
          twitter_username: "janedoe_dev",
        },
        origin,
        `${origin}/avatars`,
      ),
      bare: githubUser("bare", { id: 7 }, origin, `${origin}/avatars`),
    }),
    avatars: { "u/583231": { type: "image/png", body: PNG } },
  });
});

afterEach(async () => {
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = initCommand(argv, {
    cwd: dir,
    env: { VITE_GITHUB_API_URL: github.origin, ...env },
    log: (line) => out.push(line),
    error: (line) => errors.push(line),
    prettierFrom: ROOT,
  });
  return code.then((exit) => ({ exit, out, errors }));
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

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === "object" && address ? address.port : 1;
}

describe("npm run init -- --github USERNAME", () => {
  it("writes the profile into site.config.ts, saves the picture, and says what it wrote", async () => {
    const { exit, out, errors } = await run(["--github", "janedoe"]);
    expect(errors).toEqual([]);
    expect(exit).toBe(0);
    expect(github.requests.map((request) => request.url)).toEqual([
      "/users/janedoe",
      "/avatars/u/583231?v=4&s=800",
    ]);
    expect(out[0]).toBe("Wrote site.config.ts from https://github.com/janedoe:");
    expect(out).toContain('  name: "Jane Doe"');
    expect(out).toContain("  social: GitHub, X, Website, LinkedIn");
    expect(out).toContain("Saved the profile picture as src/assets/portrait.png (the portrait).");
    expect(readFileSync(join(dir, "src/assets/portrait.png"))).toEqual(Buffer.from(PNG));

    const config = await writtenConfig();
    const result = validateSiteConfig(resolveSiteConfig(config, {}));
    expect(result.ok).toBe(true);
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
      "education[0]",
      "emailjs.publicKey",
      "emailjs.serviceId",
      "emailjs.templateId",
    ]);
  });

  it("keeps comments, layout and every field the profile does not fill", async () => {
    await run(["--github", "janedoe"]);
    const text = written();
    for (const kept of [
      "// env: VITE_SITE_URL. The public address of the site",
      'siteUrl: "https://alex-morgan.example.com"',
      'role: "Full-Stack Developer"',
      'sort: "pushed"',
      '"Tailwind CSS"',
      'publicKey: "your-emailjs-public-key", // env: VITE_EMAILJS_PUBLIC_KEY',
    ]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain("Alex Morgan");
    expect(text).not.toContain("98765");
  });

  it("uses the login when the profile has no name, and keeps the sample where it has nothing", async () => {
    const { exit, out } = await run(["--github", "bare"]);
    expect(exit).toBe(0);
    const config = await writtenConfig();
    expect(config.name).toBe("bare");
    expect(config.cv.downloadName).toBe("bare-CV.pdf");
    expect(config.tagline).toBe(readStrings(SHIPPED, ["tagline"]).tagline);
    expect(config.email).toBe("alex.morgan@example.com");
    expect(config.location).toBe("");
    expect(config.social.map((link) => link.icon)).toEqual(["github", "linkedin"]);
    expect(out.at(-1)).toBe(
      "Still the sample's: tagline (no bio on the profile), email (no public e-mail on the profile), role, intro, siteUrl, experience, education, availability, emailjs. `npm run doctor` lists each with its fix.",
    );
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

    const forced = await run(["--github", "bare", "--force"]);
    expect(forced.exit).toBe(0);
    expect((await writtenConfig()).name).toBe("bare");
  });

  it("fails with one line and changes nothing when the user does not exist", async () => {
    const { exit, out, errors } = await run(["--github", "nobody-here"]);
    expect(exit).toBe(1);
    expect(out).toEqual([]);
    expect(errors).toEqual(['init: GitHub has no user "nobody-here"; check the spelling.']);
    expect(written()).toBe(SHIPPED);
    expect(existsSync(join(dir, "src/assets"))).toBe(false);
  });

  it("fails with one line and changes nothing when GitHub cannot be reached", async () => {
    const port = await closedPort();
    const { exit, errors } = await run(["--github", "janedoe"], {
      VITE_GITHUB_API_URL: `http://127.0.0.1:${port}`,
    });
    expect(exit).toBe(1);
    expect(errors).toEqual([
      `init: could not reach GitHub at http://127.0.0.1:${port} (ECONNREFUSED); check the connection and try again.`,
    ]);
    expect(written()).toBe(SHIPPED);
  });

  it("refuses a missing or malformed user name before asking GitHub", async () => {
    expect((await run([])).errors).toEqual([
      "init: usage: npm run init -- --github USERNAME [--force]",
    ]);
    expect((await run(["--github", "-bad-"])).errors).toEqual([
      'init: "-bad-" is not a GitHub user name (letters, digits and single hyphens)',
    ]);
    expect(github.requests).toEqual([]);
  });
});

describe("applyValues", () => {
  it("adds a field the file lacks in place of its commented-out example", () => {
    const text = [
      "export default defineSiteConfig({",
      '  name: "A",',
      '  location: "B",',
      '  // portrait: "portrait.jpg",',
      "});",
      "",
    ].join("\n");
    const values = profileValues(
      {
        login: "c",
        name: null,
        bio: null,
        location: null,
        blog: null,
        email: null,
        twitter_username: null,
        html_url: "https://github.com/c",
        avatar_url: "",
      },
      "portrait.webp",
    );
    const { text: out } = applyValues(text, { ...values });
    expect(out).toContain('  portrait: "portrait.webp",');
    expect(out).not.toContain("// portrait");
  });
});
