import { caseStudies } from "./features/case-studies/collection";

export const collections = { caseStudies };
