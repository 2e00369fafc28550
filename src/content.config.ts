import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./features/blog/schema";
import { caseStudySchema } from "./features/case-studies/schema";
import { testimonialSchema } from "./features/testimonials/schema";

/**
 * The owner's content in src/content/: one Markdown (or MDX) file an entry, named for its address
 * (case-studies/task-board.md is /projects/task-board/), its pictures beside it. A post or a
 * testimonial whose file name starts with "_" is left out. BLOG_DIR, CASE_STUDIES_DIR and
 * TESTIMONIALS_DIR read a collection from another folder (the tests' builds with other content or
 * none). A testimonial is all front matter: its body is not used.
 */
export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: "[^_]*.{md,mdx}", base: process.env.BLOG_DIR ?? "./src/content/blog" }),
    schema: postSchema,
  }),
  caseStudies: defineCollection({
    loader: glob({
      pattern: "*.{md,mdx}",
      base: process.env.CASE_STUDIES_DIR ?? "./src/content/case-studies",
    }),
    schema: ({ image }) => caseStudySchema(image),
  }),
  testimonials: defineCollection({
    loader: glob({
      pattern: "[^_]*.md",
      base: process.env.TESTIMONIALS_DIR ?? "./src/content/testimonials",
    }),
    schema: ({ image }) => testimonialSchema(image),
  }),
};
