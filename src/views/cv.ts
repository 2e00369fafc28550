import { caseStudyEntries } from "../features/case-studies/load";
import { formatPeriod } from "../features/case-studies/period";
import { cvModel, type Cv } from "../features/cv/model";
import { caseStudyPath } from "../routes";
import { absoluteUrl } from "../seo";
import type { Language } from "../lib/i18n";
import { defaultLanguage, pageLanguage } from "../site";

/**
 * The owner's CV at build time in a language, for the CV's page and files: the configuration in
 * that language, and every case study as one of its projects.
 */
export async function loadCv(lang: Language = defaultLanguage): Promise<Cv> {
  const { t, site, path } = pageLanguage(lang);
  // Addresses as the pages in that language link them, with the base path a project site has.
  const url = (sitePath: string) => absoluteUrl(path(sitePath));
  const projects = (await caseStudyEntries(lang)).map(({ slug, data, marks }) => ({
    title: data.title,
    organisation: data.role,
    period: formatPeriod(data.period, lang, t["caseStudy.present"]),
    summary: data.summary,
    url: url(caseStudyPath(slug)),
    highlights: data.outcomes,
    keywords: data.stack,
    marks,
  }));
  return cvModel({ ...site, siteUrl: url("/") }, projects, t);
}
