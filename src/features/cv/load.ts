import { absoluteUrl } from "../../seo";
import { caseStudyPath } from "../../routes";
import { site } from "../../site";
import { caseStudyEntries } from "../case-studies/load";
import { formatPeriod } from "../case-studies/period";
import { cvModel, type Cv, type CvProject } from "./model";

/** The owner's CV at build time: the configuration and every case study. */
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
