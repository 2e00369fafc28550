import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./features/blog/schema";
import { caseStudySchema } from "./features/case-studies/schema";
import { testimonialSchema } from "./features/testimonials/schema";

/**
 * The owner's content: one Markdown (or MDX) file an entry in a folder of src/content/, named for
 * its address (case-studies/task-board.md is /projects/task-board/), its pictures beside it. A
 * post or a testimonial whose file name starts with "_" is left out; a testimonial is all front
 * matter. A translation is the file of the same name in a folder named for its language
 * (case-studies/de/task-board.md; see docs/languages.md). BLOG_DIR, CASE_STUDIES_DIR and
 * TESTIMONIALS_DIR read a collection from another folder (the tests' builds with other content or
 * none).
 */
const files = (pattern: string[], folder: string, variable: string) =>
  glob({ pattern, base: process.env[variable] ?? `./src/content/${folder}` });

export const collections = {
  blog: defineCollection({
    loader: files(["[^_]*.{md,mdx}", "??/[^_]*.{md,mdx}"], "blog", "BLOG_DIR"),
    schema: postSchema,
  }),
  caseStudies: defineCollection({
    loader: files(["*.{md,mdx}", "??/*.{md,mdx}"], "case-studies", "CASE_STUDIES_DIR"),
    schema: ({ image }) => caseStudySchema(image),
  }),
  testimonials: defineCollection({
    loader: files(["[^_]*.md", "??/[^_]*.md"], "testimonials", "TESTIMONIALS_DIR"),
    schema: ({ image }) => testimonialSchema(image),
  }),
};
