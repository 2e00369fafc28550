import type { caseStudyCards } from "./load";

/** What a card shows of a case study (on /projects and on the home page). */
export type CaseStudyCardData = Awaited<ReturnType<typeof caseStudyCards>>[number];
