import * as v from "valibot";
import { isCalendarDate, isTimeZone } from "../lib/calendar.ts";
import { HEX_COLOR, normalizeHex } from "../lib/color.ts";
import { ANALYTICS_PROVIDERS } from "../lib/analytics-providers.ts";
import { LANGUAGES } from "../lib/i18n.ts";

/**
 * The shape of `site.config.ts`, checked when the site is built (see integrations/site-config.ts).
 * The app itself only imports the types, so none of this ships to visitors.
 */

const string = (what: string) => v.string(`must be text: ${what}`);
const text = (what: string) =>
  v.pipe(string(what), v.trim(), v.nonEmpty(`must not be empty: ${what}`));

const absoluteUrl = (what: string) =>
  v.pipe(
    string(what),
    v.url(`must be an absolute URL such as https://example.com: ${what}`),
    v.check((value) => /^https?:\/\//i.test(value), `must start with http:// or https://: ${what}`),
  );

const httpsUrl = (what: string, example: string) =>
  v.pipe(
    string(`the https:// address of ${what}`),
    v.url(`must be an https:// address such as ${example}`),
    v.check((value) => /^https:\/\//i.test(value), `must start with https://, such as ${example}`),
  );

const hexColor = (what: string) =>
  v.pipe(
    string(what),
    v.trim(),
    v.regex(
      HEX_COLOR,
      (issue) =>
        `must be a hex colour such as "#4338ca" or "#43c" (got ${JSON.stringify(issue.input)}): ${what}`,
    ),
    v.transform(normalizeHex),
  );

/** The accent when site.config.ts names none: close to Tailwind's indigo-700, as shipped. */
export const DEFAULT_ACCENT = "#4338ca";

const oneOf = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, `must be one of ${options.map((o) => `"${o}"`).join(", ")}`);

/** The image types the portrait can be; astro:assets turns each into AVIF and WebP. */
export const PORTRAIT_TYPES = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/** A GitHub user name: letters, digits and single hyphens, at most 39 characters. */
export const GITHUB_USERNAME = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export const SOCIAL_ICONS = [
  "github",
  "linkedin",
  "x",
  "mastodon",
  "bluesky",
  "stackoverflow",
  "youtube",
  "website",
  "email",
] as const;

/** Where the owner will work; the site writes them as "Remote or hybrid". */
export const WORKPLACES = ["remote", "hybrid", "on-site"] as const;

const AvailabilitySchema = v.object({
  open: v.boolean("must be true (shown) or false (hidden everywhere)"),
  roles: v.array(
    text('a role you seek, such as "Senior full-stack engineer"'),
    "must be a list of the roles you seek",
  ),
  location: v.optional(text('where you are, such as "Berlin, Germany"')),
  workplace: v.pipe(
    v.array(oneOf(WORKPLACES), 'must be a list such as ["remote", "hybrid"]'),
    v.minLength(1, 'must name at least one of "remote", "hybrid" or "on-site"'),
  ),
  timeZone: v.pipe(
    string("your time zone, such as Europe/Berlin"),
    v.check(
      isTimeZone,
      (issue) =>
        `must be an IANA time zone such as "Europe/Berlin" or "America/New_York" (got ${JSON.stringify(issue.input)})`,
    ),
  ),
  start: v.pipe(
    text('a date such as "2026-03-01" or a few words such as "immediately"'),
    v.check(
      (value) => !/^\d{4}-/.test(value) || isCalendarDate(value),
      (issue) => `must be a real date written YYYY-MM-DD (got ${JSON.stringify(issue.input)})`,
    ),
    v.maxLength(40, 'must be a date such as "2026-03-01" or at most 40 characters of text'),
  ),
  bookingUrl: v.optional(httpsUrl("your booking page", "https://cal.com/your-name")),
});

/** A PDF's file name; `flags` "i" lets its extension be in capitals too. */
const pdfName = (message: string, flags = "") =>
  v.pipe(v.string(), v.regex(new RegExp(String.raw`^[\w.-]+\.pdf$`, flags), message));

export const SiteConfigSchema = v.object({
  name: text("your name"),
  role: text('your role, such as "Full-Stack Developer"'),
  greeting: text("the greeting on the home page"),
  tagline: text("the tagline under the greeting"),
  intro: text("the intro paragraph on the About page"),
  email: v.pipe(v.string(), v.trim(), v.email("must be an e-mail address such as you@example.com")),
  phone: v.string("must be text (leave empty to hide it)"),
  location: v.string("must be text (leave empty to hide it)"),
  availability: v.optional(AvailabilitySchema),
  siteUrl: absoluteUrl("the public address of the site"),
  // The languages the site speaks, the default one first (see docs/languages.md).
  languages: v.optional(
    v.pipe(
      v.array(oneOf(LANGUAGES), 'must be a list of language codes, such as ["en", "de"]'),
      v.nonEmpty("must name at least one language"),
      v.check((list) => new Set(list).size === list.length, "must name each language once"),
    ),
    ["en"],
  ),
  accent: v.optional(
    hexColor("the accent colour of links and buttons in the light theme"),
    DEFAULT_ACCENT,
  ),
  accentDark: v.optional(hexColor("the accent colour of links and buttons in the dark theme")),
  portrait: v.optional(
    v.pipe(
      string("the file name of your photo in src/assets/, such as portrait.jpg"),
      v.trim(),
      v.regex(
        new RegExp(`^[\\w.-]+\\.(?:${PORTRAIT_TYPES.join("|")})$`, "i"),
        (issue) =>
          "must be the file name of a jpg, jpeg, png, webp or avif image in src/assets/, such as " +
          `portrait.jpg (src/assets/${String(issue.input)} is not one)`,
      ),
    ),
  ),
  cv: v.object({
    file: v.optional(pdfName("must be the name of a PDF file in public/, such as cv.pdf", "i")),
    downloadName: pdfName("must be a file name ending in .pdf, such as Jane-Doe-CV.pdf"),
  }),
  social: v.array(
    v.object({
      icon: v.picklist(SOCIAL_ICONS, `must be one of ${SOCIAL_ICONS.join(", ")}`),
      href: v.pipe(
        string("a URL or a mailto: address"),
        v.regex(
          /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i,
          "must be an absolute http(s) URL or a mailto: address",
        ),
      ),
      label: text("a short name read out for the icon, such as GitHub"),
    }),
    "must be a list of links",
  ),
  github: v.object({
    username: v.pipe(
      v.string(),
      v.regex(GITHUB_USERNAME, "must be a GitHub user name (letters, digits and single hyphens)"),
    ),
    apiBaseUrl: absoluteUrl(
      "GitHub's API, https://api.github.com unless you use GitHub Enterprise",
    ),
  }),
  projects: v.object({
    sort: v.picklist(
      ["pushed", "stars", "name"],
      'must be "pushed" (recently pushed first), "stars" or "name"',
    ),
    hideForks: v.boolean("must be true or false"),
    hideArchived: v.boolean("must be true or false"),
    exclude: v.array(v.string(), "must be a list of repository names"),
    pin: v.array(v.string(), "must be a list of repository names"),
  }),
  tech: v.array(text("a technology name"), "must be a list of technology names"),
  skills: v.optional(v.array(v.object({ group: text("a name"), items: v.array(text("a skill")) }))),
  experience: v.array(
    v.object({
      title: text("the job title"),
      company: text("the company"),
      period: text('the period, such as "2024 - Present"'),
      summary: v.optional(v.string()),
      highlights: v.optional(v.array(text("what you achieved there"), "must be a list")),
    }),
    "must be a list of positions",
  ),
  education: v.array(
    v.object({
      degree: text("the degree"),
      institution: text("the institution"),
      period: text('the period, such as "2020 - 2024"'),
      summary: v.optional(v.string()),
    }),
    "must be a list of degrees",
  ),
  // A feed of the owner's posts on another platform, listed in /blog (see "External posts").
  blog: v.optional(
    v.object({
      feeds: v.array(
        absoluteUrl("the address of an RSS or Atom feed of your posts"),
        "must be a list of feed addresses, such as https://dev.to/feed/<you>, or [] for none",
      ),
    }),
  ),
  // Privacy-friendly analytics, off unless set (see "Analytics" in the README).
  analytics: v.optional(
    v.object({
      provider: oneOf(ANALYTICS_PROVIDERS),
      siteId: v.pipe(
        string("your site's id at the provider"),
        v.trim(),
        v.nonEmpty(
          "must not be empty: your site's domain (Plausible), website id (Umami), site code (GoatCounter) or token (Cloudflare)",
        ),
        v.regex(/^[\w.:-]+$/, "must be only letters, digits, dots, colons, dashes and underscores"),
      ),
      host: v.optional(
        httpsUrl("your self-hosted Plausible or Umami", "https://stats.example.com"),
      ),
    }),
  ),
  emailjs: v.object({
    publicKey: text("your EmailJS public key"),
    serviceId: text("your EmailJS service id"),
    templateId: text("your EmailJS template id"),
    limitRate: v.pipe(
      v.number("must be a number of milliseconds"),
      v.integer("must be a whole number of milliseconds"),
      v.minValue(0, "must be 0 (off) or more milliseconds"),
    ),
  }),
});

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type SiteConfigInput = v.InferInput<typeof SiteConfigSchema>;
export type SocialIcon = SiteConfig["social"][number]["icon"];
export type Availability = NonNullable<SiteConfig["availability"]>;

/**
 * The config checked, or one line per bad field (`github.username: must be ...`); the first
 * problem of each field only.
 */
export function validateSiteConfig(
  config: unknown,
): { ok: true; config: SiteConfig } | { ok: false; errors: string[] } {
  const result = v.safeParse(SiteConfigSchema, config, { abortPipeEarly: true });
  if (result.success) return { ok: true, config: result.output };
  const errors = result.issues.map((issue) => {
    // A list's item as `[0]`: `social[0].href`.
    const path = v.getDotPath(issue)?.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
    return `${path || "(config)"}: ${issue.message}`;
  });
  return { ok: false, errors };
}
