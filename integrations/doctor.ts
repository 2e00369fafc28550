import { createHash } from "node:crypto";
import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { AstroIntegration } from "astro";
import yaml from "js-yaml";
import SAMPLE_PICTURES from "../src/features/case-studies/sample-pictures.json" with { type: "json" };
import { SITE_ENV, type Translations } from "../src/config/resolve.ts";
import { SAMPLE } from "../src/config/sample.ts";
import type { SiteConfig } from "../src/config/schema.ts";
import { normalizeBasePath } from "./base-path.ts";
import { NO_ANSWER, requestGitHubUser } from "./github-user.ts";

/**
 * What a fork still has to change before it goes live, one finding per field or file: the
 * sample's name, texts, links, placeholder identifiers and content, an address that disagrees
 * with the base path, a GitHub user that does not exist. `npm run doctor` prints the findings;
 * every build prints them as warnings and goes on.
 */

/** Where (`field` as the config's path: `social[1].href`), what is wrong, and how to fix it. */
export type Finding = Record<"file" | "field" | "problem" | "fix", string>;

type Env = Record<string, string | undefined>;
/** The config as loadSiteConfig gives it: with its other languages, if any. */
type Site = SiteConfig & { translations?: Translations };

/** Hosts that can never be a real site or mailbox (RFC 2606). */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$|\.(example|test|invalid)$/i;
/** Placeholder identifiers (`your-emailjs-service-id`) and links (`cal.com/your-name`). */
const YOUR_ID = /^your[-_ ]/i;
const YOUR_LINK = /your-(name|handle|profile)/i;

/** `, or set VITE_…` for a field an environment variable overrides (SITE_ENV). */
const orSet = (field: string) => {
  const name = Object.entries(SITE_ENV).find(([, [overridden]]) => overridden === field)?.[0];
  return name ? `, or set ${name}` : "";
};

/** The findings in site.config.ts, as resolved with the build's environment. */
export function sampleFindings(site: SiteConfig, env: Env): Finding[] {
  const findings: Finding[] = [];
  const add = (field: string, problem: string, fix: string) =>
    findings.push({ file: "site.config.ts", field, problem, fix });
  const is = (value: string, sample: string) => value.trim() === sample;

  if (is(site.name, SAMPLE.name)) {
    add("name", `"${site.name}" is the sample's name.`, "Put your own name.");
  }
  if (is(site.portrait ?? "", SAMPLE.portrait)) {
    const fix = `Put your photo in src/assets/ and its name here${orSet("portrait")}, or remove the field.`;
    add("portrait", `src/assets/${SAMPLE.portrait} is the sample's drawn face.`, fix);
  }
  if (is(site.greeting, SAMPLE.greeting)) {
    add("greeting", `"${site.greeting}" greets as the sample.`, 'Write "Hi, I\'m <you>".');
  }
  // A developer may well be a "Full-Stack Developer": the role counts as the sample's only
  // while the tagline beside it is untouched too.
  if (is(site.role, SAMPLE.role) && is(site.tagline, SAMPLE.tagline)) {
    const problem = `"${site.role}" is the sample's role, next to the sample's tagline.`;
    const fix = "Say what you do (keep it if it is yours) and write your own tagline.";
    add("role", problem, fix);
  }
  if (is(site.tagline, SAMPLE.tagline)) {
    add("tagline", "The tagline is the sample's.", "Say in one line what you build.");
  }
  if (is(site.intro, SAMPLE.intro)) {
    add("intro", "The About page's intro is the sample's.", "Write a few lines about you.");
  }
  if (EXAMPLE_HOST.test(site.email.split("@")[1] ?? "")) {
    const problem = `${site.email} is an example address: mail to it goes nowhere.`;
    add("email", problem, "Put the address you read.");
  }
  if (is(site.phone, SAMPLE.phone)) {
    add("phone", `${site.phone} is the sample's number.`, 'Put yours, or "" to hide it.');
  }
  // Only while the availability panel shows it: a switched-off block links nowhere.
  const booking = (site.availability?.open && site.availability.bookingUrl) || "";
  if (YOUR_LINK.test(booking)) {
    const problem = `${booking} is a placeholder: the contact page's Book a call link goes nowhere of yours.`;
    const fix = "Put your Cal.com or Calendly page, or remove bookingUrl to show no link.";
    add("availability.bookingUrl", problem, fix);
  }
  const url = new URL(site.siteUrl);
  // The build puts the base path after siteUrl's origin itself: a path in siteUrl is right only
  // when it is that base path; any other means the pages are built for another folder.
  const urlPath = url.pathname.replace(/\/?$/, "/");
  const basePath = normalizeBasePath(env.BASE_PATH);
  if (EXAMPLE_HOST.test(url.hostname)) {
    const problem = `${site.siteUrl} is an example address: canonical links, the sitemap and link previews point there.`;
    const fix = `Put your site's address${orSet("siteUrl")} (the SITE_URL variable on GitHub Pages).`;
    add("siteUrl", problem, fix);
  } else if (urlPath !== "/" && urlPath !== basePath) {
    const problem = `${site.siteUrl} ends in ${urlPath}, but the pages are built for ${basePath === "/" ? "the root (BASE_PATH is not set)" : `BASE_PATH ${basePath}`}: served from ${urlPath} they would load without styles and with broken links.`;
    const fix = `Build with BASE_PATH=${urlPath.slice(0, -1)} (the GitHub Pages workflow sets it), or make siteUrl the address the pages are served from.`;
    add("siteUrl", problem, fix);
  }
  if (is(site.github.username, SAMPLE.githubUsername)) {
    const problem = `"${site.github.username}" is the sample's GitHub user: /projects lists their repositories.`;
    const fix = `Put your GitHub user name${orSet("github.username")}.`;
    add("github.username", problem, fix);
  }
  site.social.forEach(({ href, label }, index) => {
    const sample = SAMPLE.socialHrefs.some((other) => other === href.replace(/\/+$/, ""));
    if (!sample && !YOUR_LINK.test(href)) return;
    const problem = `The ${label} link (${href}) is the sample's.`;
    add(`social[${index}].href`, problem, "Link your own profile, or remove the entry.");
  });
  if (is(site.cv.downloadName, SAMPLE.cvDownloadName)) {
    const problem = `The CV downloads as the sample's ${site.cv.downloadName}.`;
    add("cv.downloadName", problem, "Name it after you, such as Jane-Doe-CV.pdf.");
  }
  site.experience.forEach(({ title, company }, index) => {
    if (!SAMPLE.experienceCompanies.some((sample) => is(company, sample))) return;
    const problem = `"${title}" at ${company} is the sample's position.`;
    add(`experience[${index}]`, problem, "List your own positions.");
  });
  site.education.forEach(({ degree, institution }, index) => {
    if (!is(institution, SAMPLE.educationInstitution)) return;
    const problem = `${degree} at ${institution} is the sample's degree.`;
    add(`education[${index}]`, problem, "List your own education.");
  });
  for (const key of ["publicKey", "serviceId", "templateId"] as const) {
    if (!YOUR_ID.test(site.emailjs[key])) continue;
    const problem = `"${site.emailjs[key]}" is a placeholder: the contact form cannot send.`;
    const fix = `Put your EmailJS ${key.replace(/[A-Z]/, (c) => ` ${c.toLowerCase()}`)}${orSet(`emailjs.${key}`)}.`;
    add(`emailjs.${key}`, problem, fix);
  }
  // The example in site.config.ts's comment, or any other placeholder: switched on like that,
  // the site would send its visits to a site at the provider that is nobody's.
  const analyticsId = site.analytics?.siteId ?? "";
  if (YOUR_ID.test(analyticsId) || EXAMPLE_HOST.test(analyticsId)) {
    const problem = `"${analyticsId}" is a placeholder: no visit would be counted for your site.`;
    const fix = `Put your site's domain (Plausible), website id (Umami), site code (GoatCounter) or token (Cloudflare)${orSet("analytics.siteId")}.`;
    add("analytics.siteId", problem, fix);
  }
  return findings;
}
/** A Markdown file's front matter; empty for a missing file or broken YAML (the build names it). */
function frontMatter(file: string): Record<string, unknown> {
  try {
    const [, text = ""] = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8")) ?? [];
    // Nothing, or a lone value, has no fields.
    return Object(yaml.load(text)) as Record<string, unknown>;
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
 * The content the template ships with, by file in src/content/: the title (a testimonial's
 * person) each has while it is the sample's. The case studies' pictures are known by their
 * content: sample-pictures.json holds each one's SHA-256 (tools/samples/draw.ts writes it as it
 * draws them).
 */
const SAMPLE_CONTENT: Record<string, string> = {
  "case-studies/task-board.md": "Task Board",
  "case-studies/shop-api.md": "Shop API",
  "case-studies/weather-now.md": "Weather Now",
  "blog/typing-fetch-responses-at-the-boundary.md": "Typing fetch responses at the boundary",
  "blog/postgres-indexes-i-wish-i-had-added-sooner.md":
    "Postgres indexes I wish I had added sooner",
  "blog/forms-that-survive-slow-networks.md": "Building forms that survive slow networks",
  "blog/edge-caching-notes.md": "Notes on caching at the edge",
  "testimonials/priya-raman.md": "Priya Raman",
  "testimonials/daniel-okafor.md": "Daniel Okafor",
  "testimonials/sofia-marchetti.md": "Sofia Marchetti",
  "testimonials/kenji-watanabe.md": "Kenji Watanabe",
};

/**
 * The sample content still in place: each sample case study, post and testimonial whose title
 * (or person) is still the sample's, each picture field that shows a sample picture, and the
 * sample pictures no case study shows. Once retitled, a file is the owner's.
 */
function contentFindings(root: string): Finding[] {
  const found: Finding[] = [];
  const add = (file: string, field: string, problem: string, fix: string) =>
    found.push({ file, field, problem, fix });
  const folder = path.resolve(root, CASE_STUDIES);
  const shown = new Set<string>();
  for (const name of globSync("*.{md,mdx}", { cwd: folder }).sort()) {
    const file = `${CASE_STUDIES}/${name}`;
    const { title, cover, gallery } = frontMatter(path.join(folder, name));
    if (SAMPLE_CONTENT[`case-studies/${name}`] === title) {
      const problem = `"${String(title)}" is a sample case study: /projects and the home page show it as your work.`;
      const fix = `Write about one of your projects in its place, or delete ${file} and its pictures.`;
      add(file, "title", problem, fix);
    }
    const pictures: unknown[] = [cover, ...(Array.isArray(gallery) ? gallery : [])];
    pictures.forEach((picture, index) => {
      for (const key of ["src", "dark"] as const) {
        const src = (picture as Partial<Record<typeof key, unknown>> | undefined)?.[key];
        if (typeof src !== "string") continue;
        shown.add(path.resolve(folder, src));
        if (!isSamplePicture(path.resolve(folder, src))) continue;
        const field = `${index === 0 ? "cover" : `gallery[${index - 1}]`}.${key}`;
        const fix =
          "Show your own project there (a screenshot or diagram), with alt text that describes it.";
        add(file, field, `${src} is a sample picture.`, fix);
      }
    });
  }
  for (const relative of globSync("**", { cwd: folder }).sort()) {
    const picture = path.resolve(folder, relative);
    if (shown.has(picture) || !isSamplePicture(picture)) continue;
    const file = `${CASE_STUDIES}/${relative.split(path.sep).join("/")}`;
    add(file, "(file)", "A sample picture that no case study shows.", "Delete it.");
  }
  for (const [entry, sample] of Object.entries(SAMPLE_CONTENT)) {
    const file = `src/content/${entry}`;
    const data = frontMatter(path.resolve(root, file));
    if (entry.startsWith("blog/") && data.title === sample) {
      const kind =
        data.draft === true
          ? "the sample's draft post"
          : "a sample post, published under your name";
      const fix = "Delete the file, or make the post yours: your own title and text.";
      add(file, "title", `"${sample}" is ${kind}.`, fix);
    } else if (entry.startsWith("testimonials/") && data.name === sample) {
      const problem = `${sample} is a sample testimonial: the home and About pages quote them about you.`;
      const fix = `Delete ${file}, or put in the words of someone you worked with (with their consent).`;
      add(file, "name", problem, fix);
    }
  }
  return found;
}

/** The config's texts a visitor reads as prose (the rest, names, addresses and codes, stay as they are). */
const PROSE = "role greeting tagline intro location availability experience education skills";
const NOT_PROSE = new Set("timeZone workplace bookingUrl start".split(" "));

/**
 * What a site in several languages has not translated yet: each text of the config a visitor
 * reads as prose that has no text in a language (it shows in the default language there), and
 * each case study, post and testimonial with no file in that language's folder.
 */
export function translationFindings(site: Site, root: string) {
  const found: Finding[] = [];
  for (const [lang, translation] of Object.entries(site.translations ?? {})) {
    const own = new Set(translation.own);
    const missing = `No ${lang} translation: the pages in ${lang} show the ${site.languages[0]} one.`;
    const walk = (value: unknown, field: string): void => {
      if (typeof value === "string" && !own.has(value)) {
        const fix = `Write it as one text a language, such as { ${site.languages[0]}: "...", ${lang}: "..." }.`;
        found.push({ file: "site.config.ts", field, problem: missing, fix });
      } else if (typeof value === "object" && value !== null) {
        for (const [key, item] of Object.entries(value)) {
          const at = Array.isArray(value) ? `${field}[${key}]` : `${field}.${key}`;
          if (!NOT_PROSE.has(key)) walk(item, at);
        }
      }
    };
    const translated = translation.site as unknown as Record<string, unknown>;
    for (const field of PROSE.split(" ")) walk(translated[field], field);
    for (const folder of ["case-studies", "blog", "testimonials"]) {
      const dir = path.resolve(root, "src/content", folder);
      for (const name of globSync("[!_]*.{md,mdx}", { cwd: dir })) {
        if (existsSync(path.join(dir, lang, name))) continue;
        const file = `src/content/${folder}/${name}`;
        const fix = `Translate it into src/content/${folder}/${lang}/${name}.`;
        found.push({ file, field: "(file)", problem: missing, fix });
      }
    }
  }
  return found;
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
    findings.push(...contentFindings(options.root), ...translationFindings(site, options.root));
  }
  if (options.offline) return { findings, unchecked: "offline" };
  // The sample's user exists; asking about it would only spend the hourly limit.
  if (site.github.username === SAMPLE.githubUsername) return { findings };
  const api = env.SNAPSHOT_GITHUB_API_URL?.trim() || site.github.apiBaseUrl;
  const answer = await requestGitHubUser(api, site.github.username, {
    token: env.GITHUB_TOKEN?.trim(),
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  if (typeof answer === "string") {
    const unchecked = answer === NO_ANSWER ? "timed out" : `could not reach ${new URL(api).host}`;
    return { findings, unchecked };
  }
  if (answer.status === 404) {
    const problem = `GitHub has no user "${site.github.username}": /projects would stay empty.`;
    const fix = "Check the spelling of your GitHub user name.";
    findings.push({ file: "site.config.ts", field: "github.username", problem, fix });
  } else if (!answer.ok) {
    return { findings, unchecked: `GitHub answered ${answer.status}` };
  }
  return { findings };
}

export const things = (count: number) => `${count} ${count === 1 ? "thing" : "things"}`;
export const line = (item: Finding) =>
  `${item.file} ${item.field}: ${item.problem} Fix: ${item.fix}`;

/** Runs the doctor at the start of every build and prints its findings as warnings. */
export const doctor = (site: SiteConfig, env: Env): AstroIntegration => ({
  name: "portfolio:doctor",
  hooks: {
    "astro:build:start": async ({ logger }) => {
      const { findings } = await runDoctor(site, env, { timeoutMs: 3_000, root: process.cwd() });
      if (findings.length === 0) return;
      for (const item of findings) logger.warn(line(item));
      logger.warn(
        `${things(findings.length)} still to make the site yours; \`npm run doctor\` lists them again.`,
      );
    },
  },
});
