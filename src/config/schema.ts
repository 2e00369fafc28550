import * as v from "valibot";
import { isCalendarDate, isTimeZone } from "../lib/calendar.ts";
import { HEX_COLOR, normalizeHex } from "../lib/color.ts";
import { ANALYTICS_PROVIDERS } from "../lib/analytics-providers.ts";
import { DEFAULT_ACCENT } from "./defaults.ts";

/**
 * The shape of `site.config.ts`, checked when the site is built (see integrations/site-config.ts).
 * The app itself only imports the types, so none of this ships to visitors.
 */

const text = (what: string) =>
  v.pipe(v.string(`must be text: ${what}`), v.trim(), v.nonEmpty(`must not be empty: ${what}`));

const absoluteUrl = (what: string) =>
  v.pipe(
    v.string(`must be text: ${what}`),
    v.url(`must be an absolute URL such as https://example.com: ${what}`),
    v.check((value) => /^https?:\/\//i.test(value), `must start with http:// or https://: ${what}`),
  );

const linkHref = v.pipe(
  v.string("must be text: a URL or a mailto: address"),
  v.check(
    (value) => /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i.test(value),
    "must be an absolute http(s) URL or a mailto: address",
  ),
);

const hexColor = (what: string) =>
  v.pipe(
    v.string(`must be text: ${what}`),
    v.trim(),
    v.regex(
      HEX_COLOR,
      (issue) =>
        `must be a hex colour such as "#4338ca" or "#43c" (got ${JSON.stringify(issue.input)}): ${what}`,
    ),
    v.transform(normalizeHex),
  );

/** The image types the portrait can be; astro:assets turns each into AVIF and WebP. */
export const PORTRAIT_TYPES = ["jpg", "jpeg", "png", "webp", "avif"] as const;

const portraitFile = v.pipe(
  v.string("must be text: the file name of your photo in src/assets/, such as portrait.jpg"),
  v.trim(),
  v.regex(
    new RegExp(`^[\\w.-]+\\.(?:${PORTRAIT_TYPES.join("|")})$`, "i"),
    (issue) =>
      "must be the file name of a jpg, jpeg, png, webp or avif image in src/assets/, such as " +
      `portrait.jpg (src/assets/${String(issue.input)} is not one)`,
  ),
);

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

export const SocialLinkSchema = v.object({
  icon: v.picklist(SOCIAL_ICONS, `must be one of ${SOCIAL_ICONS.join(", ")}`),
  href: linkHref,
  label: text("a short name read out for the icon, such as GitHub"),
});

export const ExperienceSchema = v.object({
  title: text("the job title"),
  company: text("the company"),
  period: text('the period, such as "2024 - Present"'),
  summary: v.optional(v.string()),
});

export const EducationSchema = v.object({
  degree: text("the degree"),
  institution: text("the institution"),
  period: text('the period, such as "2020 - 2024"'),
  summary: v.optional(v.string()),
});

/** Where the owner will work; the site writes them as "Remote or hybrid". */
export const WORKPLACES = ["remote", "hybrid", "on-site"] as const;

export const AvailabilitySchema = v.object({
  open: v.boolean("must be true (shown) or false (hidden everywhere)"),
  roles: v.array(
    text('a role you seek, such as "Senior full-stack engineer"'),
    "must be a list of the roles you seek",
  ),
  location: v.optional(text('where you are, such as "Berlin, Germany"')),
  workplace: v.pipe(
    v.array(
      v.picklist(WORKPLACES, `must be one of ${WORKPLACES.map((w) => `"${w}"`).join(", ")}`),
      'must be a list such as ["remote", "hybrid"]',
    ),
    v.minLength(1, 'must name at least one of "remote", "hybrid" or "on-site"'),
  ),
  timeZone: v.pipe(
    v.string("must be text: your time zone, such as Europe/Berlin"),
    v.check(
      isTimeZone,
      (issue) =>
        `must be an IANA time zone such as "Europe/Berlin" or "America/New_York" (got ${JSON.stringify(issue.input)})`,
    ),
  ),
  start: v.pipe(
    v.string('must be text: a date such as "2026-03-01" or a few words such as "immediately"'),
    v.trim(),
    v.nonEmpty(
      'must not be empty: a date such as "2026-03-01" or a few words such as "immediately"',
    ),
    v.check(
      (value) => !/^\d{4}-/.test(value) || isCalendarDate(value),
      (issue) => `must be a real date written YYYY-MM-DD (got ${JSON.stringify(issue.input)})`,
    ),
    v.maxLength(40, 'must be a date such as "2026-03-01" or at most 40 characters of text'),
  ),
  bookingUrl: v.optional(
    v.pipe(
      v.string("must be text: the https:// address of your booking page"),
      v.url("must be an https:// address such as https://cal.com/your-name"),
      v.check(
        (value) => /^https:\/\//i.test(value),
        "must start with https://, such as https://cal.com/your-name",
      ),
    ),
  ),
});

/** Privacy-friendly analytics, off unless set (see "Analytics" in the README). */
export const AnalyticsSchema = v.object({
  provider: v.picklist(
    ANALYTICS_PROVIDERS,
    `must be one of ${ANALYTICS_PROVIDERS.map((name) => `"${name}"`).join(", ")}`,
  ),
  siteId: v.pipe(
    v.string("must be text: your site's id at the provider"),
    v.trim(),
    v.nonEmpty(
      "must not be empty: your site's domain (Plausible), website id (Umami), site code (GoatCounter) or token (Cloudflare)",
    ),
    v.regex(/^[\w.:-]+$/, "must be only letters, digits, dots, colons, dashes and underscores"),
  ),
  host: v.optional(
    v.pipe(
      v.string("must be text: the https:// address of your self-hosted Plausible or Umami"),
      v.url("must be an https:// address such as https://stats.example.com"),
      v.check(
        (value) => /^https:\/\//i.test(value),
        "must start with https://, such as https://stats.example.com",
      ),
    ),
  ),
});

/** A feed of the owner's posts on another platform, listed in /blog (see "External posts"). */
const feedUrl = absoluteUrl("the address of an RSS or Atom feed of your posts");

export const BlogSchema = v.object({
  feeds: v.array(
    feedUrl,
    "must be a list of feed addresses, such as https://dev.to/feed/<you>, or [] for none",
  ),
});

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
  accent: v.optional(
    hexColor("the accent colour of links and buttons in the light theme"),
    DEFAULT_ACCENT,
  ),
  accentDark: v.optional(hexColor("the accent colour of links and buttons in the dark theme")),
  portrait: v.optional(portraitFile),
  cv: v.object({
    file: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[\w.-]+\.pdf$/i, "must be the name of a PDF file in public/, such as cv.pdf"),
      ),
    ),
    downloadName: v.pipe(
      v.string(),
      v.regex(/^[\w.-]+\.pdf$/, "must be a file name ending in .pdf, such as Jane-Doe-CV.pdf"),
    ),
  }),
  social: v.array(SocialLinkSchema, "must be a list of links"),
  github: v.object({
    username: v.pipe(
      v.string(),
      v.regex(
        /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i,
        "must be a GitHub user name (letters, digits and single hyphens)",
      ),
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
  experience: v.array(ExperienceSchema, "must be a list of positions"),
  education: v.array(EducationSchema, "must be a list of degrees"),
  blog: v.optional(BlogSchema),
  analytics: v.optional(AnalyticsSchema),
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
export type SocialLink = SiteConfig["social"][number];
export type SocialIcon = SocialLink["icon"];
export type Experience = SiteConfig["experience"][number];
export type Education = SiteConfig["education"][number];
export type Availability = NonNullable<SiteConfig["availability"]>;
export type Workplace = (typeof WORKPLACES)[number];

/** Turns valibot's issues into one line per field: `github.username: must be ...`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? [])
      .map((item) => (typeof item.key === "number" ? `[${item.key}]` : `.${String(item.key)}`))
      .join("")
      .replace(/^\./, "");
    return `${path || "(config)"}: ${issue.message}`;
  });
}

export function validateSiteConfig(
  config: unknown,
): { ok: true; config: SiteConfig } | { ok: false; errors: string[] } {
  const result = v.safeParse(SiteConfigSchema, config, { abortPipeEarly: true });
  return result.success
    ? { ok: true, config: result.output }
    : { ok: false, errors: describeIssues(result.issues) };
}
