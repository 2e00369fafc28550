import type { SiteConfig } from "../../config/schema";
import { DICTIONARIES, type Strings } from "../../lib/i18n";

/**
 * One CV, drawn from the site's configuration and its case studies, that every format reads: the
 * /cv page, the PDF, /cv.txt and /resume.json. A fact changed in site.config.ts or in a case
 * study changes all four at the next build.
 */

/** A job, a degree or a project. */
export interface CvEntry {
  /** The job's title, the degree, the project's name. */
  title: string;
  /** The company, the institution, the owner's role in the project. */
  organisation: string;
  /** As the owner wrote it ("2024 - Present"), and as ISO dates when it reads as dates. */
  period: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  /** A project's page (absolute), its outcomes and its technologies. */
  url?: string;
  highlights?: string[];
  keywords?: string[];
  /** A project's marks when its case study has no translation (`entriesIn`). */
  marks?: { lang?: string; dir?: string };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ONGOING = /^(present|now|current|today|ongoing)$/i;

/** "2022", "2022-03", "03/2022", "Mar 2022" or "March 2022" as an ISO date; else undefined. */
function isoDate(text: string): string | undefined {
  if (/^\d{4}(-\d{2})?$/.test(text)) return text;
  const [, month = "", year] = /^([a-z]+|\d{1,2})\.?[\s/]+(\d{4})$/i.exec(text) ?? [];
  const number = Number(month) || MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  return year && number >= 1 && number <= 12
    ? `${year}-${String(number).padStart(2, "0")}`
    : undefined;
}

/**
 * A period as the owner wrote it ("2024 - Present", "Jan 2022 – Mar 2023", "2020 to 2024") as
 * ISO dates: an end that goes on ("Present") has none, a lone date is both. A period that does
 * not read as dates gives none, and every format shows the owner's words instead.
 */
export function periodDates(period: string): { startDate?: string; endDate?: string } {
  const [from = "", to = from, ...rest] = period.trim().split(/\s+(?:-|–|—|to)\s+|\s*[–—]\s*/);
  const startDate = isoDate(from);
  if (rest.length > 0 || !startDate) return {};
  if (ONGOING.test(to)) return { startDate };
  const endDate = isoDate(to);
  return endDate ? { startDate, endDate } : {};
}

/** Text on one line: a summary written over several lines reads the same in every format. */
const oneLine = (text = "") => text.replace(/\s+/g, " ").trim();

const entry = (item: CvEntry): CvEntry => ({
  ...item,
  ...periodDates(item.period),
  summary: oneLine(item.summary) || undefined,
});

/**
 * The CV of a site's owner, its headings and labels in the language of `t`; its projects are the
 * case studies, in the order /projects lists them.
 */
export function cvModel(
  site: SiteConfig,
  caseStudies: readonly CvEntry[] = [],
  t: Strings = DICTIONARIES.en,
) {
  const phone = site.phone.trim();
  const location = site.location.trim();
  const summary = oneLine(site.intro);
  const work = site.experience.map(({ company, ...job }) =>
    entry({ ...job, organisation: company }),
  );
  const education = site.education.map(({ degree, institution, ...school }) =>
    entry({ ...school, title: degree, organisation: institution }),
  );
  // The groups of skills, or else the tech list as one group; an empty group is left out.
  const skills = (
    site.skills ?? [{ group: t["cv.technologies"], items: [...new Set(site.tech)] }]
  ).filter((group) => group.items.length > 0);
  const projects = caseStudies.map(entry);
  // A way to reach the owner: "Phone", what the reader sees, and where a link goes; an empty
  // phone or location is left out.
  const contact: { label: string; value: string; href?: string }[] = [
    { label: t["contact.email"], value: site.email, href: `mailto:${site.email}` },
    { label: t["contact.phone"], value: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` },
    { label: t["contact.location"], value: location },
    { label: t["cv.website"], value: site.siteUrl, href: site.siteUrl },
  ].filter((item) => item.value);
  // E-mail is its own field; the other links are profiles.
  const profiles = site.social
    .filter((link) => !link.href.startsWith("mailto:"))
    .map((link) => ({
      label: link.label,
      value: link.href,
      href: link.href,
      // The last segment of the path: "octocat" of github.com/octocat, "jane" of …/@jane.
      username: URL.parse(link.href)?.pathname.split("/").findLast(Boolean)?.replace(/^@/, ""),
    }));
  // One line a group of skills: "Frontend: React, Next.js".
  const skillLines = skills.map(({ group, items }) => `${group}: ${items.join(", ")}`);
  /** In the order the page, the PDF and the text show them; an empty one is left out. */
  const sections: { title: string; text?: string; entries: CvEntry[] }[] = [
    { title: t["cv.summary"], text: summary, entries: [] },
    { title: t["cv.experience"], entries: work },
    { title: t["cv.education"], entries: education },
    { title: t["cv.skills"], text: skillLines.join("\n"), entries: [] },
    { title: t["cv.projects"], entries: projects },
  ];
  return {
    /** The headings the formats add: "Contact", and "Technologies" before a project's stack. */
    words: { contact: t["cv.contact"], technologies: t["cv.technologies"] },
    /** The direction its language is written in. */
    dir: t.dir,
    name: site.name,
    role: site.role,
    email: site.email,
    phone: phone || undefined,
    location: location || undefined,
    url: site.siteUrl,
    summary,
    contact,
    profiles,
    work,
    education,
    skills,
    projects,
    sections: sections.filter((section) => section.text || section.entries.length > 0),
  };
}

export type Cv = ReturnType<typeof cvModel>;
