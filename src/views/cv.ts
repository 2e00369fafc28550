import { caseStudyEntries } from "../features/case-studies/load";
import { formatPeriod } from "../features/case-studies/period";
import { cvModel, type Cv, type CvProject } from "../features/cv/model";
import { caseStudyPath } from "../routes";
import { absoluteUrl } from "../seo";
import { site } from "../site";

/**
 * The owner's CV at build time, for the CV's page and files: the configuration, and every case
 * study as one of its projects.
 */
export async function loadCv(): Promise<Cv> {
  const projects: CvProject[] = (await caseStudyEntries()).map(({ id, data }) => ({
    name: data.title,
    description: data.summary,
    url: absoluteUrl(caseStudyPath(id)),
    role: data.role,
    period: formatPeriod(data.period),
    startDate: data.period.start.slice(0, 7),
    ...(data.period.end ? { endDate: data.period.end.slice(0, 7) } : {}),
    highlights: data.outcomes,
    keywords: data.stack,
  }));
  // The site's address as its pages link to it: with the base path a GitHub Pages project has.
  return cvModel({ ...site, siteUrl: absoluteUrl("/") }, projects);
}
