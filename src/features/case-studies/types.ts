import type { CollectionEntry } from "astro:content";
import type { CasePicture } from "./picture";

export type CaseStudyEntry = CollectionEntry<"caseStudies">;

/** What a card shows of a case study (on /projects and on the home page). */
export type CaseStudyCardData = Pick<CaseStudyEntry["data"], "title" | "summary" | "stack"> & {
  slug: string;
  /** The page's address, base path included. */
  href: string;
  cover: CasePicture;
};
