import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { testimonialSchema } from "./schema";

/**
 * What people you worked with say: one Markdown file each in src/content/testimonials/ (the
 * front matter holds everything; the body is not used). TESTIMONIALS_DIR reads them from another
 * folder (the browser tests' fixtures). A file whose name starts with "_" is left out.
 */
export const testimonials = defineCollection({
  loader: glob({
    pattern: "[^_]*.md",
    base: process.env.TESTIMONIALS_DIR ?? "./src/content/testimonials",
  }),
  schema: ({ image }) => testimonialSchema(image),
});
