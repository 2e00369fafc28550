import { blog } from "./features/blog/collection";
import { caseStudies } from "./features/case-studies/collection";
import { testimonials } from "./features/testimonials/collection";

export const collections = { blog, caseStudies, testimonials };
