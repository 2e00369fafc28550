import { caseStudyEntries } from "../features/case-studies/load";
import { formatPeriod } from "../features/case-studies/period";
import { cvModel, type Cv } from "../features/cv/model";
import { caseStudyPath } from "../routes";
import { absoluteUrl } from "../seo";
import type { Language } from "../lib/i18n";
import { defaultLanguage, site } from "../site";

/**
 * The owner's CV at build time, for the CV's page and files: the configuration, and every case
 * study as one of its projects, its period in `lang` (the CV's page in another language).
 */
export async function loadCv(lang: Language = defaultLanguage, present?: string): Promise<Cv> {
  const projects = (await caseStudyEntries(lang)).map(({ slug, data }) => ({
    title: data.title,
    organisation: data.role,
    period: formatPeriod(data.period, lang, present),
    summary: data.summary,
    url: absoluteUrl(caseStudyPath(slug)),
    highlights: data.outcomes,
    keywords: data.stack,
  }));
  // The site's address as its pages link to it: with the base path a GitHub Pages project has.
  return cvModel({ ...site, siteUrl: absoluteUrl("/") }, projects);
}
