import type { Cv, CvEntry } from "./model";

/**
 * The CV as JSON Resume (https://jsonresume.org/schema, v1.0.0), the format developers keep their
 * CV in and that its themes and tools read. A field the CV lacks is left out.
 */
export function resumeJson(cv: Cv, canonical: string): string {
  const dates = ({ startDate, endDate }: CvEntry) => ({ startDate, endDate });
  const resume = {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: cv.name,
      label: cv.role,
      email: cv.email,
      phone: cv.phone,
      url: cv.url,
      summary: cv.summary,
      location: cv.location && { address: cv.location },
      profiles: cv.profiles.map((profile) => ({
        network: profile.label,
        username: profile.username,
        url: profile.value,
      })),
    },
    work: cv.work.map((job) => ({
      name: job.organisation,
      position: job.title,
      ...dates(job),
      summary: job.summary,
      highlights: job.highlights,
    })),
    education: cv.education.map((school) => ({
      institution: school.organisation,
      studyType: school.title,
      ...dates(school),
    })),
    skills: cv.skills.map(({ group, items }) => ({ name: group, keywords: items })),
    projects: cv.projects.map((project) => ({
      name: project.title,
      description: project.summary,
      highlights: project.highlights,
      keywords: project.keywords,
      ...dates(project),
      url: project.url,
      roles: [project.organisation],
    })),
    meta: { canonical, version: "v1.0.0" },
  };
  return `${JSON.stringify(resume, null, 2)}\n`;
}

/**
 * The CV as plain text for applicant-tracking systems: headings in capitals, one fact per line,
 * no columns, tables or decorations.
 */
export function cvText(cv: Cv): string {
  const entry = (item: CvEntry) =>
    [
      `${item.title}, ${item.organisation} (${item.period})`,
      item.summary,
      ...(item.highlights ?? []).map((highlight) => `- ${highlight}`),
      item.keywords && `${cv.words.technologies}: ${item.keywords.join(", ")}`,
      item.url,
    ].filter((line) => line !== undefined);
  const sections = [
    ...cv.sections.map((section) => [
      section.title.toUpperCase(),
      ...(section.text ? [section.text] : []),
      ...section.entries.flatMap((item, index) => [...(index ? [""] : []), ...entry(item)]),
    ]),
    [
      cv.words.contact.toUpperCase(),
      ...[...cv.contact, ...cv.profiles].map((item) => `${item.label}: ${item.value}`),
    ],
  ];
  return `${cv.name}\n${cv.role}\n\n${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}
