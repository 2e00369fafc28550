// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_TESTIMONIALS } from "../../src/features/testimonials/sample.ts";
import shipped from "../../site.config.ts";
import {
  annotation,
  BLOG_DIR,
  caseStudyFindings,
  checkGitHubUser,
  doctorCommand,
  formatFinding,
  jobSummary,
  runDoctor,
  sampleFindings,
  samplePostFindings,
  sampleTestimonialFindings,
  TESTIMONIALS_DIR,
  SAMPLE_POSTS,
  type DoctorCommandIo,
} from "../../integrations/doctor.ts";
import { resolveSiteConfig } from "../../src/config/resolve.ts";
import type { SiteConfig, SiteConfigInput } from "../../src/config/schema.ts";
import { githubUser, startGitHubStandIn, type GitHubStandIn } from "../support/github.ts";

const ROOT = resolve(import.meta.dirname, "../..");

const sample = (): SiteConfig => resolveSiteConfig(structuredClone(shipped), {});

/** A config with nothing of the sample left. */
function personal(): SiteConfig {
  const site = sample();
  return {
    ...site,
    name: "Jane Doe",
    greeting: "Hi, I'm Jane",
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
    education: [],
    availability: site.availability && {
      ...site.availability,
      bookingUrl: "https://cal.com/janedoe",
    },
    emailjs: {
      publicKey: "pk_live",
      serviceId: "service_x",
      templateId: "template_y",
      limitRate: 0,
    },
  };
}

const fields = (site: SiteConfig, env: Record<string, string> = {}) =>
  sampleFindings(site, env).map((item) => item.field);

describe("what the doctor finds on an untouched fork", () => {
  it("lists every field the sample fills, one line each, in the config's order", () => {
    expect(fields(sample())).toEqual([
      "name",
      "greeting",
      "role",
      "tagline",
      "intro",
      "email",
      "phone",
      "availability.bookingUrl",
      "siteUrl",
      "github.username",
      "social[0].href",
      "social[1].href",
      "cv.downloadName",
      "experience[0]",
      "education[0]",
      "emailjs.publicKey",
      "emailjs.serviceId",
      "emailjs.templateId",
    ]);
  });

  it("names the file, the field and the fix on one line", () => {
    const lines = sampleFindings(sample(), {}).map(formatFinding);
    expect(lines[0]).toBe(
      'site.config.ts name: "Alex Morgan" is the sample\'s name. Fix: Put your own name.',
    );
    expect(lines.find((line) => line.includes("emailjs.serviceId"))).toBe(
      'site.config.ts emailjs.serviceId: "your-emailjs-service-id" is a placeholder: the contact form cannot send. Fix: Put your EmailJS service id, or set VITE_EMAILJS_SERVICE_ID.',
    );
    for (const line of lines) expect(line).not.toContain("\n");
  });

  it("finds nothing once everything is the owner's", () => {
    expect(fields(personal())).toEqual([]);
  });
});

describe("each line goes away when its field is fixed", () => {
  const fixes: [string, (site: SiteConfig) => void][] = [
    ["name", (s) => (s.name = "Jane Doe")],
    ["greeting", (s) => (s.greeting = "Hello, I'm Jane")],
    ["tagline", (s) => (s.tagline = "I ship.")],
    ["intro", (s) => (s.intro = "About me.")],
    ["email", (s) => (s.email = "jane@janedoe.dev")],
    ["phone", (s) => (s.phone = "")],
    ["siteUrl", (s) => (s.siteUrl = "https://janedoe.dev")],
    ["github.username", (s) => (s.github.username = "janedoe")],
    ["social[1].href", (s) => (s.social = s.social.slice(0, 1))],
    ["cv.downloadName", (s) => (s.cv.downloadName = "Jane-Doe-CV.pdf")],
    ["experience[0]", (s) => (s.experience = [])],
    [
      "education[0]",
      (s) =>
        (s.education = [
          { ...s.education[0], degree: "MSc", institution: "TU Delft", period: "2019" },
        ]),
    ],
    ["emailjs.publicKey", (s) => (s.emailjs.publicKey = "pk_123")],
  ];
  it.each(fixes)("%s", (field, fix) => {
    const site = sample();
    expect(fields(site)).toContain(field);
    fix(site);
    expect(fields(site)).not.toContain(field);
  });

  it("keeps a role that is the owner's once the tagline is theirs", () => {
    const site = sample();
    site.tagline = "I build developer tools.";
    expect(site.role).toBe("Full-Stack Developer");
    expect(fields(site)).not.toContain("role");
  });

  it("counts the build's variables: EmailJS identifiers set per deploy are not placeholders", () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: "pk_live",
      VITE_EMAILJS_SERVICE_ID: "service_live",
      VITE_EMAILJS_TEMPLATE_ID: "template_live",
      VITE_GITHUB_USERNAME: "janedoe",
      VITE_SITE_URL: "https://janedoe.github.io",
    };
    const found = fields(resolveSiteConfig(structuredClone(shipped), env), env);
    expect(found).not.toContain("emailjs.publicKey");
    expect(found).not.toContain("github.username");
    expect(found).not.toContain("siteUrl");
  });

  it("calls any example.com address an example, not only the sample's", () => {
    const site = personal();
    site.email = "me@example.org";
    site.siteUrl = "https://portfolio.example.com";
    expect(fields(site)).toEqual(["email", "siteUrl"]);
  });
});

describe("the booking link", () => {
  const withAvailability = (change: Partial<NonNullable<SiteConfig["availability"]>>) => {
    const site = personal();
    return {
      ...site,
      availability: {
        open: true,
        roles: ["Backend engineer"],
        workplace: ["remote" as const],
        timeZone: "Europe/Berlin",
        start: "immediately",
        ...site.availability,
        ...change,
      },
    };
  };

  it("is reported while it is the sample's placeholder, with the fix", () => {
    const found = sampleFindings(withAvailability({ bookingUrl: "https://cal.com/your-name" }), {});
    expect(found).toEqual([
      {
        file: "site.config.ts",
        field: "availability.bookingUrl",
        problem: expect.stringContaining("https://cal.com/your-name is a placeholder"),
        fix: "Put your Cal.com or Calendly page, or remove bookingUrl to show no link.",
      },
    ]);
  });

  it("is reported for any your-name placeholder, such as Calendly's", () => {
    expect(
      fields(withAvailability({ bookingUrl: "https://calendly.com/your-name/30min" })),
    ).toEqual(["availability.bookingUrl"]);
  });

  it("is not reported once it is the owner's, left out, or hidden with availability off", () => {
    expect(fields(withAvailability({ bookingUrl: "https://cal.com/janedoe" }))).toEqual([]);
    expect(fields(withAvailability({ bookingUrl: undefined }))).toEqual([]);
    expect(
      fields(withAvailability({ open: false, bookingUrl: "https://cal.com/your-name" })),
    ).toEqual([]);
    expect(fields({ ...personal(), availability: undefined })).toEqual([]);
  });
});

describe("the analytics site id", () => {
  const withAnalytics = (siteId: string): SiteConfig => ({
    ...personal(),
    analytics: { provider: "plausible", siteId },
  });

  it("is reported while it is the config's example, or any placeholder, with the fix", () => {
    for (const siteId of ["your-domain.com", "your_site_id", "stats.example.com"]) {
      expect(sampleFindings(withAnalytics(siteId), {})).toEqual([
        {
          file: "site.config.ts",
          field: "analytics.siteId",
          problem: `"${siteId}" is a placeholder: no visit would be counted for your site.`,
          fix: expect.stringContaining("or set VITE_ANALYTICS_SITE_ID") as unknown as string,
        },
      ]);
    }
  });

  it("is not reported once it is the owner's, nor with analytics off", () => {
    expect(sampleFindings(withAnalytics("jane.dev"), {})).toEqual([]);
    expect(sampleFindings(withAnalytics("b8a0e3f2-5c1d-4e7a-9f6b-2d4c8e1a7b3f"), {})).toEqual([]);
    expect(sampleFindings({ ...personal(), analytics: undefined }, {})).toEqual([]);
  });
});

describe("siteUrl against BASE_PATH", () => {
  const withUrl = (siteUrl: string) => ({ ...personal(), siteUrl });

  it("accepts a bare origin under any base path, as the GitHub Pages workflow builds it", () => {
    expect(fields(withUrl("https://jane.github.io"), { BASE_PATH: "/portfolio" })).toEqual([]);
    expect(fields(withUrl("https://jane.github.io"), {})).toEqual([]);
  });

  it("accepts a path that is the base path", () => {
    expect(
      fields(withUrl("https://jane.github.io/portfolio"), { BASE_PATH: "/portfolio/" }),
    ).toEqual([]);
  });

  it("reports a path the pages are not built for, with both values and the fix", () => {
    const lines = sampleFindings(withUrl("https://jane.github.io/portfolio"), {}).map(
      formatFinding,
    );
    expect(lines).toEqual([
      "site.config.ts siteUrl: https://jane.github.io/portfolio ends in /portfolio/, but the pages are built for the root (BASE_PATH is not set): served from /portfolio/ they would load without styles and with broken links. Fix: Build with BASE_PATH=/portfolio (the GitHub Pages workflow sets it), or make siteUrl the address the pages are served from.",
    ]);
    const [other] = sampleFindings(withUrl("https://jane.github.io/blog"), {
      BASE_PATH: "/portfolio",
    });
    expect(other?.problem).toContain("but the pages are built for BASE_PATH /portfolio/");
  });
});

describe("the GitHub user check", () => {
  let github: GitHubStandIn | undefined;
  afterEach(async () => {
    await github?.close();
    github = undefined;
  });

  const standIn = async () => {
    github = await startGitHubStandIn({
      users: (origin) => ({ janedoe: githubUser("janedoe", { name: "Jane Doe" }, origin) }),
    });
    return github;
  };

  it("asks GitHub once and reports a user that does not exist", async () => {
    const api = await standIn();
    const site = { ...personal(), github: { ...personal().github, username: "jane-doe-typo" } };
    const report = await runDoctor(site, { SNAPSHOT_GITHUB_API_URL: api.origin });
    expect(api.requests).toEqual([
      { method: "GET", url: "/users/jane-doe-typo", authorization: null },
    ]);
    expect(report.github.outcome).toBe("missing");
    expect(report.findings.map(formatFinding)).toEqual([
      'site.config.ts github.username: GitHub has no user "jane-doe-typo": /projects would stay empty. Fix: Check the spelling of your GitHub user name.',
    ]);
  });

  it("finds nothing for a user that exists, and sends the build's token", async () => {
    const api = await standIn();
    const report = await runDoctor(personal(), {
      SNAPSHOT_GITHUB_API_URL: api.origin,
      GITHUB_TOKEN: "ghs_build",
    });
    expect(report.github.outcome).toBe("exists");
    expect(report.findings).toEqual([]);
    expect(api.requests).toEqual([
      { method: "GET", url: "/users/janedoe", authorization: "Bearer ghs_build" },
    ]);
  });

  it("skips the check, with the reason, when GitHub cannot be reached", async () => {
    const check = await checkGitHubUser(personal(), {
      SNAPSHOT_GITHUB_API_URL: "http://127.0.0.1:9",
    });
    expect(check).toEqual({ outcome: "skipped", reason: "could not reach 127.0.0.1:9" });
  });

  it("skips the check on any other answer, such as a rate limit", async () => {
    const limited = async () => new Response("{}", { status: 403 });
    const check = await checkGitHubUser(personal(), {}, { fetch: limited });
    expect(check).toEqual({ outcome: "skipped", reason: "GitHub answered 403" });
  });

  it("does not ask about the sample's user, nor anyone when offline", async () => {
    const api = await standIn();
    await runDoctor(sample(), { SNAPSHOT_GITHUB_API_URL: api.origin });
    await runDoctor(personal(), { SNAPSHOT_GITHUB_API_URL: api.origin }, { offline: true });
    expect(api.requests).toEqual([]);
  });
});

describe("npm run doctor", () => {
  function io(env: Record<string, string> = {}, site: () => SiteConfig = sample) {
    const out: string[] = [];
    const errors: string[] = [];
    const summaries: [string, string][] = [];
    const value: DoctorCommandIo = {
      env,
      loadSite: site,
      log: (line) => out.push(line),
      error: (line) => errors.push(line),
      appendSummary: (path, text) => summaries.push([path, text]),
    };
    return { value, out, errors, summaries };
  }

  it("prints the findings and exits 0; --strict exits 1", async () => {
    const plain = io();
    expect(await doctorCommand([], plain.value)).toBe(0);
    expect(plain.out[0]).toBe("18 things still to make the site yours:");
    expect(plain.out).toHaveLength(19);
    expect(await doctorCommand(["--strict"], io().value)).toBe(1);
  });

  it("exits 0 under --strict when nothing is left", async () => {
    const clean = io({}, personal);
    expect(await doctorCommand(["--strict", "--offline"], clean.value)).toBe(0);
    expect(clean.out).toEqual([
      "Nothing of the sample is left: the site is yours.",
      "GitHub user not checked: offline.",
    ]);
  });

  it("fails with the config's own message when the config is not valid", async () => {
    const broken = io({}, () => {
      throw new Error("site.config.ts is not valid:\n  - name: must not be empty");
    });
    expect(await doctorCommand([], broken.value)).toBe(1);
    expect(broken.errors).toEqual(["site.config.ts is not valid:\n  - name: must not be empty"]);
  });

  it("refuses an unknown option", async () => {
    const wrong = io();
    expect(await doctorCommand(["--strcit"], wrong.value)).toBe(2);
    expect(wrong.errors).toEqual([
      "doctor: unknown option --strcit; use --strict and/or --offline",
    ]);
  });

  it("on GitHub Actions, writes warning annotations and a checklist in the job summary", async () => {
    const actions = io({ GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "/tmp/summary.md" });
    expect(await doctorCommand([], actions.value)).toBe(0);
    const annotations = actions.out.filter((line) => line.startsWith("::warning "));
    expect(annotations).toHaveLength(18);
    expect(annotations[0]).toBe(
      '::warning file=site.config.ts,title=Make it yours%3A name::"Alex Morgan" is the sample\'s name. Fix: Put your own name.',
    );
    expect(actions.summaries).toHaveLength(1);
    const [path, text] = actions.summaries[0] ?? ["", ""];
    expect(path).toBe("/tmp/summary.md");
    const lines = text.split("\n");
    expect(lines[0]).toBe("### Make it yours: 18 things left");
    const items = lines.filter((line) => line.startsWith("- [ ] "));
    expect(items).toHaveLength(18);
    expect(items[0]).toBe(
      '- [ ] `site.config.ts` **name**: "Alex Morgan" is the sample\'s name. Put your own name.',
    );
  });

  it("writes no annotations or summary elsewhere", async () => {
    const local = io({ GITHUB_STEP_SUMMARY: "/tmp/summary.md" });
    await doctorCommand([], local.value);
    expect(local.out.some((line) => line.startsWith("::"))).toBe(false);
    expect(local.summaries).toEqual([]);
  });
});

describe("sample case studies", () => {
  const SHIPPED = resolve(ROOT, "src/content/case-studies");
  let project = "";
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
    project = "";
  });
  /** A project holding a copy of the shipped case studies. */
  function copy(): string {
    project = mkdtempSync(join(tmpdir(), "doctor-cases-"));
    cpSync(SHIPPED, join(project, "src/content/case-studies"), { recursive: true });
    return join(project, "src/content/case-studies");
  }
  const NONE = { file: "", field: "", problem: "", fix: "" };
  const lines = (root: string) =>
    caseStudyFindings(root).map((item) => `${item.file} ${item.field}`);

  it("lists each sample case study and each sample picture it shows, file and field", () => {
    const found = caseStudyFindings(ROOT);
    expect(found.map((item) => `${item.file} ${item.field}`)).toEqual([
      "src/content/case-studies/shop-api.md title",
      "src/content/case-studies/shop-api.md cover.src",
      "src/content/case-studies/task-board.md title",
      "src/content/case-studies/task-board.md cover.src",
      "src/content/case-studies/task-board.md gallery[0].src",
      "src/content/case-studies/task-board.md gallery[1].src",
      "src/content/case-studies/weather-now.md title",
      "src/content/case-studies/weather-now.md cover.src",
      "src/content/case-studies/weather-now.md gallery[0].src",
    ]);
    expect(formatFinding(found[0] ?? NONE)).toBe(
      'src/content/case-studies/shop-api.md title: "Shop API" is a sample case study: /projects and the home page show it as your work. Fix: Write about one of your projects in its place, or delete src/content/case-studies/shop-api.md and its pictures.',
    );
    expect(formatFinding(found[1] ?? NONE)).toBe(
      "src/content/case-studies/shop-api.md cover.src: ./images/shop-api-cover.png is a sample picture. Fix: Show your own project there (a screenshot or diagram), with alt text that describes it.",
    );
  });

  it("lets a line go once the case study is the owner's or the picture is replaced", () => {
    const dir = copy();
    const board = join(dir, "task-board.md");
    writeFileSync(
      board,
      readFileSync(board, "utf8").replace("title: Task Board", "title: Field Planner"),
    );
    writeFileSync(join(dir, "images/task-board-phone.png"), "a picture of my own");
    expect(lines(project).filter((line) => line.includes("task-board"))).toEqual([
      "src/content/case-studies/task-board.md cover.src",
      "src/content/case-studies/task-board.md gallery[1].src",
    ]);
  });

  it("lists a sample picture left behind when its case study is gone", () => {
    const dir = copy();
    rmSync(join(dir, "shop-api.md"));
    expect(lines(project)).toContain("src/content/case-studies/images/shop-api-cover.png (file)");
    expect(lines(project).some((line) => line.includes("shop-api.md"))).toBe(false);
  });

  it("finds nothing once the samples are removed, nor without the folder", () => {
    const dir = copy();
    rmSync(dir, { recursive: true });
    expect(caseStudyFindings(project)).toEqual([]);
  });

  it("is part of npm run doctor's list", async () => {
    const out: string[] = [];
    await doctorCommand(["--offline"], {
      env: {},
      loadSite: sample,
      log: (line) => out.push(line),
      error: () => {},
      appendSummary: () => {},
      root: ROOT,
    });
    expect(out[0]).toBe("33 things still to make the site yours:");
    expect(out).toContain(
      "  - src/content/case-studies/task-board.md gallery[1].src: ./images/task-board-sync.png is a sample picture. Fix: Show your own project there (a screenshot or diagram), with alt text that describes it.",
    );
  });
});

describe("formats", () => {
  it("escapes what would break an annotation", () => {
    expect(
      annotation({ file: "a,b.ts", field: "x:y", problem: "50% off\nnext", fix: "Do it." }),
    ).toBe("::warning file=a%2Cb.ts,title=Make it yours%3A x%3Ay::50%25 off%0Anext Fix: Do it.");
  });

  it("says so in the summary when nothing is left, and when GitHub was not asked", () => {
    expect(
      jobSummary({ findings: [], github: { outcome: "skipped", reason: "GitHub answered 403" } }),
    ).toBe(
      "### Make it yours: nothing of the sample is left\n\nGitHub user not checked: GitHub answered 403.\n",
    );
  });
});

describe("the sample's posts", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = "";
  });

  const post = (title: string, extra = "") =>
    `---\ntitle: ${title}\ndescription: A post.\ndate: 2025-01-01\n${extra}---\n\nText.\n`;

  it("lists each shipped post still in place: file, field, problem and fix", () => {
    expect(samplePostFindings(ROOT).map(formatFinding)).toEqual([
      'src/content/blog/typing-fetch-responses-at-the-boundary.md title: "Typing fetch responses at the boundary" is a sample post, published under your name. Fix: Delete the file, or make the post yours: your own title and text.',
      'src/content/blog/postgres-indexes-i-wish-i-had-added-sooner.md title: "Postgres indexes I wish I had added sooner" is a sample post, published under your name. Fix: Delete the file, or make the post yours: your own title and text.',
      'src/content/blog/forms-that-survive-slow-networks.md title: "Building forms that survive slow networks" is a sample post, published under your name. Fix: Delete the file, or make the post yours: your own title and text.',
      'src/content/blog/edge-caching-notes.md title: "Notes on caching at the edge" is the sample\'s draft post. Fix: Delete the file, or make the post yours: your own title and text.',
    ]);
  });

  it("knows each shipped post by its file and title", () => {
    for (const { file, title } of SAMPLE_POSTS) {
      const text = readFileSync(join(ROOT, "src/content/blog", file), "utf8");
      expect(text).toMatch(new RegExp(`^title: ${title}$`, "m"));
    }
  });

  it("leaves out a post deleted or retitled, and the owner's own posts", () => {
    dir = mkdtempSync(join(tmpdir(), "doctor-blog-"));
    writeFileSync(join(dir, "typing-fetch-responses-at-the-boundary.md"), post("My own title"));
    writeFileSync(
      join(dir, "forms-that-survive-slow-networks.md"),
      post('"Building forms that survive slow networks"'),
    );
    writeFileSync(join(dir, "my-post.md"), post("Typing fetch responses at the boundary"));
    expect(samplePostFindings(dir, ".").map((item) => [item.file, item.field])).toEqual([
      ["forms-that-survive-slow-networks.md", "title"],
    ]);
  });

  it("are checked by runDoctor only when it is told where the project is", async () => {
    dir = mkdtempSync(join(tmpdir(), "doctor-blog-"));
    expect((await runDoctor(personal(), {}, { offline: true })).findings).toEqual([]);
    expect((await runDoctor(personal(), {}, { offline: true, root: dir })).findings).toEqual([]);
    const fields = (await runDoctor(personal(), {}, { offline: true, root: ROOT })).findings;
    expect(
      fields.map((item) => item.file).filter((file) => file.startsWith(`${BLOG_DIR}/`)),
    ).toEqual(SAMPLE_POSTS.map((item) => `${BLOG_DIR}/${item.file}`));
  });
});

describe("the sample's testimonials", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = "";
  });

  it("lists each shipped testimonial still in place, by its file and the person's name", () => {
    expect(sampleTestimonialFindings(ROOT).map((item) => [item.file, item.field])).toEqual(
      SAMPLE_TESTIMONIALS.map((item) => [`${TESTIMONIALS_DIR}/${item.file}`, "name"]),
    );
    for (const finding of sampleTestimonialFindings(ROOT)) {
      expect(formatFinding(finding)).toMatch(
        /is a sample testimonial: the home and About pages quote them about you\. Fix: Delete /,
      );
    }
  });

  it("leaves out a testimonial deleted or made the owner's own", () => {
    dir = mkdtempSync(join(tmpdir(), "doctor-testimonials-"));
    const [first, second] = SAMPLE_TESTIMONIALS;
    if (!first || !second) throw new Error("two sample testimonials expected");
    writeFileSync(join(dir, first.file), `---\nquote: Great.\nname: Someone Real\n---\n`);
    writeFileSync(join(dir, second.file), `---\nquote: Great.\nname: ${second.name}\n---\n`);
    expect(sampleTestimonialFindings(dir, ".").map((item) => item.file)).toEqual([second.file]);
  });
});

describe("the shipped config", () => {
  it("is what the sample values describe, so an untouched fork is recognised", () => {
    const input: SiteConfigInput = shipped;
    expect(sampleFindings(resolveSiteConfig(input, {}), {})).toHaveLength(18);
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
    "npm run doctor -- --strict exits 1 on the shipped config, and writes the job summary file on GitHub Actions",
    { timeout: 30_000 },
    () => {
      const dir = mkdtempSync(join(tmpdir(), "doctor-"));
      const summary = join(dir, "summary.md");
      try {
        const run = node("tools/doctor/cli.ts", ["--strict", "--offline"], {
          GITHUB_ACTIONS: "true",
          GITHUB_STEP_SUMMARY: summary,
        });
        expect(run.stderr).toBe("");
        expect(run.status).toBe(1);
        // The config's 18, the sample case studies' 9 (3 files, 6 pictures) and the four posts.
        expect(run.stdout.split("\n")[0]).toBe("33 things still to make the site yours:");
        expect(run.stdout.match(/^::warning file=site\.config\.ts,/gm)).toHaveLength(18);
        expect(run.stdout.match(/^::warning file=src\/content\/case-studies\//gm)).toHaveLength(9);
        expect(run.stdout.match(/^::warning file=src\/content\/blog\/[\w-]+\.md,/gm)).toHaveLength(
          4,
        );
        const text = readFileSync(summary, "utf8");
        expect(text.startsWith("### Make it yours: 33 things left\n")).toBe(true);
        expect(text.match(/^- \[ \] /gm)).toHaveLength(33);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("npm run init without a user name prints its usage and exits 2", { timeout: 30_000 }, () => {
    const run = node("tools/init/cli.ts", []);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe("init: usage: npm run init -- --github USERNAME [--force]");
  });
});
