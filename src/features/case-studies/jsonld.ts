import { temporalCoverage } from "./period";
import type { Period } from "./types";

/** What the structured data says about one case study; addresses are absolute. */
export interface CaseStudyFacts {
  title: string;
  summary: string;
  period: Period;
  stack: readonly string[];
  /** The page's canonical address. */
  url: string;
  /** Absolute addresses of its pictures, the cover first. */
  images: readonly string[];
  author: { name: string; url: string; jobTitle?: string };
  /** The repository's page on GitHub. */
  repositoryUrl?: string | undefined;
  live?: string | undefined;
}

/**
 * The page as a schema.org CreativeWork (a SoftwareSourceCode where the code is public), so
 * search engines can tell the project, its author, its time and its technologies apart.
 */
export function caseStudyJsonLd(facts: CaseStudyFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": facts.repositoryUrl ? ["CreativeWork", "SoftwareSourceCode"] : "CreativeWork",
    name: facts.title,
    headline: facts.title,
    description: facts.summary,
    url: facts.url,
    mainEntityOfPage: facts.url,
    image: [...facts.images],
    author: {
      "@type": "Person",
      name: facts.author.name,
      url: facts.author.url,
      ...(facts.author.jobTitle ? { jobTitle: facts.author.jobTitle } : {}),
    },
    dateCreated: facts.period.start,
    temporalCoverage: temporalCoverage(facts.period),
    keywords: facts.stack.join(", "),
    ...(facts.repositoryUrl ? { codeRepository: facts.repositoryUrl } : {}),
    ...(facts.live ? { sameAs: facts.live } : {}),
  };
}
