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
 * sample's name, texts, links, placeholder identifiers and content, an address that disagrees
 * with the base path, a GitHub user that does not exist. `npm run doctor` prints the findings;
 * every build prints them as warnings and goes on.
 */

/** Where (`field` as the config's path: `social[1].href`), what is wrong, and how to fix it. */
export type Finding = Record<"file" | "field" | "problem" | "fix", string>;

type Env = Record<string, string | undefined>;
type Check = [field: string, found: boolean, problem: string, fix: string];

/** Hosts that can never be a real site or mailbox (RFC 2606). */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$|\.(example|test|invalid)$/i;
/** Placeholder identifiers (`your-emailjs-service-id`) and links (`cal.com/your-name`). */
const YOUR_ID = /^your[-_ ]/i;
const YOUR_LINK = /your-(name|handle|profile)/i;

/** A path as a base path; the root for an invalid one (the build stops on it, naming it). */
function basePathOrRoot(value: string | undefined): string {
  try {
    return normalizeBasePath(value);
  } catch {
    return "/";
  }
}

/** The findings in site.config.ts, as resolved with the build's environment. */
export function sampleFindings(site: SiteConfig, env: Env): Finding[] {
  const is = (value: string, sample: string) => value.trim() === sample;
  // Only while the availability panel shows it: a switched-off block links nowhere.
  const booking = (site.availability?.open && site.availability.bookingUrl) || "";
  const analyticsId = site.analytics?.siteId ?? "";
  const url = new URL(site.siteUrl);
  const exampleUrl = EXAMPLE_HOST.test(url.hostname);
  // The build puts the base path after siteUrl's origin itself: a path in siteUrl is right only
  // when it is that base path; any other means the pages are built for another folder.
  const urlPath = basePathOrRoot(url.pathname);
  const basePath = basePathOrRoot(env.BASE_PATH);
  const checks: Check[] = [
    [
      "name",
      is(site.name, SAMPLE.name),
      `"${site.name}" is the sample's name.`,
      "Put your own name.",
    ],
    [
      "greeting",
      is(site.greeting, SAMPLE.greeting),
      `"${site.greeting}" greets as the sample.`,
      'Write "Hi, I\'m <you>".',
    ],
    // A developer may well be a "Full-Stack Developer": the role counts as the sample's only
    // while the tagline beside it is untouched too.
    [
      "role",
      is(site.role, SAMPLE.role) && is(site.tagline, SAMPLE.tagline),
      `"${site.role}" is the sample's role, next to the sample's tagline.`,
      "Say what you do (keep it if it is yours) and write your own tagline.",
    ],
    [
      "tagline",
      is(site.tagline, SAMPLE.tagline),
      "The tagline is the sample's.",
      "Say in one line what you build.",
    ],
    [
      "intro",
      is(site.intro, SAMPLE.intro),
      "The About page's intro is the sample's.",
      "Write a few lines about you.",
    ],
    [
      "email",
      EXAMPLE_HOST.test(site.email.split("@")[1] ?? ""),
      `${site.email} is an example address: mail to it goes nowhere.`,
      "Put the address you read.",
    ],
    [
      "phone",
      is(site.phone, SAMPLE.phone),
      `${site.phone} is the sample's number.`,
      'Put yours, or "" to hide it.',
    ],
    [
      "availability.bookingUrl",
      YOUR_LINK.test(booking),
      `${booking} is a placeholder: the contact page's Book a call link goes nowhere of yours.`,
      "Put your Cal.com or Calendly page, or remove bookingUrl to show no link.",
    ],
    [
      "siteUrl",
      exampleUrl,
      `${site.siteUrl} is an example address: canonical links, the sitemap and link previews point there.`,
      "Put your site's address, or set VITE_SITE_URL (the SITE_URL variable on GitHub Pages).",
    ],
    [
      "siteUrl",
      !exampleUrl && urlPath !== "/" && urlPath !== basePath,
      `${site.siteUrl} ends in ${urlPath}, but the pages are built for ${basePath === "/" ? "the root (BASE_PATH is not set)" : `BASE_PATH ${basePath}`}: served from ${urlPath} they would load without styles and with broken links.`,
      `Build with BASE_PATH=${urlPath.slice(0, -1)} (the GitHub Pages workflow sets it), or make siteUrl the address the pages are served from.`,
    ],
    [
      "github.username",
      is(site.github.username, SAMPLE.githubUsername),
      `"${site.github.username}" is the sample's GitHub user: /projects lists their repositories.`,
      "Put your GitHub user name, or set VITE_GITHUB_USERNAME.",
    ],
    ...site.social.map((link, index): Check => [
      `social[${index}].href`,
      SAMPLE.socialHrefs.some((href) => href === link.href.replace(/\/+$/, "")) ||
        YOUR_LINK.test(link.href),
      `The ${link.label} link (${link.href}) is the sample's.`,
      "Link your own profile, or remove the entry.",
    ]),
    [
      "cv.downloadName",
      is(site.cv.downloadName, SAMPLE.cvDownloadName),
      `The CV downloads as the sample's ${site.cv.downloadName}.`,
      "Name it after you, such as Jane-Doe-CV.pdf.",
    ],
    ...site.experience.map((job, index): Check => [
      `experience[${index}]`,
      is(job.company, SAMPLE.experienceCompany),
      `"${job.title}" at ${job.company} is the sample's position.`,
      "List your own positions.",
    ]),
    ...site.education.map((degree, index): Check => [
      `education[${index}]`,
      is(degree.institution, SAMPLE.educationInstitution),
      `${degree.degree} at ${degree.institution} is the sample's degree.`,
      "List your own education.",
    ]),
    ...(["publicKey", "serviceId", "templateId"] as const).map((key): Check => [
      `emailjs.${key}`,
      YOUR_ID.test(site.emailjs[key]),
      `"${site.emailjs[key]}" is a placeholder: the contact form cannot send.`,
      `Put your EmailJS ${key.replace(/[A-Z]/, (c) => ` ${c.toLowerCase()}`)}, or set VITE_EMAILJS_${key.replace(/[A-Z]/, "_$&").toUpperCase()}.`,
    ]),
    // The example in site.config.ts's comment, or any other placeholder: switched on like that,
    // the site would send its visits to a site at the provider that is nobody's.
    [
      "analytics.siteId",
      YOUR_ID.test(analyticsId) || EXAMPLE_HOST.test(analyticsId),
      `"${analyticsId}" is a placeholder: no visit would be counted for your site.`,
      "Put your site's domain (Plausible), website id (Umami), site code (GoatCounter) or token (Cloudflare), or set VITE_ANALYTICS_SITE_ID.",
    ],
  ];
  return checks
    .filter(([, found]) => found)
    .map(([field, , problem, fix]) => ({ file: "site.config.ts", field, problem, fix }));
}

/** A Markdown file's front matter; empty for a missing file or broken YAML (the build names it). */
function frontMatter(file: string): Record<string, unknown> {
  try {
    const [, text = ""] = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8")) ?? [];
    const data: unknown = yaml.load(text);
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const CASE_STUDIES = "src/content/case-studies";

/** Known by its content: the owner's own picture under a sample's file name is not one. */
const isSamplePicture = (file: string) =>
  statSync(file, { throwIfNoEntry: false })?.isFile() === true &&
  Object.hasOwn(SAMPLE_PICTURES, createHash("sha256").update(readFileSync(file)).digest("hex"));

/**
 * The sample case studies (by file and title), each picture field of any case study that shows a
 * sample picture, and the sample pictures no case study shows.
 */
function caseStudyFindings(root: string): Finding[] {
  const folder = path.resolve(root, CASE_STUDIES);
  if (!existsSync(folder)) return [];
  const found: Finding[] = [];
  const shown = new Set<string>();
  for (const name of readdirSync(folder).sort()) {
    if (!/\.mdx?$/.test(name)) continue;
    const file = `${CASE_STUDIES}/${name}`;
    const { title, cover, gallery } = frontMatter(path.join(folder, name));
    if (SAMPLE_CASE_STUDIES.some((sample) => sample.file === name && sample.title === title)) {
      found.push({
        file,
        field: "title",
        problem: `"${String(title)}" is a sample case study: /projects and the home page show it as your work.`,
        fix: `Write about one of your projects in its place, or delete ${file} and its pictures.`,
      });
    }
    const pictures: unknown[] = [cover, ...(Array.isArray(gallery) ? gallery : [])];
    pictures.forEach((picture, index) => {
      const src = (picture as { src?: unknown } | undefined)?.src;
      if (typeof src !== "string") return;
      shown.add(path.resolve(folder, src));
      if (!isSamplePicture(path.resolve(folder, src))) return;
      found.push({
        file,
        field: index === 0 ? "cover.src" : `gallery[${index - 1}].src`,
        problem: `${src} is a sample picture.`,
        fix: "Show your own project there (a screenshot or diagram), with alt text that describes it.",
      });
    });
  }
  for (const relative of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const picture = path.resolve(folder, relative);
    if (shown.has(picture) || !isSamplePicture(picture)) continue;
    found.push({
      file: `${CASE_STUDIES}/${relative.split(path.sep).join("/")}`,
      field: "(file)",
      problem: "A sample picture that no case study shows.",
      fix: "Delete it.",
    });
  }
  return found;
}

const SAMPLE_POSTS = [
  ["typing-fetch-responses-at-the-boundary.md", "Typing fetch responses at the boundary"],
  ["postgres-indexes-i-wish-i-had-added-sooner.md", "Postgres indexes I wish I had added sooner"],
  ["forms-that-survive-slow-networks.md", "Building forms that survive slow networks"],
  ["edge-caching-notes.md", "Notes on caching at the edge"],
] as const;

/**
 * The sample's posts and testimonials still in place: a sample file whose title (or person) is
 * still the sample's. Once retitled, a post is the owner's.
 */
function postAndTestimonialFindings(root: string): Finding[] {
  const posts = SAMPLE_POSTS.flatMap(([name, title]): Finding[] => {
    const file = `src/content/blog/${name}`;
    const data = frontMatter(path.resolve(root, file));
    if (data.title !== title) return [];
    const problem =
      data.draft === true
        ? `"${title}" is the sample's draft post.`
        : `"${title}" is a sample post, published under your name.`;
    const fix = "Delete the file, or make the post yours: your own title and text.";
    return [{ file, field: "title", problem, fix }];
  });
  const testimonials = SAMPLE_TESTIMONIALS.flatMap(({ file: name, name: person }): Finding[] => {
    const file = `src/content/testimonials/${name}`;
    if (frontMatter(path.resolve(root, file)).name !== person) return [];
    const problem = `${person} is a sample testimonial: the home and About pages quote them about you.`;
    const fix = `Delete ${file}, or put in the words of someone you worked with (with their consent).`;
    return [{ file, field: "name", problem, fix }];
  });
  return [...posts, ...testimonials];
}

/**
 * Every finding: the config's; the content's when `root`, the project, is given; and GitHub's
 * answer on the user, asked once. `unchecked` says why that answer is missing: any answer but a
 * user or a 404 (no network, a rate limit, a slow API) leaves the check out rather than guess.
 */
export async function runDoctor(
  site: SiteConfig,
  env: Env,
  options: { root?: string; offline?: boolean; timeoutMs?: number } = {},
): Promise<{ findings: Finding[]; unchecked?: string }> {
  const findings = sampleFindings(site, env);
  if (options.root) {
    findings.push(...caseStudyFindings(options.root), ...postAndTestimonialFindings(options.root));
  }
  if (options.offline) return { findings, unchecked: "offline" };
  // The sample's user exists; asking about it would only spend the hourly limit.
  if (site.github.username === SAMPLE.githubUsername) return { findings };
  const api = env.SNAPSHOT_GITHUB_API_URL?.trim() || site.github.apiBaseUrl;
  try {
    const { ok, status } = await requestGitHubUser(api, site.github.username, {
      token: env.GITHUB_TOKEN?.trim(),
      timeoutMs: options.timeoutMs ?? 5_000,
    });
    if (status === 404) {
      findings.push({
        file: "site.config.ts",
        field: "github.username",
        problem: `GitHub has no user "${site.github.username}": /projects would stay empty.`,
        fix: "Check the spelling of your GitHub user name.",
      });
    } else if (!ok) {
      return { findings, unchecked: `GitHub answered ${status}` };
    }
    return { findings };
  } catch (error) {
    if (!(error instanceof GitHubUnreachable)) throw error;
    const unchecked = error.timedOut ? "timed out" : `could not reach ${new URL(api).host}`;
    return { findings, unchecked };
  }
}

const things = (count: number) => `${count} ${count === 1 ? "thing" : "things"}`;
const line = (item: Finding) => `${item.file} ${item.field}: ${item.problem} Fix: ${item.fix}`;

/** Runs the doctor at the start of every build and prints its findings as warnings. */
export function doctor(load: () => { site: SiteConfig; env: Env }): AstroIntegration {
  return {
    name: "portfolio:doctor",
    hooks: {
      "astro:build:start": async ({ logger }) => {
        const { site, env } = load();
        const { findings } = await runDoctor(site, env, { timeoutMs: 3_000, root: process.cwd() });
        if (findings.length === 0) return;
        for (const item of findings) logger.warn(line(item));
        logger.warn(
          `${things(findings.length)} still from the sample; \`npm run doctor\` lists them again.`,
        );
      },
    },
  };
}

/** A workflow command's text with what would end it escaped; in a property, `:` and `,` too. */
function escape(text: string, property = false): string {
  const value = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return property ? value.replace(/:/g, "%3A").replace(/,/g, "%2C") : value;
}

export interface DoctorCommandIo {
  env: Env;
  /** The checked config; throws naming each bad field. */
  loadSite: () => SiteConfig;
  /** The project, whose content is checked too. */
  root?: string;
  log: (line: string) => void;
  error: (line: string) => void;
  appendSummary: (path: string, text: string) => void;
}

/**
 * `npm run doctor`: prints the findings and returns the exit code. On GitHub Actions each finding
 * is a warning annotation too, and the job summary gets them as a checklist.
 */
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
  const { findings, unchecked } = await runDoctor(site, io.env, {
    offline: argv.includes("--offline"),
    root: io.root,
  });
  const notChecked = unchecked && `GitHub user not checked: ${unchecked}.`;
  io.log(
    findings.length === 0
      ? "Nothing of the sample is left: the site is yours."
      : `${things(findings.length)} still to make the site yours:`,
  );
  for (const item of findings) io.log(`  - ${line(item)}`);
  if (notChecked) io.log(notChecked);
  if (io.env.GITHUB_ACTIONS === "true") {
    for (const { file, field, problem, fix } of findings) {
      io.log(
        `::warning file=${escape(file, true)},title=${escape(`Make it yours: ${field}`, true)}::${escape(`${problem} Fix: ${fix}`)}`,
      );
    }
    const summary = [
      findings.length === 0
        ? "### Make it yours: nothing of the sample is left"
        : `### Make it yours: ${things(findings.length)} left`,
      "",
    ];
    if (findings.length > 0) {
      summary.push(
        "The site was deployed; these still come from the sample. Each line goes away once fixed.",
        "",
        ...findings.map(
          (item) => `- [ ] \`${item.file}\` **${item.field}**: ${item.problem} ${item.fix}`,
        ),
        "",
      );
    }
    if (notChecked) summary.push(notChecked, "");
    const file = io.env.GITHUB_STEP_SUMMARY;
    if (file) io.appendSummary(file, `${summary.join("\n")}\n`);
  }
  return argv.includes("--strict") && findings.length > 0 ? 1 : 0;
}
