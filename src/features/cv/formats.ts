import type { Cv, CvEntry } from "./model";

/**
 * The CV as JSON Resume (https://jsonresume.org/schema, v1.0.0), the format developers keep their
 * CV in and that its themes and tools read.
 */
export function resumeJson(cv: Cv, canonical: string): Record<string, unknown> {
  const dates = (item: { startDate?: string | undefined; endDate?: string | undefined }) => ({
    ...(item.startDate ? { startDate: item.startDate } : {}),
    ...(item.endDate ? { endDate: item.endDate } : {}),
  });
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: cv.name,
      label: cv.role,
      email: cv.email,
      ...(cv.phone ? { phone: cv.phone } : {}),
      url: cv.url,
      summary: cv.summary,
      ...(cv.location ? { location: { address: cv.location } } : {}),
      profiles: cv.profiles.map((profile) => ({
        network: profile.network,
        ...(profile.username ? { username: profile.username } : {}),
        url: profile.url,
      })),
    },
    work: cv.work.map((job) => ({
      name: job.organisation,
      position: job.title,
      ...dates(job),
      ...(job.summary ? { summary: job.summary } : {}),
    })),
    education: cv.education.map((school) => ({
      institution: school.organisation,
      studyType: school.title,
      ...dates(school),
    })),
    skills: cv.skills.length > 0 ? [{ name: "Technologies", keywords: cv.skills }] : [],
    projects: cv.projects.map((project) => ({
      name: project.name,
      description: project.description,
      highlights: project.highlights,
      keywords: project.keywords,
      ...dates(project),
      url: project.url,
      roles: [project.role],
    })),
    meta: { canonical, version: "v1.0.0" },
  };
}

/** A line of plain text: one space between words, no line breaks. */
const line = (text: string) => text.replace(/\s+/g, " ").trim();

/** "Associate Engineer, Example Technologies (2024 - Present)" and its summary under it. */
function entryLines(item: CvEntry): string[] {
  return [
    `${line(item.title)}, ${line(item.organisation)} (${line(item.period)})`,
    ...(item.summary ? [line(item.summary)] : []),
  ];
}

/**
 * The CV as plain text for applicant-tracking systems: headings in capitals, one fact per line,
 * no columns, tables or decorations, ASCII punctuation where the owner's text allows.
 */
export function cvText(cv: Cv): string {
  const sections: [string, string[]][] = [
    ["SUMMARY", [line(cv.summary)]],
    ["EXPERIENCE", cv.work.flatMap((job, index) => [...(index ? [""] : []), ...entryLines(job)])],
    [
      "EDUCATION",
      cv.education.flatMap((school, index) => [...(index ? [""] : []), ...entryLines(school)]),
    ],
    ["SKILLS", cv.skills.length > 0 ? [cv.skills.map(line).join(", ")] : []],
    [
      "PROJECTS",
      cv.projects.flatMap((project, index) => [
        ...(index ? [""] : []),
        `${line(project.name)} (${line(project.period)})`,
        line(project.description),
        `Role: ${line(project.role)}`,
        ...project.highlights.map((highlight) => `- ${line(highlight)}`),
        `Technologies: ${project.keywords.map(line).join(", ")}`,
        project.url,
      ]),
    ],
    [
      "CONTACT",
      [
        `Email: ${cv.email}`,
        ...(cv.phone ? [`Phone: ${line(cv.phone)}`] : []),
        ...(cv.location ? [`Location: ${line(cv.location)}`] : []),
        `Website: ${cv.url}`,
        ...cv.profiles.map((profile) => `${line(profile.network)}: ${profile.url}`),
      ],
    ],
  ];
  const body = sections
    .filter(([, lines]) => lines.length > 0)
    .map(([heading, lines]) => [heading, ...lines].join("\n"));
  return `${[line(cv.name), line(cv.role), "", body.join("\n\n")].join("\n")}\n`;
}
