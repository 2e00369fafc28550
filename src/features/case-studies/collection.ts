import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { caseStudySchema } from "./schema";

/**
 * The case studies: one Markdown (or MDX) file each in src/content/case-studies/, its pictures beside it.
 * The file's name is the page's address (task-board.md is /projects/task-board). CASE_STUDIES_DIR
 * reads them from another folder (the browser tests' fixtures).
 */
export const caseStudies = defineCollection({
  loader: glob({
    pattern: "*.{md,mdx}",
    base: process.env.CASE_STUDIES_DIR ?? "./src/content/case-studies",
  }),
  schema: ({ image }) => caseStudySchema(image),
});
