import { blog } from "./features/blog/collection";
import { caseStudies } from "./features/case-studies/collection";

export const collections = { blog, caseStudies };
