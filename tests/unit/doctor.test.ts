// @vitest-environment node
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import shipped from "../../site.config.ts";
import { runDoctor, sampleFindings, translationFindings } from "../../integrations/doctor.ts";
import { doctorCommand } from "../../tools/doctor.ts";
import { resolveSiteConfig } from "../../src/config/resolve.ts";
import type { SiteConfig } from "../../src/config/schema.ts";
import { githubUser, startGitHubStandIn } from "../support/github.ts";

const ROOT = resolve(import.meta.dirname, "../..");

const sample = (): SiteConfig => resolveSiteConfig(structuredClone(shipped), {});

/** A config with nothing of the sample left. */
function personal(): SiteConfig {
  const site = sample();
  return {
    ...site,
    name: "Jane Doe",
    greeting: "Hi, I'm Jane",
    portrait: "portrait.jpg",
    role: "Backend Engineer",
    tagline: "I build payment systems that do not go down.",
    intro: "I have spent eight years on distributed systems.",
    email: "jane@janedoe.dev",
    phone: "",
    siteUrl: "https://janedoe.dev",
    social: [{ icon: "github", href: "https://github.com/janedoe", label: "GitHub" }],
    github: { ...site.github, username: "janedoe" },
    cv: { downloadName: "Jane-Doe-CV.pdf" },
    experience: [{ title: "Engineer", company: "Acme", period: "2020 - Present" }],
    education: [{ degree: "MSc", institution: "TU Delft", period: "2019" }],
    availability: site.availability && { ...site.availability, bookingUrl: "https://cal.com/jane" },
    emailjs: {
      publicKey: "pk_live",
      serviceId: "service_x",
      templateId: "template_y",
      limitRate: 0,
    },
  };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "doctor-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** `npm run doctor` with `argv`, on the sample's config unless `options` say otherwise. */
async function run(argv: string[], options: Partial<Parameters<typeof doctorCommand>[1]> = {}) {
  const out: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  const code = await doctorCommand(argv, { env: {}, loadSite: sample, ...options });
  return { code, out, errors };
}

const PICTURE_FIX =
  "Fix: Show your own project there (a screenshot or diagram), with alt text that describes it.";
const POST_FIX = "Fix: Delete the file, or make the post yours: your own title and text.";

describe("npm run doctor", () => {
  it("lists everything an untouched fork still has from the sample, one line each", async () => {
    const { code, out } = await run(["--offline"], { root: ROOT });
    expect(code).toBe(0);
    expect(out).toEqual([
      "43 things still to make the site yours:",
      '  - site.config.ts name: "Alex Morgan" is the sample\'s name. Fix: Put your own name.',
      "  - site.config.ts portrait: src/assets/alex-morgan.png is the sample's drawn face. Fix: Put your photo in src/assets/ and its name here, or set VITE_PORTRAIT, or remove the field.",
      '  - site.config.ts greeting: "Hi, I\'m Alex Morgan" greets as the sample. Fix: Write "Hi, I\'m <you>".',
      "  - site.config.ts role: \"Full-Stack Developer\" is the sample's role, next to the sample's tagline. Fix: Say what you do (keep it if it is yours) and write your own tagline.",
      "  - site.config.ts tagline: The tagline is the sample's. Fix: Say in one line what you build.",
      "  - site.config.ts intro: The About page's intro is the sample's. Fix: Write a few lines about you.",
      "  - site.config.ts email: alex.morgan@example.com is an example address: mail to it goes nowhere. Fix: Put the address you read.",
      '  - site.config.ts phone: +91 98765 43210 is the sample\'s number. Fix: Put yours, or "" to hide it.',
      "  - site.config.ts availability.bookingUrl: https://cal.com/your-name is a placeholder: the contact page's Book a call link goes nowhere of yours. Fix: Put your Cal.com or Calendly page, or remove bookingUrl to show no link.",
      "  - site.config.ts siteUrl: https://alex-morgan.example.com is an example address: canonical links, the sitemap and link previews point there. Fix: Put your site's address, or set VITE_SITE_URL (the SITE_URL variable on GitHub Pages).",
      '  - site.config.ts github.username: "octocat" is the sample\'s GitHub user: /projects lists their repositories. Fix: Put your GitHub user name, or set VITE_GITHUB_USERNAME.',
      "  - site.config.ts social[0].href: The GitHub link (https://github.com/octocat) is the sample's. Fix: Link your own profile, or remove the entry.",
      "  - site.config.ts social[1].href: The LinkedIn link (https://www.linkedin.com/in/your-profile) is the sample's. Fix: Link your own profile, or remove the entry.",
      "  - site.config.ts cv.downloadName: The CV downloads as the sample's Alex-Morgan-CV.pdf. Fix: Name it after you, such as Jane-Doe-CV.pdf.",
      '  - site.config.ts experience[0]: "Associate Engineer" at Example Technologies is the sample\'s position. Fix: List your own positions.',
      '  - site.config.ts experience[1]: "Freelance Back-end Developer" at Example Shop is the sample\'s position. Fix: List your own positions.',
      "  - site.config.ts education[0]: Bachelor of Engineering at Example Institute of Technology is the sample's degree. Fix: List your own education.",
      '  - site.config.ts emailjs.publicKey: "your-emailjs-public-key" is a placeholder: the contact form cannot send. Fix: Put your EmailJS public key, or set VITE_EMAILJS_PUBLIC_KEY.',
      '  - site.config.ts emailjs.serviceId: "your-emailjs-service-id" is a placeholder: the contact form cannot send. Fix: Put your EmailJS service id, or set VITE_EMAILJS_SERVICE_ID.',
      '  - site.config.ts emailjs.templateId: "your-emailjs-template-id" is a placeholder: the contact form cannot send. Fix: Put your EmailJS template id, or set VITE_EMAILJS_TEMPLATE_ID.',
      '  - src/content/case-studies/shop-api.md title: "Shop API" is a sample case study: /projects and the home page show it as your work. Fix: Write about one of your projects in its place, or delete src/content/case-studies/shop-api.md and its pictures.',
      `  - src/content/case-studies/shop-api.md cover.src: ./images/shop-api-cover.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/shop-api.md cover.dark: ./images/shop-api-cover-dark.png is a sample picture. ${PICTURE_FIX}`,
      '  - src/content/case-studies/task-board.md title: "Task Board" is a sample case study: /projects and the home page show it as your work. Fix: Write about one of your projects in its place, or delete src/content/case-studies/task-board.md and its pictures.',
      `  - src/content/case-studies/task-board.md cover.src: ./images/task-board-cover.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/task-board.md cover.dark: ./images/task-board-cover-dark.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/task-board.md gallery[0].src: ./images/task-board-phone.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/task-board.md gallery[0].dark: ./images/task-board-phone-dark.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/task-board.md gallery[1].src: ./images/task-board-sync.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/task-board.md gallery[1].dark: ./images/task-board-sync-dark.png is a sample picture. ${PICTURE_FIX}`,
      '  - src/content/case-studies/weather-now.md title: "Weather Now" is a sample case study: /projects and the home page show it as your work. Fix: Write about one of your projects in its place, or delete src/content/case-studies/weather-now.md and its pictures.',
      `  - src/content/case-studies/weather-now.md cover.src: ./images/weather-now-cover.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/weather-now.md cover.dark: ./images/weather-now-cover-dark.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/weather-now.md gallery[0].src: ./images/weather-now-phone.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/case-studies/weather-now.md gallery[0].dark: ./images/weather-now-phone-dark.png is a sample picture. ${PICTURE_FIX}`,
      `  - src/content/blog/typing-fetch-responses-at-the-boundary.md title: "Typing fetch responses at the boundary" is a sample post, published under your name. ${POST_FIX}`,
      `  - src/content/blog/postgres-indexes-i-wish-i-had-added-sooner.md title: "Postgres indexes I wish I had added sooner" is a sample post, published under your name. ${POST_FIX}`,
      `  - src/content/blog/forms-that-survive-slow-networks.md title: "Building forms that survive slow networks" is a sample post, published under your name. ${POST_FIX}`,
      `  - src/content/blog/edge-caching-notes.md title: "Notes on caching at the edge" is the sample's draft post. ${POST_FIX}`,
      "  - src/content/testimonials/priya-raman.md name: Priya Raman is a sample testimonial: the home and About pages quote them about you. Fix: Delete src/content/testimonials/priya-raman.md, or put in the words of someone you worked with (with their consent).",
      "  - src/content/testimonials/daniel-okafor.md name: Daniel Okafor is a sample testimonial: the home and About pages quote them about you. Fix: Delete src/content/testimonials/daniel-okafor.md, or put in the words of someone you worked with (with their consent).",
      "  - src/content/testimonials/sofia-marchetti.md name: Sofia Marchetti is a sample testimonial: the home and About pages quote them about you. Fix: Delete src/content/testimonials/sofia-marchetti.md, or put in the words of someone you worked with (with their consent).",
      "  - src/content/testimonials/kenji-watanabe.md name: Kenji Watanabe is a sample testimonial: the home and About pages quote them about you. Fix: Delete src/content/testimonials/kenji-watanabe.md, or put in the words of someone you worked with (with their consent).",
      "GitHub user not checked: offline.",
    ]);
  });

  it("exits 1 under --strict while anything is left, and 0 once nothing is", async () => {
    expect((await run(["--strict", "--offline"])).code).toBe(1);
    const clean = await run(["--strict", "--offline"], { loadSite: personal });
    expect(clean.code).toBe(0);
    expect(clean.out).toEqual([
      "Nothing of the sample is left: the site is yours.",
      "GitHub user not checked: offline.",
    ]);
  });

  it("fails with the config's own message, and refuses an unknown option", async () => {
    const broken = await run([], {
      loadSite: () => {
        throw new Error("site.config.ts is not valid:\n  - name: must not be empty");
      },
    });
    expect(broken.code).toBe(1);
    expect(broken.errors).toEqual(["site.config.ts is not valid:\n  - name: must not be empty"]);
    const wrong = await run(["--strcit"]);
    expect(wrong.code).toBe(2);
    expect(wrong.errors).toEqual([
      "doctor: unknown option --strcit; use --strict and/or --offline",
    ]);
  });

  it("on GitHub Actions, writes warning annotations and a checklist in the job summary", async () => {
    const summary = join(tempDir(), "summary.md");
    const env = { GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary };
    const { out } = await run([], { env });
    const annotations = out.filter((line) => line.startsWith("::warning "));
    expect(annotations).toHaveLength(20);
    expect(annotations[0]).toBe(
      '::warning file=site.config.ts,title=Make it yours%3A name::"Alex Morgan" is the sample\'s name. Fix: Put your own name.',
    );
    const text = readFileSync(summary, "utf8");
    expect(text.split("\n").slice(0, 5)).toEqual([
      "### Make it yours: 20 things left",
      "",
      "The site was deployed; these still come from the sample. Each line goes away once fixed.",
      "",
      '- [ ] `site.config.ts` **name**: "Alex Morgan" is the sample\'s name. Put your own name.',
    ]);
    expect(text.match(/^- \[ \] /gm)).toHaveLength(20);
    expect(text.match(/^### /gm)).toHaveLength(1);

    const cleanSummary = join(tempDir(), "summary.md");
    const clean = { GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: cleanSummary };
    await run(["--offline"], { env: clean, loadSite: personal });
    expect(readFileSync(cleanSummary, "utf8")).toBe(
      "### Make it yours: nothing of the sample is left\n\nGitHub user not checked: offline.\n\n",
    );
  });

  it("escapes what would break an annotation", async () => {
    const root = tempDir();
    mkdirSync(join(root, "src/content/case-studies"), { recursive: true });
    cpSync(
      join(ROOT, "src/content/case-studies/images/shop-api-cover.png"),
      join(root, "src/content/case-studies/old,cover.png"),
    );
    const label = "100%\nGitHub";
    const loadSite = (): SiteConfig => ({
      ...personal(),
      social: [{ icon: "github", href: "https://github.com/octocat", label }],
    });
    const { out } = await run(["--offline"], { env: { GITHUB_ACTIONS: "true" }, loadSite, root });
    expect(out.filter((line) => line.startsWith("::"))).toEqual([
      "::warning file=site.config.ts,title=Make it yours%3A social[0].href::The 100%25%0AGitHub link (https://github.com/octocat) is the sample's. Fix: Link your own profile, or remove the entry.",
      "::warning file=src/content/case-studies/old%2Ccover.png,title=Make it yours%3A (file)::A sample picture that no case study shows. Fix: Delete it.",
    ]);
  });

  it("writes no annotations or summary elsewhere", async () => {
    const summary = join(tempDir(), "summary.md");
    const { out } = await run([], { env: { GITHUB_STEP_SUMMARY: summary } });
    expect(out.some((line) => line.startsWith("::"))).toBe(false);
    expect(existsSync(summary)).toBe(false);
  });
});

describe("site.config.ts", () => {
  const fields = (site: SiteConfig, env: Record<string, string> = {}) =>
    sampleFindings(site, env).map((item) => item.field);

  it("finds nothing once every field is the owner's", () => {
    expect(fields(personal())).toEqual([]);
  });

  const booking = (bookingUrl: string | undefined, open = true) => {
    const { availability } = sample();
    return { availability: availability && { ...availability, open, bookingUrl } };
  };
  const analytics = (siteId: string) => ({ analytics: { provider: "plausible" as const, siteId } });
  const cases: [string, Partial<SiteConfig>, string[]][] = [
    ["the sample's role beside the owner's tagline", { role: "Full-Stack Developer" }, []],
    [
      "example addresses",
      { email: "me@example.org", siteUrl: "https://a.example.com" },
      ["email", "siteUrl"],
    ],
    [
      "a sample link with a trailing slash",
      { social: [{ icon: "github", href: "https://github.com/octocat/", label: "GitHub" }] },
      ["social[0].href"],
    ],
    [
      "a your-name booking link",
      booking("https://calendly.com/your-name/30min"),
      ["availability.bookingUrl"],
    ],
    ["no booking link", booking(undefined), []],
    [
      "a placeholder booking link, availability off",
      booking("https://cal.com/your-name", false),
      [],
    ],
    ["the config's example analytics id", analytics("your-domain.com"), ["analytics.siteId"]],
    ["a placeholder analytics id", analytics("your_site_id"), ["analytics.siteId"]],
    ["an example.com analytics id", analytics("stats.example.com"), ["analytics.siteId"]],
    ["the owner's analytics domain", analytics("jane.dev"), []],
    ["the owner's analytics id", analytics("b8a0e3f2-5c1d-4e7a-9f6b-2d4c8e1a7b3f"), []],
  ];
  it.each(cases)("%s", (_, change, expected) => {
    expect(fields({ ...personal(), ...change })).toEqual(expected);
  });

  it("accepts a siteUrl that is a bare origin or ends in the base path", () => {
    for (const siteUrl of ["https://jane.github.io", "https://jane.github.io/portfolio"]) {
      expect(fields({ ...personal(), siteUrl }, { BASE_PATH: "/portfolio" })).toEqual([]);
    }
  });

  it("says which base path a siteUrl's path disagrees with, and the fix", () => {
    const site = { ...personal(), siteUrl: "https://jane.github.io/portfolio" };
    expect(sampleFindings(site, {})).toEqual([
      {
        file: "site.config.ts",
        field: "siteUrl",
        problem:
          "https://jane.github.io/portfolio ends in /portfolio/, but the pages are built for the root (BASE_PATH is not set): served from /portfolio/ they would load without styles and with broken links.",
        fix: "Build with BASE_PATH=/portfolio (the GitHub Pages workflow sets it), or make siteUrl the address the pages are served from.",
      },
    ]);
    expect(sampleFindings(site, { BASE_PATH: "/blog" })[0]?.problem).toContain(
      "but the pages are built for BASE_PATH /blog/:",
    );
  });
});

describe("the content", () => {
  const findings = async (root: string) =>
    (await runDoctor(personal(), {}, { offline: true, root })).findings.map(
      (item) => `${item.file} ${item.field}`,
    );

  it("lets a line go once the file is the owner's, and lists a sample picture left behind", async () => {
    const root = tempDir();
    const content = join(root, "src/content");
    cpSync(join(ROOT, "src/content"), content, { recursive: true });
    const edit = (file: string, from: string, to: string) =>
      writeFileSync(
        join(content, file),
        readFileSync(join(content, file), "utf8").replace(from, to),
      );
    edit("case-studies/task-board.md", "title: Task Board", "title: Field Planner");
    writeFileSync(join(content, "case-studies/images/task-board-phone.png"), "my own picture");
    rmSync(join(content, "case-studies/shop-api.md"));
    edit("blog/typing-fetch-responses-at-the-boundary.md", "title: Typing", "title: Parsing");
    edit(
      "blog/forms-that-survive-slow-networks.md",
      "title: Building forms that survive slow networks",
      'title: "Building forms that survive slow networks"',
    );
    rmSync(join(content, "blog/edge-caching-notes.md"));
    writeFileSync(join(content, "blog/mine.md"), "---\ntitle: Notes on caching at the edge\n---\n");
    edit("testimonials/priya-raman.md", "name: Priya Raman", "name: Someone Real");
    expect(await findings(root)).toEqual([
      "src/content/case-studies/task-board.md cover.src",
      "src/content/case-studies/task-board.md cover.dark",
      "src/content/case-studies/task-board.md gallery[0].dark",
      "src/content/case-studies/task-board.md gallery[1].src",
      "src/content/case-studies/task-board.md gallery[1].dark",
      "src/content/case-studies/weather-now.md title",
      "src/content/case-studies/weather-now.md cover.src",
      "src/content/case-studies/weather-now.md cover.dark",
      "src/content/case-studies/weather-now.md gallery[0].src",
      "src/content/case-studies/weather-now.md gallery[0].dark",
      "src/content/case-studies/images/shop-api-cover-dark.png (file)",
      "src/content/case-studies/images/shop-api-cover.png (file)",
      "src/content/blog/postgres-indexes-i-wish-i-had-added-sooner.md title",
      "src/content/blog/forms-that-survive-slow-networks.md title",
      "src/content/testimonials/daniel-okafor.md name",
      "src/content/testimonials/sofia-marchetti.md name",
      "src/content/testimonials/kenji-watanabe.md name",
    ]);
  });

  it("finds nothing without the content folders", async () => {
    expect(await findings(tempDir())).toEqual([]);
  });
});

describe("the GitHub user check", () => {
  const standIn = async () => {
    const github = await startGitHubStandIn({
      users: (origin) => ({ janedoe: githubUser("janedoe", { name: "Jane Doe" }, origin) }),
    });
    onTestFinished(() => github.close());
    return github;
  };

  it("asks GitHub once and reports a user that does not exist", async () => {
    const api = await standIn();
    const site = { ...personal(), github: { ...personal().github, username: "jane-doe-typo" } };
    const report = await runDoctor(site, { SNAPSHOT_GITHUB_API_URL: api.origin });
    expect(api.requests).toEqual([
      { method: "GET", url: "/users/jane-doe-typo", authorization: null },
    ]);
    expect(report).toEqual({
      findings: [
        {
          file: "site.config.ts",
          field: "github.username",
          problem: 'GitHub has no user "jane-doe-typo": /projects would stay empty.',
          fix: "Check the spelling of your GitHub user name.",
        },
      ],
    });
  });

  it("finds nothing for a user that exists, and sends the build's token", async () => {
    const api = await standIn();
    const env = { SNAPSHOT_GITHUB_API_URL: api.origin, GITHUB_TOKEN: "ghs_build" };
    expect(await runDoctor(personal(), env)).toEqual({ findings: [] });
    expect(api.requests).toEqual([
      { method: "GET", url: "/users/janedoe", authorization: "Bearer ghs_build" },
    ]);
  });

  const skipped: [string, Record<string, string>, (() => Promise<Response>) | undefined][] = [
    ["could not reach 127.0.0.1:9", { SNAPSHOT_GITHUB_API_URL: "http://127.0.0.1:9" }, undefined],
    ["GitHub answered 403", {}, async () => new Response("{}", { status: 403 })],
    [
      "timed out",
      {},
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
    ],
  ];
  it.each(skipped)(
    "leaves the user unchecked when GitHub cannot tell: %s",
    async (reason, env, answer) => {
      if (answer) vi.stubGlobal("fetch", answer);
      expect(await runDoctor(personal(), env)).toEqual({ findings: [], unchecked: reason });
    },
  );

  it("does not ask about the sample's user, nor anyone when offline", async () => {
    const api = await standIn();
    await runDoctor(sample(), { SNAPSHOT_GITHUB_API_URL: api.origin });
    await runDoctor(personal(), { SNAPSHOT_GITHUB_API_URL: api.origin }, { offline: true });
    expect(api.requests).toEqual([]);
  });
});

describe("the npm scripts, as Node runs them", () => {
  const node = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [script, ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });

  // Each starts Node: on a busy machine that alone can take seconds.
  it(
    "npm run doctor -- --strict exits 1 on the shipped project, and writes the job summary on GitHub Actions",
    { timeout: 30_000 },
    () => {
      const summary = join(tempDir(), "summary.md");
      const doctor = node("tools/doctor.ts", ["--strict", "--offline"], {
        GITHUB_ACTIONS: "true",
        GITHUB_STEP_SUMMARY: summary,
      });
      expect(doctor.stderr).toBe("");
      expect(doctor.status).toBe(1);
      expect(doctor.stdout.match(/^::warning /gm)).toHaveLength(43);
      expect(readFileSync(summary, "utf8")).toMatch(/^### Make it yours: 43 things left\n/);
    },
  );

  it("npm run init without a user name prints its usage and exits 2", { timeout: 30_000 }, () => {
    const init = node("tools/init.ts", []);
    expect(init.status).toBe(2);
    expect(init.stderr.trim()).toBe("init: usage: npm run init -- --github USERNAME [--force]");
  });
});

describe("a site in several languages", () => {
  it("lists each prose text and content file with no translation", () => {
    const root = mkdtempSync(join(tmpdir(), "doctor-languages-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, "src/content/case-studies/de"), { recursive: true });
    mkdirSync(join(root, "src/content/blog"), { recursive: true });
    for (const file of ["case-studies/board.md", "case-studies/de/board.md", "blog/post.md"]) {
      writeFileSync(join(root, "src/content", file), "---\ntitle: x\n---\n");
    }
    const config = { ...shipped, languages: ["en" as const, "de" as const] };
    const own = new Set<string>();
    const german = resolveSiteConfig(
      { ...config, tagline: { en: "I build", de: "Ich baue" } },
      {},
      "de",
      own,
    );
    const site = {
      ...sample(),
      languages: config.languages,
      translations: { de: { site: german, own: [...own] } },
    };
    const found = translationFindings(site, root);
    const fields = found.map(({ file, field }) => `${file} ${field}`);
    expect(fields).toContain("site.config.ts greeting");
    expect(fields).toContain("site.config.ts experience[0].title");
    expect(fields).not.toContain("site.config.ts tagline");
    expect(fields).not.toContain("site.config.ts availability.timeZone");
    expect(fields.filter((field) => !field.startsWith("site.config.ts"))).toEqual([
      "src/content/blog/post.md (file)",
    ]);
    expect(found[0]?.problem).toBe("No de translation: the pages in de show the en one.");
  });
});
