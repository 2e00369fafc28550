import type { SiteConfig } from "../../config/schema";

/**
 * One CV, drawn from the site's configuration and its case studies, that every format renders:
 * the PDF, the /cv page, /cv.txt and /resume.json. A fact changed in site.config.ts or in a case
 * study changes all four at the next build.
 */

export interface CvProfile {
  /** The network's name, as the site's link reads it ("GitHub"). */
  network: string;
  url: string;
  /** The user name in the address, when the address has one. */
  username?: string;
}

export interface CvEntry {
  /** A job's title or a degree. */
  title: string;
  /** The company or the institution. */
  organisation: string;
  /** As the owner wrote it ("2024 - Present"). */
  period: string;
  /** The same, as ISO dates when the period reads as dates ("2024", "2022-01"). */
  startDate?: string;
  endDate?: string;
  summary?: string;
}

export interface CvProject {
  name: string;
  description: string;
  /** The case study's page, absolute. */
  url: string;
  role: string;
  period: string;
  startDate: string;
  endDate?: string;
  highlights: string[];
  keywords: string[];
}

export interface Cv {
  name: string;
  role: string;
  email: string;
  phone?: string;
  location?: string;
  /** The site, absolute. */
  url: string;
  summary: string;
  profiles: CvProfile[];
  work: CvEntry[];
  education: CvEntry[];
  skills: string[];
  projects: CvProject[];
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ONGOING = /^(present|now|current|today|ongoing)$/i;

/** "Mar 2022", "March 2022", "2022-03", "03/2022" or "2022" as an ISO date; else undefined. */
export function isoDate(text: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (match?.[1]) return match[2] ? `${match[1]}-${match[2]}` : match[1];
  match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match?.[1] && match[2]) return `${match[2]}-${match[1].padStart(2, "0")}`;
  match = /^([a-z]{3,9})\.?\s+(\d{4})$/i.exec(value);
  if (match?.[1] && match[2]) {
    const month = MONTHS.indexOf(match[1].slice(0, 3).toLowerCase());
    if (month >= 0) return `${match[2]}-${String(month + 1).padStart(2, "0")}`;
  }
  return undefined;
}

/**
 * A period as the owner wrote it ("2024 - Present", "Jan 2022 – Mar 2023", "2020 to 2024") as
 * ISO dates; an end that goes on ("Present") has none. A period that does not read as dates
 * gives none, and every format shows the owner's words instead.
 */
export function periodDates(period: string): { startDate?: string; endDate?: string } {
  const [from, to, ...rest] = period.split(/\s+(?:-|–|—|to)\s+|\s*[–—]\s*/);
  if (rest.length > 0 || !from) return {};
  const startDate = isoDate(from);
  if (!startDate) return {};
  if (to === undefined || ONGOING.test(to.trim())) return { startDate };
  const endDate = isoDate(to);
  return endDate ? { startDate, endDate } : {};
}

/** The user name in a profile's address: its first path segment ("octocat" of github.com/octocat). */
function username(url: string): string | undefined {
  try {
    const { protocol, pathname } = new URL(url);
    if (!/^https?:$/.test(protocol)) return undefined;
    const segments = pathname.split("/").filter(Boolean);
    const last = segments.at(-1);
    return last ? decodeURIComponent(last).replace(/^@/, "") : undefined;
  } catch {
    return undefined;
  }
}

function entry(
  title: string,
  organisation: string,
  period: string,
  summary: string | undefined,
): CvEntry {
  const text = summary?.trim();
  return {
    title,
    organisation,
    period,
    ...periodDates(period),
    ...(text ? { summary: text } : {}),
  };
}

type CvSite = Pick<
  SiteConfig,
  | "name"
  | "role"
  | "email"
  | "phone"
  | "location"
  | "siteUrl"
  | "intro"
  | "social"
  | "experience"
  | "education"
  | "tech"
>;

/** The CV of a site's owner; `projects` are the case studies, in the order /projects lists them. */
export function cvModel(site: CvSite, projects: readonly CvProject[] = []): Cv {
  const phone = site.phone.trim();
  const location = site.location.trim();
  return {
    name: site.name,
    role: site.role,
    email: site.email,
    ...(phone ? { phone } : {}),
    ...(location ? { location } : {}),
    url: site.siteUrl,
    summary: site.intro,
    // E-mail is its own field; the other links are profiles.
    profiles: site.social
      .filter((link) => !link.href.startsWith("mailto:"))
      .map((link) => {
        const name = username(link.href);
        return { network: link.label, url: link.href, ...(name ? { username: name } : {}) };
      }),
    work: site.experience.map((job) => entry(job.title, job.company, job.period, job.summary)),
    education: site.education.map((school) =>
      entry(school.degree, school.institution, school.period, school.summary),
    ),
    skills: [...new Set(site.tech)],
    projects: [...projects],
  };
}
