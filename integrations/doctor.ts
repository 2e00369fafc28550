import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { AstroIntegration } from "astro";
import yaml from "js-yaml";
import { SAMPLE_CASE_STUDIES, SAMPLE_PICTURES } from "../src/features/case-studies/sample.ts";
import { SAMPLE_TESTIMONIALS } from "../src/features/testimonials/sample.ts";
import { SAMPLE } from "../src/config/sample.ts";
import type { SiteConfig } from "../src/config/schema.ts";
import { normalizeBasePath } from "./base-path.ts";
import { GitHubUnreachable, requestGitHubUser } from "./github-user.ts";

/**
 * What a fork still has to change before it goes live, one finding per field or file: the
 * sample's name, texts, links and placeholder identifiers, an address that disagrees with the
 * base path, a GitHub user that does not exist. `npm run doctor` prints the findings; every build
 * prints them as warnings and goes on.
 */

export interface Finding {
  /** The file to edit. */
  file: string;
  /** The field in it, as the config's path (`emailjs.serviceId`, `social[1].href`). */
  field: string;
  /** What is wrong, in one sentence. */
  problem: string;
  /** How to make the line go away. */
  fix: string;
}

const CONFIG = "site.config.ts";

const finding = (field: string, problem: string, fix: string): Finding => ({
  file: CONFIG,
  field,
  problem,
  fix,
});

/** Hosts that can never be a real site or mailbox (RFC 2606). */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$|\.(example|test|invalid)$/i;

/** The findings that need nothing but the config and the build's environment. */
export function sampleFindings(site: SiteConfig, env: Record<string, string | undefined>) {
  const found: Finding[] = [];
  const same = (value: string, sample: string) => value.trim() === sample;

  if (same(site.name, SAMPLE.name)) {
    found.push(finding("name", `"${site.name}" is the sample's name.`, "Put your own name."));
  }
  if (same(site.greeting, SAMPLE.greeting)) {
    found.push(
      finding("greeting", `"${site.greeting}" greets as the sample.`, 'Write "Hi, I\'m <you>".'),
    );
  }
  // A developer may well be a "Full-Stack Developer": the role counts as the sample's only while
  // the tagline beside it is untouched too.
  if (same(site.role, SAMPLE.role) && same(site.tagline, SAMPLE.tagline)) {
    found.push(
      finding(
        "role",
        `"${site.role}" is the sample's role, next to the sample's tagline.`,
        "Say what you do (keep it if it is yours) and write your own tagline.",
      ),
    );
  }
  if (same(site.tagline, SAMPLE.tagline)) {
    found.push(
      finding("tagline", "The tagline is the sample's.", "Say in one line what you build."),
    );
  }
  if (same(site.intro, SAMPLE.intro)) {
    found.push(
      finding("intro", "The About page's intro is the sample's.", "Write a few lines about you."),
    );
  }
  if (same(site.email, SAMPLE.email) || EXAMPLE_HOST.test(site.email.split("@")[1] ?? "")) {
    found.push(
      finding(
        "email",
        `${site.email} is an example address: mail to it goes nowhere.`,
        "Put the address you read.",
      ),
    );
  }
  if (same(site.phone, SAMPLE.phone)) {
    found.push(
      finding("phone", `${site.phone} is the sample's number.`, 'Put yours, or "" to hide it.'),
    );
  }
  // Only while the availability panel shows it: a switched-off block links nowhere.
  const booking = site.availability?.open ? site.availability.bookingUrl : undefined;
  if (
    booking &&
    (same(booking, SAMPLE.bookingUrl) || /your-(name|handle|profile)/i.test(booking))
  ) {
    found.push(
      finding(
        "availability.bookingUrl",
        `${booking} is a placeholder: the contact page's Book a call link goes nowhere of yours.`,
        "Put your Cal.com or Calendly page, or remove bookingUrl to show no link.",
      ),
    );
  }

  const siteUrl = new URL(site.siteUrl);
  if (same(site.siteUrl, SAMPLE.siteUrl) || EXAMPLE_HOST.test(siteUrl.hostname)) {
    found.push(
      finding(
        "siteUrl",
        `${site.siteUrl} is an example address: canonical links, the sitemap and link previews point there.`,
        "Put your site's address, or set VITE_SITE_URL (the SITE_URL variable on GitHub Pages).",
      ),
    );
  } else {
    // The build adds the base path to siteUrl's origin itself. A path in siteUrl is only
    // right when it is that base path; any other means the pages are built for another folder.
    const urlPath = normalizeBasePath(siteUrl.pathname);
    let basePath = "/";
    try {
      basePath = normalizeBasePath(env.BASE_PATH);
    } catch {
      // The build itself stops on an invalid BASE_PATH, naming it.
    }
    if (urlPath !== "/" && urlPath !== basePath) {
      found.push(
        finding(
          "siteUrl",
          `${site.siteUrl} ends in ${urlPath}, but the pages are built for ${basePath === "/" ? "the root (BASE_PATH is not set)" : `BASE_PATH ${basePath}`}: served from ${urlPath} they would load without styles and with broken links.`,
          `Build with BASE_PATH=${urlPath.replace(/\/$/, "")} (the GitHub Pages workflow sets it), or make siteUrl the address the pages are served from.`,
        ),
      );
    }
  }

  if (same(site.github.username, SAMPLE.githubUsername)) {
    found.push(
      finding(
        "github.username",
        `"${site.github.username}" is the sample's GitHub user: /projects lists their repositories.`,
        "Put your GitHub user name, or set VITE_GITHUB_USERNAME.",
      ),
    );
  }
  site.social.forEach((link, index) => {
    const sample =
      (SAMPLE.socialHrefs as readonly string[]).includes(link.href.replace(/\/+$/, "")) ||
      /your-(profile|handle|name)/i.test(link.href);
    if (sample) {
      found.push(
        finding(
          `social[${index}].href`,
          `The ${link.label} link (${link.href}) is the sample's.`,
          "Link your own profile, or remove the entry.",
        ),
      );
    }
  });
  if (same(site.cv.downloadName, SAMPLE.cvDownloadName)) {
    found.push(
      finding(
        "cv.downloadName",
        `The CV downloads as the sample's ${site.cv.downloadName}.`,
        "Name it after you, such as Jane-Doe-CV.pdf.",
      ),
    );
  }
  site.experience.forEach((job, index) => {
    if (same(job.company, SAMPLE.experienceCompany)) {
      found.push(
        finding(
          `experience[${index}]`,
          `"${job.title}" at ${job.company} is the sample's position.`,
          "List your own positions.",
        ),
      );
    }
  });
  site.education.forEach((degree, index) => {
    if (same(degree.institution, SAMPLE.educationInstitution)) {
      found.push(
        finding(
          `education[${index}]`,
          `${degree.degree} at ${degree.institution} is the sample's degree.`,
          "List your own education.",
        ),
      );
    }
  });
  for (const key of ["publicKey", "serviceId", "templateId"] as const) {
    const value = site.emailjs[key];
    if (same(value, SAMPLE.emailjs[key]) || /^your[-_ ]/i.test(value)) {
      const variable = `VITE_EMAILJS_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
      found.push(
        finding(
          `emailjs.${key}`,
          `"${value}" is a placeholder: the contact form cannot send.`,
          `Put your EmailJS ${key === "publicKey" ? "public key" : key === "serviceId" ? "service id" : "template id"}, or set ${variable}.`,
        ),
      );
    }
  }
  // The example in site.config.ts's comment, or any other placeholder: switched on like that,
  // the site would send its visits to a site at the provider that is nobody's.
  const analyticsId = site.analytics?.siteId;
  if (
    analyticsId !== undefined &&
    (/^your[-_ ]/i.test(analyticsId) || EXAMPLE_HOST.test(analyticsId))
  ) {
    found.push(
      finding(
        "analytics.siteId",
        `"${analyticsId}" is a placeholder: no visit would be counted for your site.`,
        "Put your site's domain (Plausible), website id (Umami), site code (GoatCounter) or token (Cloudflare), or set VITE_ANALYTICS_SITE_ID.",
      ),
    );
  }
  return found;
}

/** Where the case studies live, relative to the project. */
export const CASE_STUDIES_DIR = "src/content/case-studies";

const PICTURE = /\.(png|jpe?g|webp|avif|gif)$/i;

const isSamplePicture = (file: string): boolean =>
  Object.hasOwn(SAMPLE_PICTURES, createHash("sha256").update(readFileSync(file)).digest("hex"));

/** Every picture file under a folder, as paths relative to it. */
function pictures(dir: string, under = ""): string[] {
  if (!existsSync(path.join(dir, under))) return [];
  return readdirSync(path.join(dir, under)).flatMap((name) => {
    const relative = path.posix.join(under, name);
    if (statSync(path.join(dir, relative)).isDirectory()) return pictures(dir, relative);
    return PICTURE.test(name) ? [relative] : [];
  });
}

interface FrontMatter {
  title?: unknown;
  cover?: { src?: unknown };
  gallery?: { src?: unknown }[];
}

function frontMatter(text: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  try {
    const data: unknown = match ? yaml.load(match[1] ?? "") : null;
    return data && typeof data === "object" ? (data as FrontMatter) : {};
  } catch {
    return {}; // The build names what is wrong with it.
  }
}

/**
 * The sample case studies and sample pictures still in place: each sample file (by its name and
 * title), each picture field that shows a sample picture, and sample pictures no case study uses.
 * `root` is the project, `dir` the case studies' folder in it.
 */
export function caseStudyFindings(root: string, dir = CASE_STUDIES_DIR): Finding[] {
  const folder = path.resolve(root, dir);
  if (!existsSync(folder)) return [];
  const found: Finding[] = [];
  const used = new Set<string>();
  const files = readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  for (const name of files) {
    const file = path.posix.join(dir, name);
    const data = frontMatter(readFileSync(path.join(folder, name), "utf8"));
    const sample = SAMPLE_CASE_STUDIES.find(
      (item) => item.file === name && item.title === data.title,
    );
    if (sample) {
      found.push({
        file,
        field: "title",
        problem: `"${sample.title}" is a sample case study: /projects and the home page show it as your work.`,
        fix: `Write about one of your projects in its place, or delete ${file} and its pictures.`,
      });
    }
    const fields: [string, unknown][] = [
      ["cover.src", data.cover?.src],
      ...(Array.isArray(data.gallery) ? data.gallery : []).map((item, index): [string, unknown] => [
        `gallery[${index}].src`,
        item?.src,
      ]),
    ];
    for (const [field, src] of fields) {
      if (typeof src !== "string") continue;
      const picture = path.resolve(folder, src);
      used.add(picture);
      if (!existsSync(picture) || !isSamplePicture(picture)) continue;
      found.push({
        file,
        field,
        problem: `${src} is a sample picture.`,
        fix: "Show your own project there (a screenshot or diagram), with alt text that describes it.",
      });
    }
  }
  for (const relative of pictures(folder)) {
    const picture = path.resolve(folder, relative);
    if (used.has(picture) || !isSamplePicture(picture)) continue;
    found.push({
      file: path.posix.join(dir, relative),
      field: "(file)",
      problem: "A sample picture that no case study shows.",
      fix: "Delete it.",
    });
  }
  return found;
}

/** Where the owner's posts live, relative to the project, and the sample's posts there. */
export const BLOG_DIR = "src/content/blog";

export const SAMPLE_POSTS = [
  {
    file: "typing-fetch-responses-at-the-boundary.md",
    title: "Typing fetch responses at the boundary",
  },
  {
    file: "postgres-indexes-i-wish-i-had-added-sooner.md",
    title: "Postgres indexes I wish I had added sooner",
  },
  {
    file: "forms-that-survive-slow-networks.md",
    title: "Building forms that survive slow networks",
  },
  { file: "edge-caching-notes.md", title: "Notes on caching at the edge" },
] as const;

/**
 * The sample's posts still in src/content/blog/ with their sample title: published under the
 * owner's name, in the list, the feed and the sitemap. A post whose title was changed is the
 * owner's now.
 */
export function samplePostFindings(root: string, dir = BLOG_DIR): Finding[] {
  return SAMPLE_POSTS.flatMap(({ file, title }) => {
    let text: string;
    try {
      text = readFileSync(path.resolve(root, dir, file), "utf8");
    } catch {
      return [];
    }
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
    const value = (key: string) =>
      /^(['"]?)(.*)\1$/.exec(
        new RegExp(`^${key}:[ \\t]*(.*)$`, "m").exec(front)?.[1]?.trim() ?? "",
      )?.[2];
    if (value("title") !== title) return [];
    const draft = value("draft") === "true";
    return [
      {
        file: path.posix.join(dir, file),
        field: "title",
        problem: draft
          ? `"${title}" is the sample's draft post.`
          : `"${title}" is a sample post, published under your name.`,
        fix: "Delete the file, or make the post yours: your own title and text.",
      },
    ];
  });
}

/** Where the testimonials live, relative to the project. */
export const TESTIMONIALS_DIR = "src/content/testimonials";

/** The sample testimonials still in place, by file name and the person's name. */
export function sampleTestimonialFindings(root: string, dir = TESTIMONIALS_DIR): Finding[] {
  return SAMPLE_TESTIMONIALS.flatMap(({ file, name }) => {
    let text: string;
    try {
      text = readFileSync(path.resolve(root, dir, file), "utf8");
    } catch {
      return [];
    }
    const data = frontMatter(text) as { name?: unknown };
    if (data.name !== name) return [];
    return [
      {
        file: path.posix.join(dir, file),
        field: "name",
        problem: `${name} is a sample testimonial: the home and About pages quote them about you.`,
        fix: `Delete ${path.posix.join(dir, file)}, or put in the words of someone you worked with (with their consent).`,
      },
    ];
  });
}

export interface GitHubUserCheck {
  /** `"missing"`: GitHub says there is no such user; `"skipped"`: GitHub could not be asked. */
  outcome: "exists" | "missing" | "skipped";
  finding?: Finding;
  /** Why it was skipped, for one line of output. */
  reason?: string;
}

/**
 * Asks GitHub once whether the configured user exists. Any answer but 200 or 404 (no network,
 * rate limit, a slow API) skips the check rather than guess.
 */
export async function checkGitHubUser(
  site: SiteConfig,
  env: Record<string, string | undefined>,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<GitHubUserCheck> {
  const apiBaseUrl = (env.SNAPSHOT_GITHUB_API_URL?.trim() || site.github.apiBaseUrl).replace(
    /\/+$/,
    "",
  );
  const token = env.GITHUB_TOKEN?.trim();
  try {
    const response = await requestGitHubUser(apiBaseUrl, site.github.username, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(token ? { token } : {}),
      timeoutMs: options.timeoutMs ?? 5_000,
    });
    if (response.status === 404) {
      return {
        outcome: "missing",
        finding: finding(
          "github.username",
          `GitHub has no user "${site.github.username}": /projects would stay empty.`,
          "Check the spelling of your GitHub user name.",
        ),
      };
    }
    if (response.ok) return { outcome: "exists" };
    return { outcome: "skipped", reason: `GitHub answered ${response.status}` };
  } catch (error) {
    if (!(error instanceof GitHubUnreachable)) throw error;
    return {
      outcome: "skipped",
      reason: error.timedOut ? "timed out" : `could not reach ${new URL(apiBaseUrl).host}`,
    };
  }
}

export interface DoctorReport {
  findings: Finding[];
  github: GitHubUserCheck;
}

export async function runDoctor(
  site: SiteConfig,
  env: Record<string, string | undefined>,
  options: {
    fetch?: typeof fetch;
    offline?: boolean;
    timeoutMs?: number;
    /** The project whose content (src/content/) is checked too; left out, only the config is. */
    root?: string;
  } = {},
): Promise<DoctorReport> {
  const findings = sampleFindings(site, env);
  if (options.root) {
    findings.push(
      ...caseStudyFindings(options.root),
      ...samplePostFindings(options.root),
      ...sampleTestimonialFindings(options.root),
    );
  }
  // The sample's user exists; asking about it would only spend the hourly limit.
  const github: GitHubUserCheck =
    options.offline || site.github.username === SAMPLE.githubUsername
      ? { outcome: "skipped", reason: options.offline ? "offline" : "the sample's user" }
      : await checkGitHubUser(site, env, options);
  if (github.finding) findings.push(github.finding);
  return { findings, github };
}

/** One line per finding: where, what, and the fix. */
export function formatFinding(item: Finding): string {
  return `${item.file} ${item.field}: ${item.problem} Fix: ${item.fix}`;
}

/** GitHub Actions' warning annotation for a finding (one line, with its file). */
export function annotation(item: Finding): string {
  const escape = (text: string, property = false) => {
    const out = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    return property ? out.replace(/:/g, "%3A").replace(/,/g, "%2C") : out;
  };
  return `::warning file=${escape(item.file, true)},title=${escape(`Make it yours: ${item.field}`, true)}::${escape(`${item.problem} Fix: ${item.fix}`)}`;
}

/** The job summary: a checklist an owner ticks off, in Markdown. */
export function jobSummary(report: DoctorReport): string {
  const { findings } = report;
  const lines = [
    findings.length === 0
      ? "### Make it yours: nothing of the sample is left"
      : `### Make it yours: ${findings.length} ${findings.length === 1 ? "thing" : "things"} left`,
    "",
  ];
  if (findings.length > 0) {
    lines.push(
      "The site was deployed; these still come from the sample. Each line goes away once fixed.",
      "",
    );
    for (const item of findings) {
      lines.push(`- [ ] \`${item.file}\` **${item.field}**: ${item.problem} ${item.fix}`);
    }
    lines.push("");
  }
  if (report.github.outcome === "skipped" && report.github.reason !== "the sample's user") {
    lines.push(`GitHub user not checked: ${report.github.reason}.`, "");
  }
  return lines.join("\n");
}

/** Runs the doctor at the start of every build and prints its findings as warnings. */
export function doctor(
  load: () => { site: SiteConfig; env: Record<string, string | undefined> },
): AstroIntegration {
  return {
    name: "portfolio:doctor",
    hooks: {
      "astro:build:start": async ({ logger }) => {
        const { site, env } = load();
        const report = await runDoctor(site, env, { timeoutMs: 3_000, root: process.cwd() });
        if (report.findings.length === 0) return;
        for (const item of report.findings) logger.warn(formatFinding(item));
        logger.warn(
          `${report.findings.length} ${report.findings.length === 1 ? "thing" : "things"} still from the sample; \`npm run doctor\` lists them again.`,
        );
      },
    },
  };
}

export interface DoctorCommandIo {
  env: Record<string, string | undefined>;
  /** The checked config; throws naming each bad field. */
  loadSite: () => SiteConfig;
  log: (line: string) => void;
  error: (line: string) => void;
  appendSummary: (path: string, text: string) => void;
  fetch?: typeof fetch;
  /** The project, for its content (sample case studies and posts); left out, only the config is checked. */
  root?: string;
}

/** `npm run doctor`: prints the report and returns the exit code. */
export async function doctorCommand(argv: readonly string[], io: DoctorCommandIo): Promise<number> {
  const unknown = argv.filter((arg) => arg !== "--strict" && arg !== "--offline");
  if (unknown.length > 0) {
    io.error(`doctor: unknown option ${unknown.join(" ")}; use --strict and/or --offline`);
    return 2;
  }
  let site: SiteConfig;
  try {
    site = io.loadSite();
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const report = await runDoctor(site, io.env, {
    offline: argv.includes("--offline"),
    ...(io.fetch ? { fetch: io.fetch } : {}),
    ...(io.root ? { root: io.root } : {}),
  });
  const { findings } = report;
  if (findings.length === 0) {
    io.log("Nothing of the sample is left: the site is yours.");
  } else {
    io.log(
      `${findings.length} ${findings.length === 1 ? "thing" : "things"} still to make the site yours:`,
    );
    for (const item of findings) io.log(`  - ${formatFinding(item)}`);
  }
  if (report.github.outcome === "skipped" && report.github.reason !== "the sample's user") {
    io.log(`GitHub user not checked: ${report.github.reason}.`);
  }
  if (io.env.GITHUB_ACTIONS === "true") {
    for (const item of findings) io.log(annotation(item));
    const summary = io.env.GITHUB_STEP_SUMMARY;
    if (summary) io.appendSummary(summary, `${jobSummary(report)}\n`);
  }
  return argv.includes("--strict") && findings.length > 0 ? 1 : 0;
}
